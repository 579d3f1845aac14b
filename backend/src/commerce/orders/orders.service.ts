import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderCancelInput, OrderDetailDto, OrderDto, OrderMarkPaidInput, OrderRefundNoteInput } from '@eventdesk/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import { forbidden, notFound } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { writeTransaction } from '../../platform/database/write-transaction';
import { PaymentProviders } from '../payments/payment-providers';
import { toEventDto, toLineDto, toOrderDto } from './order-dto';
import { OrderEvent } from './order-event.entity';
import { OrderLine } from './order-line.entity';
import { applyTransition, lockOrder, saveRefundNote, type OrderActor } from './order-state';
import { nextState } from './order-transitions';
import { Order } from './order.entity';
import { CommerceError } from '../commerce-errors';

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

/**
 * Orders for staff and for the attendee's pages: reading, and the staff's actions. Every change goes
 * through order-transitions.ts inside one transaction and leaves an OrderEvent (order-state.ts); the
 * checkout is checkout.service.ts, the providers' outcomes order-payments.service.ts.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly providers: PaymentProviders,
  ) {}

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

  /** Payment received outside the system (bank transfer, at the desk): PENDING → PAID. */
  async markPaid(eventId: number, id: number, actor: OrderActor, input: OrderMarkPaidInput): Promise<OrderDetailDto> {
    await writeTransaction(this.db, async (m) => {
      const order = await lockOrder(m, eventId, id);
      await applyTransition(m, order, 'mark_paid', actor, { note: input.note });
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
      const order = await lockOrder(m, eventId, id);
      if (input.refund_note && order.paymentStatus === 'PAID') await saveRefundNote(m, order, actor, input.refund_note);
      await applyTransition(m, order, 'cancel', actor, { note, refundNote: input.refund_note });
    });
    return this.findOne(eventId, id);
  }

  /** The attendee gives up an online payment they started (DRAFT orders only): the stock goes back at once. */
  async cancelByAttendee(eventId: number, attendeeId: number, id: number): Promise<OrderDetailDto> {
    const order = await this.db.getRepository(Order).findOneBy({ id, eventId, attendeeId });
    if (!order) throw notFound();
    if (order.status === 'CANCELLED') throw CommerceError('order_already_cancelled');
    if (order.status !== 'DRAFT') throw forbidden();
    return this.cancel(eventId, id, { attendeeId }, { note: null, refund_note: null });
  }

  /** What was refunded and how; paid orders only. Each change is kept in the history. */
  async setRefundNote(eventId: number, id: number, actor: OrderActor, input: OrderRefundNoteInput): Promise<OrderDetailDto> {
    await writeTransaction(this.db, async (m) => {
      const order = await lockOrder(m, eventId, id);
      const t = nextState(order, 'refund_note');
      if (!t.ok) throw CommerceError(t.error);
      await saveRefundNote(m, order, actor, input.refund_note);
    });
    return this.findOne(eventId, id);
  }

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
}
