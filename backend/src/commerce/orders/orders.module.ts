import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsModule } from '../payments/payments.module';
import { OrderEvent } from './order-event.entity';
import { OrderLine } from './order-line.entity';
import { CheckoutService } from './checkout.service';
import { OrderMailer } from './order-mailer';
import { OrderPaymentsService } from './order-payments.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { StripeWebhookController } from './stripe-webhook.controller';

/** Orders, the checkout core and the payment providers' webhooks; OrdersService and CheckoutService are exported for the attendee site. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderLine, OrderEvent]), PaymentsModule],
  controllers: [OrdersController, StripeWebhookController],
  providers: [OrdersService, CheckoutService, OrderPaymentsService, OrderMailer],
  exports: [OrdersService, CheckoutService],
})
export class OrdersModule {}
