import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FiltersController } from './filters.controller';
import { FiltersService } from './filters.service';
import { SavedFilter } from './saved-filter.entity';

@Module({ imports: [TypeOrmModule.forFeature([SavedFilter])], controllers: [FiltersController], providers: [FiltersService] })
export class FiltersModule {}
