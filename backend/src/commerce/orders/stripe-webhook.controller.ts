import { Controller, Headers, HttpCode, Logger, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { Public } from '../../platform/common/policy.decorator';
import type { HttpRequest } from '../../platform/common/http';
import { OrderPaymentsService } from './order-payments.service';
import { WebhookSignatureError } from '../payments/payment-provider';
import { StripeProvider } from '../payments/stripe.provider';
import { CommerceError } from '../commerce-errors';

/**
 * Where Stripe posts its events (STRIPE_WEBHOOK_PATH). Public: anyone may call it, only a body signed
 * with STRIPE_WEBHOOK_SECRET does anything.
 */
@Controller('api/payments/stripe')
export class StripeWebhookController {
  private readonly logger = new Logger(StripeWebhookController.name);

  constructor(
    private readonly stripe: StripeProvider,
    private readonly payments: OrderPaymentsService,
  ) {}

  /** 200 for every verified event (a replay too, so Stripe stops retrying); 400 for a bad signature; 503 when Stripe is not configured. */
  @Public()
  @Post('webhook')
  @HttpCode(200)
  async webhook(@Req() req: RawBodyRequest<HttpRequest>, @Headers('stripe-signature') signature: string | undefined) {
    if (!this.stripe.isAvailable()) throw CommerceError('payments_not_configured');
    if (!Buffer.isBuffer(req.rawBody)) throw CommerceError('webhook_signature_invalid');
    let event;
    try {
      event = this.stripe.parseWebhook(req.rawBody, signature);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      this.logger.warn(`Stripe webhook refused: ${error.message}`);
      throw CommerceError('webhook_signature_invalid');
    }
    const result = await this.payments.applyPaymentEvent(event);
    return { received: true, duplicate: result.duplicate };
  }
}
