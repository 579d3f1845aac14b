import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { ImportsModule } from '../../registration/imports/imports.module';
import { VehicleCompanies } from './vehicle-companies';
import { VehicleImports } from './vehicle-import';
import { VehicleImportsController } from './vehicle-imports.controller';
import { VehiclesController } from './vehicles.controller';
import { VehicleExportService } from './vehicle-export.service';
import { VehiclesService } from './vehicles.service';

/** The vehicles of an event (issue 13). */
@Module({
  imports: [HistoryModule, ImportsModule],
  controllers: [VehiclesController, VehicleImportsController],
  providers: [VehiclesService, VehicleExportService, VehicleImports, VehicleCompanies],
})
export class VehiclesModule {}
