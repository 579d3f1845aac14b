import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Font } from './font.entity';
import { FontsController } from './fonts.controller';
import { FontsService } from './fonts.service';

@Module({ imports: [TypeOrmModule.forFeature([Font])], controllers: [FontsController], providers: [FontsService] })
export class FontsModule {}
