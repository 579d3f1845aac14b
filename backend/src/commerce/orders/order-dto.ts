import type { OrderDto, OrderEventDto, OrderLineDto } from '@eventdesk/shared';
import type { Attendee } from '../../registration/attendees/attendee.entity';
import type { OrderEvent } from './order-event.entity';
import type { OrderLine } from './order-line.entity';
import type { Order } from './order.entity';

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

export const toLineDto = (l: OrderLine): OrderLineDto => ({
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

export const toEventDto = (e: OrderEvent): OrderEventDto => ({
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
