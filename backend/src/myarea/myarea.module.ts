import { PassesModule } from '../gate/passes/passes.module';
import { Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { HistoryModule } from '../platform/history/history.module';
import { OrdersModule } from '../commerce/orders/orders.module';
import { PaymentsModule } from '../commerce/payments/payments.module';
import { ATTENDEE_SESSION_CHECK } from '../platform/common/policy.decorator';
import { AttendeeGuard } from './attendee.guard';
import { MyAreaAuthController } from './myarea-auth.controller';
import { AttendeeSignInModule } from '../registration/attendee-sign-in/attendee-sign-in.module';
import { MyAreaController } from './myarea.controller';
import { MyAreaProgrammeController } from './myarea-programme.controller';
import { SessionsModule } from '../programme/sessions/sessions.module';
import { MyAreaLinkController } from './myarea-link.controller';
import { MyAreaLinkService } from './myarea-link.service';
import { MyAreaService } from './myarea.service';
import { PollsModule } from '../programme/polls/polls.module';
import { MyAreaVotingController } from './myarea-voting.controller';
import { TermsModule } from '../registration/terms/terms.module';

/** The attendee site's API (issue 6, SPEC §7): e-mailed-code sign-in, own data, catalogue, checkout, orders, the programme; its link for staff. */
@Module({
  imports: [
    AuthModule,
    AttendeeSignInModule,
    OrdersModule,
    PaymentsModule,
    HistoryModule,
    PassesModule,
    SessionsModule,
    PollsModule,
    TermsModule,
  ],
  controllers: [MyAreaAuthController, MyAreaController, MyAreaProgrammeController, MyAreaLinkController, MyAreaVotingController],
  providers: [MyAreaService, MyAreaLinkService, AttendeeGuard, { provide: ATTENDEE_SESSION_CHECK, useExisting: AttendeeGuard }],
})
export class MyAreaModule {}
