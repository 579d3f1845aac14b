import type { OrderStatus, PaymentMethod, PaymentStatus } from '@eventdesk/shared';
import type { CommerceErrorName } from '../commerce-errors';

/**
 * The order state machine (issue 6; the same table is in docs/decisions.md, "Commerce"). An order has
 * a `status` (DRAFT: an online payment is open; PLACED: confirmed; CANCELLED: holds no stock) and a
 * `payment_status` (PENDING: money expected; PAID: money received; UNPAID: none received and none
 * expected any more).
 *
 *   checkout, bank transfer / on site   → PLACED/PENDING (stock reserved)
 *   checkout, Stripe                    → DRAFT/PENDING  (stock reserved, Checkout Session open)
 *   provider paid      DRAFT|PLACED/PENDING → PLACED/PAID;  CANCELLED/* → CANCELLED/PAID (late payment: refund it)
 *   provider pending   DRAFT/PENDING    → PLACED/PENDING (completed, asynchronous payment still clearing)
 *   provider expired   DRAFT|PLACED/PENDING → CANCELLED/UNPAID, stock released
 *   provider failed    (the same as expired)
 *   staff mark-paid    PLACED/PENDING|UNPAID (not Stripe) → PLACED/PAID
 *   staff cancel       DRAFT|PLACED/PENDING|UNPAID → CANCELLED/UNPAID, stock released
 *                      PLACED/PAID → CANCELLED/PAID, stock released, only with a refund note
 *   staff refund note  any status, PAID → unchanged, note saved
 *
 * Everything else is a 409 with the message below; provider events that do not apply (a replay of an
 * outcome already recorded, an expiry after payment) change nothing and are acknowledged.
 * Invariant: a product's `sold` is the sum of the quantities of its lines in orders not CANCELLED.
 */

export type OrderAction =
  'mark_paid' | 'cancel' | 'refund_note' | 'provider_paid' | 'provider_pending' | 'provider_failed' | 'provider_expired';

export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  refundNote: string | null;
}

export type Transition =
  | { ok: true; changed: boolean; status: OrderStatus; paymentStatus: PaymentStatus; releaseStock: boolean }
  | { ok: false; error: CommerceErrorName };

const stay = (s: OrderState): Transition => ({
  ok: true,
  changed: false,
  status: s.status,
  paymentStatus: s.paymentStatus,
  releaseStock: false,
});
const go = (status: OrderStatus, paymentStatus: PaymentStatus, releaseStock = false): Transition => ({
  ok: true,
  changed: true,
  status,
  paymentStatus,
  releaseStock,
});
const refuse = (error: CommerceErrorName): Transition => ({ ok: false, error });

/** Where `action` takes an order in state `s`; `refundNote` is one given with the action (cancel). */
export function nextState(s: OrderState, action: OrderAction, refundNote: string | null = null): Transition {
  const cancelled = s.status === 'CANCELLED';
  const paid = s.paymentStatus === 'PAID';
  switch (action) {
    case 'mark_paid':
      if (cancelled) return refuse('order_cancelled');
      if (paid) return refuse('order_already_paid');
      // Stripe confirms its own payments; marking one paid by hand could take the money twice.
      if (s.paymentMethod === 'STRIPE' || s.status === 'DRAFT') return refuse('order_online_payment_open');
      return go('PLACED', 'PAID');
    case 'cancel':
      if (cancelled) return refuse('order_already_cancelled');
      if (paid && !(refundNote ?? s.refundNote)) return refuse('order_refund_note_required');
      return go('CANCELLED', paid ? 'PAID' : 'UNPAID', true);
    case 'refund_note':
      return paid ? stay(s) : refuse('order_not_paid');
    case 'provider_paid':
      if (paid) return stay(s);
      return cancelled ? go('CANCELLED', 'PAID') : go('PLACED', 'PAID');
    case 'provider_pending':
      return s.status === 'DRAFT' && s.paymentStatus === 'PENDING' ? go('PLACED', 'PENDING') : stay(s);
    case 'provider_failed':
    case 'provider_expired':
      return cancelled || paid ? stay(s) : go('CANCELLED', 'UNPAID', true);
  }
}
