import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActionHistory } from './action-history.entity';
import { HistoryService } from './history.service';

/** The actions history; the services that change attendees, companies and categories write to it. */
@Module({ imports: [TypeOrmModule.forFeature([ActionHistory])], providers: [HistoryService], exports: [HistoryService] })
export class HistoryModule {}
