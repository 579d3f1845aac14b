import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { AttendeeSignInModule } from '../../registration/attendee-sign-in/attendee-sign-in.module';
import { PassesModule } from '../passes/passes.module';
import { ScansModule } from '../scans/scans.module';
import { TotemDevicesController } from './totem-devices.controller';
import { TotemPairingService } from './totem-pairing.service';
import { TotemsController } from './totems.controller';
import { TotemsService } from './totems.service';

/** Self check-in kiosks (issue 14). */
@Module({
  imports: [ScansModule, PassesModule, AttendeeSignInModule, AuthModule],
  controllers: [TotemsController, TotemDevicesController],
  providers: [TotemsService, TotemPairingService],
})
export class TotemsModule {}
