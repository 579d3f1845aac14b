import { Module } from '@nestjs/common';
import { AccessRightsModule } from '../access-rights/access-rights.module';
import { PassesModule } from '../passes/passes.module';
import { AccessControlsController, ScansController } from './scans.controller';
import { ScansService } from './scans.service';

/** The gate's scans, the scan log and the zones' occupancy (issue 14). */
@Module({
  imports: [PassesModule, AccessRightsModule],
  controllers: [ScansController, AccessControlsController],
  providers: [ScansService],
})
export class ScansModule {}
