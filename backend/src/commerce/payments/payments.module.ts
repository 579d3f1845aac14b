import { Module } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { BankTransferProvider, OnSiteProvider } from './bank-transfer.provider';
import { PaymentProviders } from './payment-providers';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentSettingsService } from './payment-settings.service';
import { STRIPE_CLIENT, StripeProvider, type StripeClient } from './stripe.provider';

/** The payment providers behind one interface (payment-provider.ts), the Stripe client only with its keys, and each event's payment settings. */
@Module({
  controllers: [PaymentSettingsController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      // The stripe package (~220 modules) is loaded only when its keys are set.
      useFactory: (config: AppConfig): StripeClient | null => {
        if (!config.stripe) return null;
        const Stripe = require('stripe') as typeof import('stripe');
        return new Stripe(config.stripe.secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Eventdesk' } });
      },
    },
    BankTransferProvider,
    OnSiteProvider,
    StripeProvider,
    PaymentProviders,
    PaymentSettingsService,
  ],
  exports: [PaymentProviders, PaymentSettingsService, StripeProvider, STRIPE_CLIENT],
})
export class PaymentsModule {}
