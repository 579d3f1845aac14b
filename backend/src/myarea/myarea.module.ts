import { PassesModule } from '../passes/passes.module';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HistoryModule } from '../history/history.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { ATTENDEE_SESSION_CHECK } from '../common/policy.decorator';
import { AttendeeGuard } from './attendee.guard';
import { MyAreaAuthController } from './myarea-auth.controller';
import { MyAreaAuthService } from './myarea-auth.service';
import { MyAreaController } from './myarea.controller';
import { MyAreaLinkController } from './myarea-link.controller';
import { MyAreaLinkService } from './myarea-link.service';
import { MyAreaService } from './myarea.service';

/** The attendee site's API (issue 6, SPEC §7): e-mailed-code sign-in, own data, catalogue, checkout, orders; its link for staff. */
@Module({
  imports: [AuthModule, OrdersModule, PaymentsModule, HistoryModule, PassesModule],
  controllers: [MyAreaAuthController, MyAreaController, MyAreaLinkController],
  providers: [
    MyAreaService,
    MyAreaAuthService,
    MyAreaLinkService,
    AttendeeGuard,
    { provide: ATTENDEE_SESSION_CHECK, useExisting: AttendeeGuard },
  ],
  exports: [MyAreaAuthService],
})
export class MyAreaModule {}
