import { Injectable } from '@nestjs/common';
import type { PaymentMethod } from '@eventdesk/shared';
import { BankTransferProvider, OnSiteProvider } from './bank-transfer.provider';
import type { PaymentProvider } from './payment-provider';
import { StripeProvider } from './stripe.provider';

/** Every provider by its payment method. */
@Injectable()
export class PaymentProviders {
  private readonly byMethod: Record<PaymentMethod, PaymentProvider>;

  constructor(bankTransfer: BankTransferProvider, onSite: OnSiteProvider, stripe: StripeProvider) {
    this.byMethod = { BANK_TRANSFER: bankTransfer, ON_SITE: onSite, STRIPE: stripe };
  }

  get(method: PaymentMethod): PaymentProvider {
    return this.byMethod[method];
  }

  /** The methods an attendee may choose now (Stripe only when configured). */
  available(): PaymentMethod[] {
    return (Object.keys(this.byMethod) as PaymentMethod[]).filter((m) => this.byMethod[m].isAvailable());
  }
}
