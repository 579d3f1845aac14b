import { Injectable } from '@nestjs/common';
import type { PaymentMethod } from '@eventdesk/shared';
import type { PaymentProvider, PaymentStart } from './payment-provider';

/** Payments that happen outside the system: the order waits (PENDING) until staff mark it paid. */
abstract class OfflineProvider implements PaymentProvider {
  abstract readonly method: PaymentMethod;
  readonly flow = 'offline' as const;

  isAvailable(): boolean {
    return true;
  }

  async start(): Promise<PaymentStart> {
    return { sessionId: null, redirectUrl: null };
  }
}

/** Bank transfer: offered when the event's payment settings hold an IBAN and a beneficiary, which the confirmation e-mail carries. */
@Injectable()
export class BankTransferProvider extends OfflineProvider {
  readonly method = 'BANK_TRANSFER' as const;
}

/** Pay at the event's desk. */
@Injectable()
export class OnSiteProvider extends OfflineProvider {
  readonly method = 'ON_SITE' as const;
}
