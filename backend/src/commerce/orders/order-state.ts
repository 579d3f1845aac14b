import type { OrderStatus, PaymentStatus } from '@eventdesk/shared';
import type { EntityManager } from 'typeorm';
import { notFound } from '../../platform/common/errors';
import type { Actor } from '../../platform/access/request-context';
import { forUpdate } from '../../platform/database/write-transaction';
import { recordHistory, type HistoryActor } from '../../platform/history/history.service';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { Product } from '../products/product.entity';
import { OrderEvent } from './order-event.entity';
import { OrderLine } from './order-line.entity';
import { nextState, type OrderAction } from './order-transitions';
import { Order } from './order.entity';
import { CommerceError } from '../commerce-errors';

/*
 * The writes every path of an order shares (checkout, staff actions, payment providers), inside the
 * caller's write transaction: lock, transition, stock given back, history.
 */

/** Who changes an order: a staff user, the attendee, or neither (the payment provider). */
export interface OrderActor {
  user?: Actor | null;
  attendeeId?: number | null;
}

/** The same actor as the attendee's actions history names it. */
const historyActor = (actor: OrderActor): HistoryActor =>
  actor.user ? actor.user : actor.attendeeId ? { attendeeId: actor.attendeeId } : null;

interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

/** One entry of the order's history; `from` is null when the order is created. */
export async function recordOrderEvent(
  m: EntityManager,
  change: {
    orderId: number;
    action: OrderAction | 'created';
    actor: OrderActor;
    from: OrderState | null;
    to: OrderState;
    note: string | null;
  },
): Promise<void> {
  await m.getRepository(OrderEvent).insert({
    orderId: change.orderId,
    action: change.action,
    userId: change.actor.user?.id ?? null,
    attendeeId: change.actor.attendeeId ?? null,
    fromStatus: change.from?.status ?? null,
    toStatus: change.to.status,
    fromPaymentStatus: change.from?.paymentStatus ?? null,
    toPaymentStatus: change.to.paymentStatus,
    note: change.note,
  });
}

/** The order of the event, locked for the rest of the transaction (MySQL); 404 when there is none. */
export async function lockOrder(m: EntityManager, eventId: number, id: number): Promise<Order> {
  const order = await forUpdate(
    m.getRepository(Order).createQueryBuilder('ord').where('ord.id = :id AND ord.eventId = :eventId', { id, eventId }),
    m.connection,
  ).getOne();
  if (!order) throw notFound();
  return order;
}

/** Gives back the units of every line of an order. */
async function releaseStock(m: EntityManager, orderId: number): Promise<void> {
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

/** Applies a transition (409 when not allowed) and records it; a transition that changes nothing records nothing. */
export async function applyTransition(
  m: EntityManager,
  order: Order,
  action: OrderAction,
  actor: OrderActor,
  options: { note?: string | null; refundNote?: string | null; patch?: Partial<Order> } = {},
) {
  const t = nextState(order, action, options.refundNote ?? null);
  if (!t.ok) throw CommerceError(t.error);
  const patch: Partial<Order> = { ...options.patch };
  if (t.changed) {
    if (t.releaseStock) await releaseStock(m, order.id);
    const now = new Date();
    patch.status = t.status;
    patch.paymentStatus = t.paymentStatus;
    if (t.paymentStatus === 'PAID' && order.paymentStatus !== 'PAID') patch.paidAt = now;
    if (t.status === 'CANCELLED' && order.status !== 'CANCELLED') patch.cancelledAt = now;
    await recordOrderEvent(m, { orderId: order.id, action, actor, from: order, to: t, note: options.note ?? null });
  }
  if (Object.keys(patch).length) await m.getRepository(Order).update(order.id, patch);
  if (t.changed) await deriveAttendeePayment(m, order.attendeeId, actor);
  return t;
}

/**
 * An attendee's payment status follows their orders (issue 11, docs/decisions.md): with at least one
 * order that is not cancelled, PAID when all of them are paid, PENDING otherwise; with orders that are
 * all cancelled, UNPAID. Without orders it is the staff's to set. Written in the same transaction as
 * the order change, by every path (checkout, staff actions, payment providers), with its entry in the
 * attendee's actions history (who changed the order changed it).
 */
export async function deriveAttendeePayment(m: EntityManager, attendeeId: number, actor: OrderActor): Promise<void> {
  const rows = await m
    .getRepository(Order)
    .createQueryBuilder('o')
    .select('o.status', 'status')
    .addSelect('o.payment_status', 'payment')
    .addSelect('COUNT(*)', 'n')
    .where('o.attendee_id = :attendeeId', { attendeeId })
    .groupBy('o.status')
    .addGroupBy('o.payment_status')
    .getRawMany<{ status: OrderStatus; payment: PaymentStatus; n: string | number }>();
  if (!rows.length) return;
  const live = rows.filter((r) => r.status !== 'CANCELLED');
  const status: PaymentStatus = !live.length ? 'UNPAID' : live.every((r) => r.payment === 'PAID') ? 'PAID' : 'PENDING';
  const attendee = await forUpdate(
    m
      .getRepository(Attendee)
      .createQueryBuilder('a')
      .select(['a.id', 'a.eventId', 'a.paymentStatus'])
      .where('a.id = :attendeeId', { attendeeId }),
    m.connection,
  ).getOneOrFail();
  if (attendee.paymentStatus === status) return;
  await m.getRepository(Attendee).update({ id: attendeeId }, { paymentStatus: status });
  await recordHistory(m, {
    eventId: attendee.eventId,
    subjectType: 'attendee',
    subjectId: attendeeId,
    action: 'update',
    actor: historyActor(actor),
    changes: { payment_status: [attendee.paymentStatus, status] },
  });
}

export async function saveRefundNote(m: EntityManager, order: Order, actor: OrderActor, refundNote: string): Promise<void> {
  await m.getRepository(Order).update(order.id, { refundNote });
  order.refundNote = refundNote;
  await recordOrderEvent(m, { orderId: order.id, action: 'refund_note', actor, from: order, to: order, note: refundNote });
}
