import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from './payments.module';
import { StripeWebhookController } from './stripe-webhook.controller';

/** The payment providers' webhooks (apart from PaymentsModule, which OrdersModule imports). */
@Module({ imports: [PaymentsModule, OrdersModule], controllers: [StripeWebhookController] })
export class PaymentWebhooksModule {}
