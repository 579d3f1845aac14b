import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module';
import { VehiclesController } from './vehicles.controller';
import { VehicleExportService } from './vehicle-export.service';
import { VehiclesService } from './vehicles.service';

/** The vehicles of an event (issue 13). */
@Module({ imports: [HistoryModule], controllers: [VehiclesController], providers: [VehiclesService, VehicleExportService] })
export class VehiclesModule {}
