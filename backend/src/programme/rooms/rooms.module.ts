import { Module } from '@nestjs/common';
import { ZonesModule } from '../../accreditation/zones/zones.module';
import { HistoryModule } from '../../platform/history/history.module';
import { RoomsController } from './rooms.controller';
import { RoomsService } from './rooms.service';

/** The rooms of an event's programme (issue 27). */
@Module({ imports: [HistoryModule, ZonesModule], controllers: [RoomsController], providers: [RoomsService] })
export class RoomsModule {}
