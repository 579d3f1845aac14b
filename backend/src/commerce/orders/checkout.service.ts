import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  checkoutSchema,
  isLanguage,
  lineTotals,
  orderTotals,
  validate,
  type CheckoutLineInput,
  type CheckoutResultDto,
  type MessageKey,
  type PaymentMethod,
} from '@eventdesk/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { fieldError, invalid, notFound, ValidationException } from '../../platform/common/errors';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { forUpdate, writeTransaction } from '../../platform/database/write-transaction';
import { Event } from '../../platform/events/event.entity';
import { PaymentProviders } from '../payments/payment-providers';
import { PaymentSettingsService } from '../payments/payment-settings.service';
import { Product } from '../products/product.entity';
import { OrderLine } from './order-line.entity';
import { OrderMailer } from './order-mailer';
import { applyTransition, lockOrder, recordOrderEvent, deriveAttendeePayment } from './order-state';
import { Order } from './order.entity';
import { OrdersService } from './orders.service';
import { CommerceError } from '../commerce-errors';

/** Why `product` cannot be sold to `attendee` now, or null (also the attendee site's catalogue uses it). */
export function productProblem(product: Product | undefined, attendee: Attendee, now: Date): MessageKey | null {
  if (!product || !product.active) return 'product_not_available';
  if (product.saleStartsAt && now < product.saleStartsAt) return 'product_sale_not_started';
  if (product.saleEndsAt && now > product.saleEndsAt) return 'product_sale_ended';
  const allowed = product.attendeeCategoryIds;
  if (allowed && !(attendee.eventAttendeeCategoryId !== null && allowed.includes(attendee.eventAttendeeCategoryId))) {
    return 'product_category_not_allowed';
  }
  return null;
}

/**
 * The checkout core, called by the attendee site's endpoints. Stock moves only by conditional UPDATEs
 * on `products.sold`, so no interleaving of checkouts can sell more than the stock.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrdersService,
    private readonly providers: PaymentProviders,
    private readonly paymentSettings: PaymentSettingsService,
    private readonly mailer: OrderMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Turns an attendee's cart into an order. Checks every line (active, sale window, attendee category,
   * max per attendee counting their orders that are not cancelled: 422 with `lines.N.*` errors),
   * reserves the stock (409 `out_of_stock` when a conditional UPDATE finds too little), stores the
   * order with VAT-inclusive totals, then starts the payment (a method the event does not offer: 422): bank transfer and on site place the order
   * (PENDING) and e-mail the confirmation; Stripe opens a Checkout Session and answers its URL.
   */
  async checkout(eventId: number, attendeeId: number, lines: CheckoutLineInput[], method: PaymentMethod): Promise<CheckoutResultDto> {
    const attendee = await this.db.getRepository(Attendee).findOneBy({ id: attendeeId, eventId });
    if (!attendee) throw notFound();
    const lang = isLanguage(attendee.appLang) ? attendee.appLang : 'it';
    const input = validate(checkoutSchema, { lines, payment_method: method }, lang);
    if (!input.ok) throw new ValidationException(input.errors);
    const provider = this.providers.get(method);
    // Enabled for the event, configured (a transfer needs the bank details) and possible on this server.
    if (!(await this.paymentSettings.offered(eventId)).includes(method)) throw fieldError('payment_method', 'payment_method_unavailable');
    const event = await this.db.getRepository(Event).findOneByOrFail({ id: eventId });
    const cart = input.data.lines;

    const orderId = await writeTransaction(
      this.db,
      async (m) => {
        // One checkout per attendee at a time, so "max per attendee" counts what their other checkouts took.
        await forUpdate(
          m.getRepository(Attendee).createQueryBuilder('a').select('a.id').where('a.id = :attendeeId', { attendeeId }),
          this.db,
        ).getOne();
        const now = new Date();
        const ids = cart.map((l) => l.product_id);
        const products = new Map((await m.getRepository(Product).findBy({ id: In(ids), eventId })).map((p) => [p.id, p]));
        const taken = await this.quantitiesTaken(m, eventId, attendeeId, ids);

        const errors: Record<string, MessageKey[]> = {};
        cart.forEach((line, i) => {
          const product = products.get(line.product_id);
          const problem = productProblem(product, attendee, now);
          if (problem) errors[`lines.${i}.product_id`] = [problem];
          else if (product!.maxPerAttendee !== null && (taken.get(line.product_id) ?? 0) + line.quantity > product!.maxPerAttendee) {
            errors[`lines.${i}.quantity`] = ['product_max_per_attendee'];
          }
        });
        if (Object.keys(errors).length) throw invalid(errors);

        // Reserve in product order (fewer lock waits between carts that share products), reporting every short line.
        const short: Record<string, MessageKey[]> = {};
        for (const [i, line] of [...cart.entries()].sort(([, a], [, b]) => a.product_id - b.product_id)) {
          if (!(await this.reserve(m, line.product_id, line.quantity))) short[`lines.${i}.quantity`] = ['out_of_stock'];
        }
        if (Object.keys(short).length) throw CommerceError('out_of_stock', { fields: short });

        const priced = cart.map((line) => {
          const p = products.get(line.product_id)!;
          return { line, product: p, totals: lineTotals(p.priceCents, line.quantity, p.vatRate) };
        });
        const totals = orderTotals(priced.map((x) => x.totals));
        // Numbers are per event: the event's row lock makes concurrent checkouts take them one at a time
        // (only this last step waits; the checks and reservations above run in parallel).
        await forUpdate(
          m.getRepository(Event).createQueryBuilder('e').select('e.id').where('e.id = :eventId', { eventId }),
          this.db,
        ).getOne();
        const last = await m
          .getRepository(Order)
          .createQueryBuilder('o')
          .select('MAX(o.number)', 'max')
          .where('o.eventId = :eventId', { eventId })
          .getRawOne<{ max: number | string | null }>();
        const status = provider.flow === 'offline' ? 'PLACED' : 'DRAFT';
        const order = await m.getRepository(Order).save(
          m.getRepository(Order).create({
            eventId,
            attendeeId,
            number: Number(last?.max ?? 0) + 1,
            status,
            paymentStatus: 'PENDING',
            paymentMethod: method,
            totalNetCents: totals.net_cents,
            totalVatCents: totals.vat_cents,
            totalGrossCents: totals.gross_cents,
            currency: priced[0].product.currency,
            stripeSessionId: null,
            paidAt: null,
            cancelledAt: null,
            refundNote: null,
          }),
        );
        await m.getRepository(OrderLine).insert(
          priced.map(({ line, product, totals: t }) => ({
            orderId: order.id,
            productId: product.id,
            productName: product.nameIt,
            quantity: line.quantity,
            unitPriceCents: product.priceCents,
            vatRate: product.vatRate,
            netCents: t.net_cents,
            vatCents: t.vat_cents,
            grossCents: t.gross_cents,
          })),
        );
        await recordOrderEvent(m, {
          orderId: order.id,
          action: 'created',
          actor: { attendeeId },
          from: null,
          to: { status, paymentStatus: 'PENDING' },
          note: method,
        });
        await deriveAttendeePayment(m, attendeeId, { attendeeId });
        return order.id;
      },
      // A safety net: should two checkouts still pick the same number, the loser runs again.
      { retryOn: isDuplicateKey },
    );

    if (provider.flow === 'offline') {
      await this.mailer.sendConfirmation(orderId);
      return { order: await this.orders.findOne(eventId, orderId), redirect_url: null };
    }

    const order = await this.orders.findOne(eventId, orderId);
    const resultUrl = `${this.config.appUrl}/myarea/#/${event.token}/checkout-result?order=${orderId}`;
    let start;
    try {
      start = await provider.start({
        orderId,
        orderNumber: order.number,
        eventId,
        eventName: event.name,
        currency: order.currency,
        lines: order.lines.map((l) => ({ name: l.product_name, quantity: l.quantity, unitPriceCents: l.unit_price_cents })),
        totalGrossCents: order.total_gross_cents,
        customerEmail: attendee.email,
        language: lang,
        successUrl: resultUrl,
        cancelUrl: `${resultUrl}&cancelled=1`,
      });
    } catch (error) {
      this.logger.error(`Order ${orderId}: ${method} payment could not start: ${(error as Error).message}`);
      // The order gives its stock back at once instead of holding it for nobody.
      await writeTransaction(this.db, async (m) => {
        const locked = await lockOrder(m, eventId, orderId);
        await applyTransition(m, locked, 'provider_failed', {}, { note: 'payment_provider_error' });
      });
      throw CommerceError('payment_provider_error');
    }
    const sessionId = start.sessionId;
    if (sessionId) await writeTransaction(this.db, (m) => m.getRepository(Order).update(orderId, { stripeSessionId: sessionId }));
    const opened = await this.orders.findOne(eventId, orderId);
    if (opened.status === 'CANCELLED' && start.sessionId) {
      // Cancelled by staff while the session was being made: it must not be paid.
      await provider.abandon?.(start.sessionId).catch((error: Error) => this.logger.warn(`Order ${orderId}: ${error.message}`));
      throw CommerceError('order_already_cancelled');
    }
    return { order: opened, redirect_url: start.redirectUrl };
  }

  /** Units of each product the attendee holds in orders that are not cancelled. */
  private async quantitiesTaken(m: EntityManager, eventId: number, attendeeId: number, productIds: number[]): Promise<Map<number, number>> {
    const rows = await m
      .getRepository(OrderLine)
      .createQueryBuilder('line')
      .innerJoin('line.order', 'ord')
      .select('line.productId', 'productId')
      .addSelect('SUM(line.quantity)', 'quantity')
      .where('ord.eventId = :eventId AND ord.attendeeId = :attendeeId', { eventId, attendeeId })
      .andWhere("ord.status <> 'CANCELLED'")
      .andWhere('line.productId IN (:...productIds)', { productIds })
      .groupBy('line.productId')
      .getRawMany<{ productId: number | string; quantity: number | string }>();
    return new Map(rows.map((r) => [Number(r.productId), Number(r.quantity)]));
  }

  /** Takes `quantity` units if the stock allows, in one statement: `sold + q <= stock` is checked where it is written. */
  private async reserve(m: EntityManager, productId: number, quantity: number): Promise<boolean> {
    const result = await m
      .createQueryBuilder()
      .update(Product)
      .set({ sold: () => 'sold + :quantity' })
      .where('id = :productId AND (stock IS NULL OR sold + :quantity <= stock)', { productId, quantity })
      .execute();
    return result.affected === 1;
  }
}
