import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
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
  type OrderCancelInput,
  type OrderDetailDto,
  type OrderDto,
  type OrderEventDto,
  type OrderLineDto,
  type OrderMarkPaidInput,
  type OrderRefundNoteInput,
  type PaymentMethod,
} from '@eventdesk/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import { Attendee } from '../attendees/attendee.entity';
import { AppException, fieldError, forbidden, notFound, ValidationException } from '../common/errors';
import { isDuplicateKey } from '../common/db-errors';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { Event } from '../events/event.entity';
import type { PaymentEvent } from '../payments/payment-provider';
import { PaymentProviders } from '../payments/payment-providers';
import { PaymentWebhookEvent } from '../payments/payment-webhook-event.entity';
import { Product } from '../products/product.entity';
import { OrderEvent } from './order-event.entity';
import { OrderLine } from './order-line.entity';
import { OrderMailer } from './order-mailer';
import { nextState, type OrderAction } from './order-transitions';
import { Order } from './order.entity';
import { forUpdate, writeTransaction } from '../database/write-transaction';

export const ORDER_LIST: ListSpec = {
  resource: 'orders',
  sortable: {
    id: 'ord.id',
    number: 'ord.number',
    created_at: 'ord.createdAt',
    total_gross_cents: 'ord.totalGrossCents',
    status: 'ord.status',
    payment_status: 'ord.paymentStatus',
    payment_method: 'ord.paymentMethod',
    paid_at: 'ord.paidAt',
  },
  filters: {
    q: { kind: 'search', columns: ['ord.number', 'attendee.lastName', 'attendee.firstName', 'attendee.email'] },
    id: { kind: 'eq', column: 'ord.id', type: 'number' },
    attendee_id: { kind: 'eq', column: 'ord.attendeeId', type: 'number' },
    status: { kind: 'eq', column: 'ord.status', type: 'string' },
    payment_status: { kind: 'eq', column: 'ord.paymentStatus', type: 'string' },
    payment_method: { kind: 'eq', column: 'ord.paymentMethod', type: 'string' },
    created_at_gte: { kind: 'gte', column: 'ord.createdAt', type: 'date' },
    created_at_lte: { kind: 'lte', column: 'ord.createdAt', type: 'date' },
  },
  defaultSort: ['number', 'DESC'],
  tiebreaker: 'ord.id',
};

/** Who changes an order: a staff user, the attendee, or neither (the payment provider). */
export interface OrderActor {
  userId?: number | null;
  attendeeId?: number | null;
}

const PROVIDER_ACTIONS: Record<NonNullable<PaymentEvent['outcome']>, OrderAction> = {
  paid: 'provider_paid',
  pending: 'provider_pending',
  failed: 'provider_failed',
  expired: 'provider_expired',
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toOrderDto(o: Order): OrderDto {
  const a = o.attendee as Attendee | undefined;
  return {
    id: o.id,
    event_id: o.eventId,
    attendee_id: o.attendeeId,
    attendee: { id: o.attendeeId, first_name: a?.firstName ?? null, last_name: a?.lastName ?? null, email: a?.email ?? null },
    number: o.number,
    status: o.status,
    payment_status: o.paymentStatus,
    payment_method: o.paymentMethod,
    total_net_cents: o.totalNetCents,
    total_vat_cents: o.totalVatCents,
    total_gross_cents: o.totalGrossCents,
    currency: o.currency,
    stripe_session_id: o.stripeSessionId,
    paid_at: iso(o.paidAt),
    cancelled_at: iso(o.cancelledAt),
    refund_note: o.refundNote,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

const toLineDto = (l: OrderLine): OrderLineDto => ({
  id: l.id,
  product_id: l.productId,
  product_name: l.productName,
  quantity: l.quantity,
  unit_price_cents: l.unitPriceCents,
  vat_rate: l.vatRate,
  net_cents: l.netCents,
  vat_cents: l.vatCents,
  gross_cents: l.grossCents,
});

const toEventDto = (e: OrderEvent): OrderEventDto => ({
  id: e.id,
  action: e.action,
  user_id: e.userId,
  attendee_id: e.attendeeId,
  from_status: e.fromStatus,
  to_status: e.toStatus,
  from_payment_status: e.fromPaymentStatus,
  to_payment_status: e.toPaymentStatus,
  note: e.note,
  created_at: e.createdAt.toISOString(),
});

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
 * Orders: the checkout core (called by the attendee site's endpoints), the staff's actions, and the
 * payment providers' outcomes. Every change goes through order-transitions.ts inside one transaction
 * and leaves an OrderEvent. Stock moves only by conditional UPDATEs on `products.sold`, so no
 * interleaving of checkouts can sell more than the stock.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly providers: PaymentProviders,
    private readonly mailer: OrderMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ─── reading ─────────────────────────────────────────────────────────────────────────────────────

  async list(eventId: number, list: ListQuery): Promise<{ rows: OrderDto[]; total: number }> {
    const qb = this.db
      .getRepository(Order)
      .createQueryBuilder('ord')
      .leftJoin('ord.attendee', 'attendee')
      .addSelect(['attendee.id', 'attendee.firstName', 'attendee.lastName', 'attendee.email'])
      .where('ord.eventId = :eventId', { eventId });
    const { rows, total } = await findPage(qb, list);
    return { rows: rows.map(toOrderDto), total };
  }

  async findOne(eventId: number, id: number): Promise<OrderDetailDto> {
    const [order] = await this.details(this.db.manager, { eventId, id });
    if (!order) throw notFound();
    return order;
  }

  /** Every order of one attendee, newest first, with lines and history (for the attendee's page in the admin and the attendee site). */
  listForAttendee(eventId: number, attendeeId: number): Promise<OrderDetailDto[]> {
    return this.details(this.db.manager, { eventId, attendeeId });
  }

  // ─── checkout ────────────────────────────────────────────────────────────────────────────────────

  /**
   * Turns an attendee's cart into an order. Checks every line (active, sale window, attendee category,
   * max per attendee counting their orders that are not cancelled: 422 with `lines.N.*` errors),
   * reserves the stock (409 `out_of_stock` when a conditional UPDATE finds too little), stores the
   * order with VAT-inclusive totals, then starts the payment: bank transfer and on site place the order
   * (PENDING) and e-mail the confirmation; Stripe opens a Checkout Session and answers its URL.
   */
  async checkout(eventId: number, attendeeId: number, lines: CheckoutLineInput[], method: PaymentMethod): Promise<CheckoutResultDto> {
    const attendee = await this.db.getRepository(Attendee).findOneBy({ id: attendeeId, eventId });
    if (!attendee) throw notFound();
    const lang = isLanguage(attendee.appLang) ? attendee.appLang : 'it';
    const input = validate(checkoutSchema, { lines, payment_method: method }, lang);
    if (!input.ok) throw new ValidationException(input.errors);
    const provider = this.providers.get(method);
    if (!provider.isAvailable()) throw fieldError('payment_method', 'payment_method_unavailable');
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
        if (Object.keys(errors).length) throw new AppException(HttpStatus.UNPROCESSABLE_ENTITY, 'validation_failed', {}, errors);

        // Reserve in product order (fewer lock waits between carts that share products), reporting every short line.
        const short: Record<string, MessageKey[]> = {};
        for (const [i, line] of [...cart.entries()].sort(([, a], [, b]) => a.product_id - b.product_id)) {
          if (!(await this.reserve(m, line.product_id, line.quantity))) short[`lines.${i}.quantity`] = ['out_of_stock'];
        }
        if (Object.keys(short).length) throw new AppException(HttpStatus.CONFLICT, 'out_of_stock', {}, short, 'out_of_stock');

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
        await m.getRepository(OrderEvent).insert({
          orderId: order.id,
          action: 'created',
          attendeeId,
          userId: null,
          fromStatus: null,
          toStatus: status,
          fromPaymentStatus: null,
          toPaymentStatus: 'PENDING',
          note: method,
        });
        return order.id;
      },
      // A safety net: should two checkouts still pick the same number, the loser runs again.
      { retryOn: isDuplicateKey },
    );

    if (provider.flow === 'offline') {
      await this.mailer.sendConfirmation(orderId);
      return { order: await this.findOne(eventId, orderId), redirect_url: null };
    }

    const order = await this.findOne(eventId, orderId);
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
        const locked = await this.lock(m, eventId, orderId);
        await this.apply(m, locked, 'provider_failed', {}, { note: 'payment_provider_error' });
      });
      throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, 'payment_provider_error', {}, undefined, 'payment_provider_error');
    }
    if (start.sessionId) await this.db.getRepository(Order).update(orderId, { stripeSessionId: start.sessionId });
    const opened = await this.findOne(eventId, orderId);
    if (opened.status === 'CANCELLED' && start.sessionId) {
      // Cancelled by staff while the session was being made: it must not be paid.
      await provider.abandon?.(start.sessionId).catch((error: Error) => this.logger.warn(`Order ${orderId}: ${error.message}`));
      throw new AppException(HttpStatus.CONFLICT, 'order_already_cancelled');
    }
    return { order: opened, redirect_url: start.redirectUrl };
  }

  // ─── staff actions ───────────────────────────────────────────────────────────────────────────────

  /** Payment received outside the system (bank transfer, at the desk): PENDING → PAID. */
  async markPaid(eventId: number, id: number, actor: OrderActor, input: OrderMarkPaidInput): Promise<OrderDetailDto> {
    await writeTransaction(this.db, async (m) => {
      const order = await this.lock(m, eventId, id);
      await this.apply(m, order, 'mark_paid', actor, { note: input.note });
    });
    return this.findOne(eventId, id);
  }

  /**
   * Cancels and gives the stock back. A paid order needs a refund note (in the body or written
   * before). An open Stripe session is expired first, so it can no longer be paid.
   */
  async cancel(eventId: number, id: number, actor: OrderActor, input: OrderCancelInput): Promise<OrderDetailDto> {
    const current = await this.db.getRepository(Order).findOneBy({ id, eventId });
    if (!current) throw notFound();
    let note = input.note;
    if (current.status !== 'CANCELLED' && current.paymentStatus !== 'PAID' && current.stripeSessionId) {
      const stripe = this.providers.get('STRIPE');
      try {
        await stripe.abandon?.(current.stripeSessionId);
      } catch (error) {
        // Most likely paid meanwhile: the webhook will record it on the cancelled order (to be refunded).
        this.logger.warn(`Order ${id}: Stripe session not expired: ${(error as Error).message}`);
        note = [note, `Stripe session not expired: ${(error as Error).message}`].filter(Boolean).join(' — ');
      }
    }
    await writeTransaction(this.db, async (m) => {
      const order = await this.lock(m, eventId, id);
      if (input.refund_note && order.paymentStatus === 'PAID') await this.saveRefundNote(m, order, actor, input.refund_note);
      await this.apply(m, order, 'cancel', actor, { note, refundNote: input.refund_note });
    });
    return this.findOne(eventId, id);
  }

  /** The attendee gives up an online payment they started (DRAFT orders only): the stock goes back at once. */
  async cancelByAttendee(eventId: number, attendeeId: number, id: number): Promise<OrderDetailDto> {
    const order = await this.db.getRepository(Order).findOneBy({ id, eventId, attendeeId });
    if (!order) throw notFound();
    if (order.status === 'CANCELLED') throw new AppException(HttpStatus.CONFLICT, 'order_already_cancelled');
    if (order.status !== 'DRAFT') throw forbidden();
    return this.cancel(eventId, id, { attendeeId }, { note: null, refund_note: null });
  }

  /** What was refunded and how; paid orders only. Each change is kept in the history. */
  async setRefundNote(eventId: number, id: number, actor: OrderActor, input: OrderRefundNoteInput): Promise<OrderDetailDto> {
    await writeTransaction(this.db, async (m) => {
      const order = await this.lock(m, eventId, id);
      const t = nextState(order, 'refund_note');
      if (!t.ok) throw new AppException(HttpStatus.CONFLICT, t.error);
      await this.saveRefundNote(m, order, actor, input.refund_note);
    });
    return this.findOne(eventId, id);
  }

  // ─── payment providers ───────────────────────────────────────────────────────────────────────────

  /**
   * A verified provider event. Its id is stored in the same transaction as the change it causes, so
   * a second delivery of the same event changes nothing (`duplicate`). Events for unknown sessions and
   * outcomes that no longer apply are acknowledged and left alone.
   */
  async applyPaymentEvent(event: PaymentEvent): Promise<{ duplicate: boolean; orderId: number | null }> {
    let confirmed = false;
    const result = await writeTransaction(this.db, async (m) => {
      try {
        await m.getRepository(PaymentWebhookEvent).insert({ provider: event.provider, eventId: event.id, type: event.type.slice(0, 100) });
      } catch (error) {
        if (isDuplicateKey(error)) return { duplicate: true, orderId: null };
        throw error;
      }
      if (!event.outcome) return { duplicate: false, orderId: null };
      const order = await this.findBySession(m, event);
      if (!order) {
        this.logger.warn(`${event.provider} event ${event.id} (${event.type}): no order for session ${event.sessionId}`);
        return { duplicate: false, orderId: null };
      }
      const notes = [`${event.type} ${event.id}`];
      if (event.outcome === 'paid') {
        if (event.amountCents !== null && event.amountCents !== order.totalGrossCents) {
          notes.push(`amount ${event.amountCents} ${event.currency ?? ''} differs from the order total ${order.totalGrossCents}`);
        }
        if (order.status === 'CANCELLED' && order.paymentStatus !== 'PAID') notes.push('paid after cancellation: refund it');
      }
      const wasDraft = order.status === 'DRAFT';
      const t = await this.apply(
        m,
        order,
        PROVIDER_ACTIONS[event.outcome],
        {},
        {
          note: notes.join(' — '),
          patch: order.stripeSessionId ? {} : { stripeSessionId: event.sessionId },
        },
      );
      confirmed = wasDraft && t.status === 'PLACED';
      return { duplicate: false, orderId: order.id };
    });
    if (confirmed && result.orderId) await this.mailer.sendConfirmation(result.orderId);
    return result;
  }

  // ─── internals ───────────────────────────────────────────────────────────────────────────────────

  /** Orders with their attendee, lines and history, newest first; by id or by attendee. */
  private async details(m: EntityManager, where: { eventId: number; id?: number; attendeeId?: number }): Promise<OrderDetailDto[]> {
    const qb = m
      .getRepository(Order)
      .createQueryBuilder('ord')
      .leftJoin('ord.attendee', 'attendee')
      .addSelect(['attendee.id', 'attendee.firstName', 'attendee.lastName', 'attendee.email'])
      .where('ord.eventId = :eventId', { eventId: where.eventId })
      .orderBy('ord.id', 'DESC');
    if (where.id !== undefined) qb.andWhere('ord.id = :id', { id: where.id });
    if (where.attendeeId !== undefined) qb.andWhere('ord.attendeeId = :attendeeId', { attendeeId: where.attendeeId });
    const orders = await qb.getMany();
    if (!orders.length) return [];
    const ids = orders.map((o) => o.id);
    const lines = await m.getRepository(OrderLine).find({ where: { orderId: In(ids) }, order: { id: 'ASC' } });
    const events = await m.getRepository(OrderEvent).find({ where: { orderId: In(ids) }, order: { id: 'ASC' } });
    return orders.map((o) => ({
      ...toOrderDto(o),
      lines: lines.filter((l) => l.orderId === o.id).map(toLineDto),
      events: events.filter((e) => e.orderId === o.id).map(toEventDto),
    }));
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

  /** Gives back the units of every line of an order. */
  private async releaseStock(m: EntityManager, orderId: number): Promise<void> {
    const lines = await m.getRepository(OrderLine).find({ where: { orderId }, order: { productId: 'ASC' } });
    for (const line of lines) {
      await m
        .createQueryBuilder()
        .update(Product)
        .set({ sold: () => 'CASE WHEN sold >= :quantity THEN sold - :quantity ELSE 0 END' })
        .where('id = :productId', { productId: line.productId, quantity: line.quantity })
        .execute();
    }
  }

  private async lock(m: EntityManager, eventId: number, id: number): Promise<Order> {
    const order = await forUpdate(
      m.getRepository(Order).createQueryBuilder('ord').where('ord.id = :id AND ord.eventId = :eventId', { id, eventId }),
      this.db,
    ).getOne();
    if (!order) throw notFound();
    return order;
  }

  private async findBySession(m: EntityManager, event: PaymentEvent): Promise<Order | null> {
    const qb = m.getRepository(Order).createQueryBuilder('ord');
    if (event.sessionId) {
      const bySession = await forUpdate(
        qb.clone().where('ord.stripeSessionId = :sessionId', { sessionId: event.sessionId }),
        this.db,
      ).getOne();
      if (bySession) return bySession;
    }
    // The webhook may overtake the write of the session id right after the session was created.
    if (event.orderId === null) return null;
    return forUpdate(
      qb.where("ord.id = :id AND ord.stripeSessionId IS NULL AND ord.paymentMethod = 'STRIPE'", { id: event.orderId }),
      this.db,
    ).getOne();
  }

  /** Applies a transition (409 when not allowed) and records it; a transition that changes nothing records nothing. */
  private async apply(
    m: EntityManager,
    order: Order,
    action: OrderAction,
    actor: OrderActor,
    options: { note?: string | null; refundNote?: string | null; patch?: Partial<Order> } = {},
  ) {
    const t = nextState(order, action, options.refundNote ?? null);
    if (!t.ok) throw new AppException(HttpStatus.CONFLICT, t.error);
    const patch: Partial<Order> = { ...options.patch };
    if (t.changed) {
      if (t.releaseStock) await this.releaseStock(m, order.id);
      const now = new Date();
      patch.status = t.status;
      patch.paymentStatus = t.paymentStatus;
      if (t.paymentStatus === 'PAID' && order.paymentStatus !== 'PAID') patch.paidAt = now;
      if (t.status === 'CANCELLED' && order.status !== 'CANCELLED') patch.cancelledAt = now;
      await m.getRepository(OrderEvent).insert({
        orderId: order.id,
        action,
        userId: actor.userId ?? null,
        attendeeId: actor.attendeeId ?? null,
        fromStatus: order.status,
        toStatus: t.status,
        fromPaymentStatus: order.paymentStatus,
        toPaymentStatus: t.paymentStatus,
        note: options.note ?? null,
      });
    }
    if (Object.keys(patch).length) await m.getRepository(Order).update(order.id, patch);
    return t;
  }

  private async saveRefundNote(m: EntityManager, order: Order, actor: OrderActor, refundNote: string): Promise<void> {
    await m.getRepository(Order).update(order.id, { refundNote });
    order.refundNote = refundNote;
    await m.getRepository(OrderEvent).insert({
      orderId: order.id,
      action: 'refund_note',
      userId: actor.userId ?? null,
      attendeeId: actor.attendeeId ?? null,
      fromStatus: order.status,
      toStatus: order.status,
      fromPaymentStatus: order.paymentStatus,
      toPaymentStatus: order.paymentStatus,
      note: refundNote,
    });
  }
}
