import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@eventdesk/shared';
import { nextState, type OrderAction, type OrderState } from './order-transitions';

const state = (status: OrderState['status'], paymentStatus: OrderState['paymentStatus'], extra: Partial<OrderState> = {}): OrderState => ({
  status,
  paymentStatus,
  paymentMethod: 'BANK_TRANSFER',
  refundNote: null,
  ...extra,
});

describe('order transitions', () => {
  it('lets staff mark an offline order paid once', () => {
    expect(nextState(state('PLACED', 'PENDING'), 'mark_paid')).toMatchObject({
      ok: true,
      changed: true,
      status: 'PLACED',
      paymentStatus: 'PAID',
    });
    expect(nextState(state('PLACED', 'PENDING', { paymentMethod: 'ON_SITE' }), 'mark_paid')).toMatchObject({
      ok: true,
      paymentStatus: 'PAID',
    });
    expect(nextState(state('PLACED', 'PAID'), 'mark_paid')).toEqual({ ok: false, error: 'order_already_paid' });
    expect(nextState(state('CANCELLED', 'UNPAID'), 'mark_paid')).toEqual({ ok: false, error: 'order_cancelled' });
  });

  it('never lets staff mark a Stripe order paid (Stripe confirms it)', () => {
    expect(nextState(state('DRAFT', 'PENDING', { paymentMethod: 'STRIPE' }), 'mark_paid')).toEqual({
      ok: false,
      error: 'order_online_payment_open',
    });
    expect(nextState(state('PLACED', 'PENDING', { paymentMethod: 'STRIPE' }), 'mark_paid')).toEqual({
      ok: false,
      error: 'order_online_payment_open',
    });
  });

  it('cancels and releases stock; a paid order only with a refund note', () => {
    expect(nextState(state('PLACED', 'PENDING'), 'cancel')).toMatchObject({
      ok: true,
      status: 'CANCELLED',
      paymentStatus: 'UNPAID',
      releaseStock: true,
    });
    expect(nextState(state('DRAFT', 'PENDING', { paymentMethod: 'STRIPE' }), 'cancel')).toMatchObject({
      status: 'CANCELLED',
      releaseStock: true,
    });
    expect(nextState(state('PLACED', 'PAID'), 'cancel')).toEqual({ ok: false, error: 'order_refund_note_required' });
    expect(nextState(state('PLACED', 'PAID'), 'cancel', 'Rimborsato con bonifico')).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'PAID',
      releaseStock: true,
    });
    expect(nextState(state('PLACED', 'PAID', { refundNote: 'Rimborsato' }), 'cancel')).toMatchObject({ ok: true, status: 'CANCELLED' });
    expect(nextState(state('CANCELLED', 'UNPAID'), 'cancel')).toEqual({ ok: false, error: 'order_already_cancelled' });
  });

  it('takes refund notes for paid orders only, without changing their state', () => {
    expect(nextState(state('PLACED', 'PAID'), 'refund_note')).toMatchObject({ ok: true, changed: false });
    expect(nextState(state('CANCELLED', 'PAID'), 'refund_note')).toMatchObject({ ok: true, changed: false });
    expect(nextState(state('PLACED', 'PENDING'), 'refund_note')).toEqual({ ok: false, error: 'order_not_paid' });
  });

  it('follows the payment provider, ignoring outcomes that no longer apply', () => {
    const draft = state('DRAFT', 'PENDING', { paymentMethod: 'STRIPE' });
    expect(nextState(draft, 'provider_paid')).toMatchObject({
      changed: true,
      status: 'PLACED',
      paymentStatus: 'PAID',
      releaseStock: false,
    });
    expect(nextState(draft, 'provider_pending')).toMatchObject({ changed: true, status: 'PLACED', paymentStatus: 'PENDING' });
    expect(nextState(draft, 'provider_expired')).toMatchObject({
      changed: true,
      status: 'CANCELLED',
      paymentStatus: 'UNPAID',
      releaseStock: true,
    });
    expect(nextState(draft, 'provider_failed')).toMatchObject({ changed: true, status: 'CANCELLED', releaseStock: true });
    const paid = state('PLACED', 'PAID', { paymentMethod: 'STRIPE' });
    for (const action of ['provider_paid', 'provider_pending', 'provider_expired', 'provider_failed'] as OrderAction[])
      expect(nextState(paid, action)).toMatchObject({ ok: true, changed: false });
    // Money that arrives for an order cancelled meanwhile is recorded (staff refunds it); stock is not taken again.
    expect(nextState(state('CANCELLED', 'UNPAID', { paymentMethod: 'STRIPE' }), 'provider_paid')).toMatchObject({
      changed: true,
      status: 'CANCELLED',
      paymentStatus: 'PAID',
      releaseStock: false,
    });
    expect(nextState(state('CANCELLED', 'UNPAID'), 'provider_expired')).toMatchObject({ ok: true, changed: false });
  });

  it('keeps the invariants for every state and action', () => {
    const actions: OrderAction[] = [
      'mark_paid',
      'cancel',
      'refund_note',
      'provider_paid',
      'provider_pending',
      'provider_failed',
      'provider_expired',
    ];
    for (const status of ORDER_STATUSES)
      for (const paymentStatus of PAYMENT_STATUSES)
        for (const paymentMethod of PAYMENT_METHODS)
          for (const action of actions)
            for (const note of [null, 'nota']) {
              const from = state(status, paymentStatus, { paymentMethod });
              const t = nextState(from, action, note);
              if (!t.ok) continue;
              // Stock is released exactly when an order becomes cancelled.
              expect(t.releaseStock).toBe(status !== 'CANCELLED' && t.status === 'CANCELLED');
              // A cancelled order never comes back; a paid one never becomes unpaid.
              if (status === 'CANCELLED') expect(t.status).toBe('CANCELLED');
              if (paymentStatus === 'PAID') expect(t.paymentStatus).toBe('PAID');
              // Nothing goes back to DRAFT.
              if (status !== 'DRAFT') expect(t.status).not.toBe('DRAFT');
            }
  });
});
