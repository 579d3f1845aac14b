import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

/** The sessions of an event's programme (issue 27). */
@Module({ imports: [HistoryModule], controllers: [SessionsController], providers: [SessionsService] })
export class SessionsModule {}
