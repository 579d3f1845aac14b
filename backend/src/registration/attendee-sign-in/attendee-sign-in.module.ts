import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { HistoryModule } from '../../platform/history/history.module';
import { AttendeeSignInService } from './attendee-sign-in.service';

/** An attendee's sign-in by e-mailed code: for my-area and the totems (issue 6, SPEC §7). */
@Module({ imports: [AuthModule, HistoryModule], providers: [AttendeeSignInService], exports: [AttendeeSignInService] })
export class AttendeeSignInModule {}
