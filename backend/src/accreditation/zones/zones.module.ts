import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { ZonesController } from './zones.controller';
import { ZonesService } from './zones.service';

/** The zones of an event's venue (issue 13). */
@Module({ imports: [HistoryModule], controllers: [ZonesController], providers: [ZonesService], exports: [ZonesService] })
export class ZonesModule {}
