import { attendeeSiteUrl } from '../../platform/config/app-urls';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatMoney, formatVatRate, isLanguage, printIban, type Language } from '@eventdesk/shared';
import { DataSource, In } from 'typeorm';
import { Attendee } from '../../registration/attendees/attendee.entity';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Event } from '../../platform/events/event.entity';
import { MailService, type Mail } from '../../platform/mail/mail.service';
import { ORDER_CONFIRMATION_MAIL } from '../../platform/mail/mail-templates';
import { PaymentSettingsService } from '../payments/payment-settings.service';
import { Product } from '../products/product.entity';
import { OrderLine } from './order-line.entity';
import { Order } from './order.entity';

/**
 * The order confirmation e-mail, in the attendee's language, through MailService (the development
 * outbox without SMTP). Sent when an order is placed: at checkout for bank transfer and on site, when
 * Stripe confirms for card payments. A bank transfer carries the event's bank details and the order's
 * reference, a payment on site the desk's text (payment settings). A failure is logged, never undoes the order.
 */
@Injectable()
export class OrderMailer {
  private readonly logger = new Logger(OrderMailer.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly paymentSettings: PaymentSettingsService,
  ) {}

  async sendConfirmation(orderId: number): Promise<void> {
    try {
      const mail = await this.compose(orderId);
      if (mail) await this.mail.send(mail);
    } catch (error) {
      this.logger.error(`Order ${orderId}: confirmation e-mail not sent: ${(error as Error).message}`);
    }
  }

  async compose(orderId: number): Promise<Mail | null> {
    const order = await this.db.getRepository(Order).findOneByOrFail({ id: orderId });
    const attendee = await this.db.getRepository(Attendee).findOneByOrFail({ id: order.attendeeId });
    if (!attendee.email) {
      this.logger.warn(`Order ${orderId}: attendee ${attendee.id} has no e-mail, no confirmation sent`);
      return null;
    }
    const event = await this.db.getRepository(Event).findOneByOrFail({ id: order.eventId });
    const lines = await this.db.getRepository(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } });
    const products = await this.db.getRepository(Product).findBy({ id: In(lines.map((l) => l.productId)) });
    const lang: Language = isLanguage(attendee.appLang) ? attendee.appLang : 'it';
    const t = ORDER_CONFIRMATION_MAIL[lang];
    const money = (cents: number) => formatMoney(cents, order.currency, lang);
    const nameOf = (line: OrderLine) => (lang === 'en' && products.find((p) => p.id === line.productId)?.nameEn) || line.productName;
    const name = [attendee.firstName, attendee.lastName].filter(Boolean).join(' ');

    const body = [
      t.greeting(name),
      '',
      t.intro(order.number, event.name),
      '',
      ...lines.map((l) => `  ${l.quantity} × ${nameOf(l)} — ${money(l.grossCents)} (${t.vat} ${formatVatRate(l.vatRate, lang)})`),
      '',
      `${t.net}: ${money(order.totalNetCents)}`,
      `${t.vat}: ${money(order.totalVatCents)}`,
      `${t.total}: ${money(order.totalGrossCents)}`,
      '',
      t.payment[order.paymentMethod],
    ];
    if (order.paymentStatus === 'PAID') body.push(t.paid);
    else if (order.paymentMethod === 'STRIPE') body.push(t.processing);
    else if (order.paymentMethod === 'BANK_TRANSFER') {
      const settings = await this.paymentSettings.settings(event.id);
      const bank = this.paymentSettings.bankTransfer(settings, order, event, attendee);
      if (bank) {
        body.push('', `${t.bank.iban}: ${printIban(bank.iban)}`, `${t.bank.beneficiary}: ${bank.beneficiary}`);
        if (bank.bank_name) body.push(`${t.bank.bank_name}: ${bank.bank_name}`);
        if (bank.bic) body.push(`${t.bank.bic}: ${bank.bic}`);
        body.push(`${t.bank.reference}: ${bank.reference}`);
      }
    } else if (order.paymentMethod === 'ON_SITE') {
      const desk = this.paymentSettings.deskText(await this.paymentSettings.settings(event.id), lang);
      if (desk) body.push('', desk);
    }
    body.push('', t.link, attendeeSiteUrl(this.config.appUrl, event.token));
    return { to: attendee.email, subject: t.subject(order.number, event.name), text: body.join('\n') };
  }
}
