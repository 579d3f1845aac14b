import { Module } from '@nestjs/common';
import { PassesModule } from '../passes/passes.module';
import { PaymentsModule } from '../../commerce/payments/payments.module';
import { AccessControlsController, ScansController } from './scans.controller';
import { ScansService } from './scans.service';
import { ScanLogService } from './scan-log.service';
import { ScanExportService } from './scan-export.service';
import { OccupancyFeed } from './occupancy-feed';
import { OfflineListService } from './offline-list.service';
import { PresenceListService } from './presence-list.service';

/** The gate's scans, the scan log and the zones' occupancy (issue 14). */
@Module({
  imports: [PassesModule, PaymentsModule],
  controllers: [ScansController, AccessControlsController],
  providers: [ScansService, ScanLogService, OfflineListService, PresenceListService, OccupancyFeed, ScanExportService],
  exports: [ScansService, OccupancyFeed],
})
export class ScansModule {}
