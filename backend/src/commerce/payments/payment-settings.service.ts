import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  offeredMethods,
  PAYMENT_METHODS,
  paymentReference,
  type BankTransferDetails,
  type Language,
  type PaymentMethod,
  type PaymentSettingsDto,
  type PaymentSettingsInput,
} from '@eventdesk/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { writeTransaction } from '../../platform/database/write-transaction';
import { EventPaymentSettings } from './event-payment-settings.entity';
import { PaymentProviders } from './payment-providers';

/** An event that never saved its settings: on site and card enabled; a bank transfer waits for its details. */
const DEFAULTS: PaymentSettingsInput = {
  methods: ['ON_SITE', 'STRIPE'],
  iban: null,
  beneficiary: null,
  bank_name: null,
  bic: null,
  reference_pattern: null,
  desk_text_it: null,
  desk_text_en: null,
};

const toInput = (s: EventPaymentSettings): PaymentSettingsInput => ({
  methods: PAYMENT_METHODS.filter((m) => s.methods.includes(m)),
  iban: s.iban,
  beneficiary: s.beneficiary,
  bank_name: s.bankName,
  bic: s.bic,
  reference_pattern: s.referencePattern,
  desk_text_it: s.deskTextIt,
  desk_text_en: s.deskTextEn,
});

/**
 * The payment settings of an event (issue 11) and what follows from them: the methods an attendee is
 * offered (enabled, configured, and possible on this server), the bank details and reference of an
 * order, the desk text. Read by checkout, my-area and the order e-mail; written by the event's ADMIN.
 */
@Injectable()
export class PaymentSettingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly providers: PaymentProviders,
  ) {}

  async settings(eventId: number, manager: EntityManager = this.db.manager): Promise<PaymentSettingsInput> {
    const row = await manager.getRepository(EventPaymentSettings).findOneBy({ eventId });
    return row ? toInput(row) : DEFAULTS;
  }

  async dto(eventId: number): Promise<PaymentSettingsDto> {
    const settings = await this.settings(eventId);
    return { ...settings, offered: this.offeredBy(settings), server_methods: this.providers.available() };
  }

  async save(ctx: EventContext, input: PaymentSettingsInput): Promise<PaymentSettingsDto> {
    const { eventId } = ctx;
    await writeTransaction(this.db, (tx) =>
      tx.getRepository(EventPaymentSettings).save({
        eventId,
        methods: input.methods,
        iban: input.iban,
        beneficiary: input.beneficiary,
        bankName: input.bank_name,
        bic: input.bic,
        referencePattern: input.reference_pattern,
        deskTextIt: input.desk_text_it,
        deskTextEn: input.desk_text_en,
      }),
    );
    return this.dto(eventId);
  }

  /** The methods the event's attendees may choose now. */
  async offered(eventId: number, manager?: EntityManager): Promise<PaymentMethod[]> {
    return this.offeredBy(await this.settings(eventId, manager));
  }

  /** Where and how to pay one order by bank transfer; null when the event has no bank details. */
  bankTransfer(
    settings: PaymentSettingsInput,
    order: { number: number },
    event: { name: string },
    attendee: { attendeeCode: string | null; lastName: string | null },
  ): BankTransferDetails | null {
    if (!settings.iban || !settings.beneficiary) return null;
    return {
      iban: settings.iban,
      beneficiary: settings.beneficiary,
      bank_name: settings.bank_name,
      bic: settings.bic,
      reference: paymentReference(settings.reference_pattern, {
        order: order.number,
        event: event.name,
        attendee_code: attendee.attendeeCode,
        last_name: attendee.lastName,
      }),
    };
  }

  /** The desk's text in `lang`, else in Italian. */
  deskText(settings: PaymentSettingsInput, lang: Language): string | null {
    return (lang === 'en' && settings.desk_text_en) || settings.desk_text_it;
  }

  private offeredBy(settings: PaymentSettingsInput): PaymentMethod[] {
    return offeredMethods(settings, (m) => this.providers.get(m).isAvailable());
  }
}
