import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { PaymentMethod } from '@eventdesk/shared';
import { cachedOrder, getOrder, type Order } from '../api';
import { OrderSummary } from '../components/OrderSummary';
import { PaymentInstructions } from '../components/PaymentInstructions';
import { ErrorNote, Loading, PageTitle } from '../components/Status';
import { formatDate, useI18n, type Messages } from '../i18n';
import { hashQuery } from '../router';
import { useEventSession, useLoad } from '../session';

/** While an online payment is being confirmed, ask again this often, this many times. */
const POLL_MS = 3000;
const POLL_TIMES = 10;

/** "What happens next" for an order in its state. `cancelled`: the attendee came back from Stripe's "cancel". */
export function nextStep(order: Order, method: PaymentMethod | null, cancelled: boolean, t: Messages): string {
  if (order.payment_status === 'PAID') return t.nextPaid;
  if (order.status === 'CANCELLED') return cancelled ? t.nextStripeCancelled : t.nextCancelled;
  if (order.status === 'DRAFT') return cancelled ? t.nextStripeCancelled : t.nextStripeWaiting;
  if (order.payment_status === 'PENDING') {
    if (method === 'BANK_TRANSFER') return t.nextBankTransfer;
    if (method === 'ON_SITE') return t.nextOnSite;
    if (method === 'STRIPE') return t.nextStripeWaiting;
  }
  return t.nextPendingGeneric;
}

/** Waiting for Stripe's webhook: an order whose online payment is open, not given up by the attendee. */
function awaitingProvider(order: Order, method: PaymentMethod | null, cancelled: boolean): boolean {
  if (cancelled || order.payment_status !== 'PENDING') return false;
  return order.status === 'DRAFT' || (order.status === 'PLACED' && method === 'STRIPE');
}

/**
 * `#/{token}/checkout-result?order={id}` (also Stripe's return address, `&cancelled=1` when the attendee
 * gave up): the order's number, status, payment status and what happens next. The order just placed
 * is shown as the checkout answered it; otherwise it is read, and re-read while Stripe confirms.
 */
export function CheckoutResult() {
  const { token } = useEventSession();
  const { t, lang } = useI18n();
  const query = hashQuery();
  const id = Number(query.get('order'));
  const cancelled = query.get('cancelled') === '1';
  const valid = Number.isInteger(id) && id > 0;
  const polls = useRef({ id, count: 0 });
  if (polls.current.id !== id) polls.current = { id, count: 0 };

  const {
    data: order,
    error,
    loading,
    reload,
  } = useLoad<Order | null>(async () => {
    if (!valid) return null;
    const cached = polls.current.count === 0 ? cachedOrder(token, id) : null;
    return cached ?? getOrder(token, id);
  }, [token, id, lang]);

  const method = order?.payment_method ?? null;
  const waiting = !!order && awaitingProvider(order, method, cancelled);

  useEffect(() => {
    if (!waiting || loading || polls.current.count >= POLL_TIMES) return;
    const timer = setTimeout(() => {
      polls.current.count += 1;
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, loading, order, reload]);

  return (
    <>
      <PageTitle title={t.resultTitle} />
      {!order && loading && <Loading />}
      {!order && error && <ErrorNote error={error} onRetry={reload} />}
      {!loading && !error && !order && <p className="muted">{t.noOrder}</p>}
      {order && (
        <section className="card result" data-testid="checkout-result">
          {cancelled && order.payment_status !== 'PAID' && <p className="notice warn">{t.paymentCancelled}</p>}
          <h2 data-testid="order-number">{t.orderNumber(order.number)}</h2>
          <p className="muted">{formatDate(order.created_at, lang, true)}</p>
          <div
            className="result-status"
            data-testid="result-status"
            data-status={order.status}
            data-payment-status={order.payment_status}
            role="status"
            aria-live="polite"
          >
            <dl>
              <div>
                <dt>{t.orderStatus}</dt>
                <dd>{t.statuses[order.status] ?? order.status}</dd>
              </div>
              <div>
                <dt>{t.paymentStatus}</dt>
                <dd>{t.paymentStatuses[order.payment_status] ?? order.payment_status}</dd>
              </div>
              {method && (
                <div>
                  <dt>{t.paymentMethod}</dt>
                  <dd>{t.methods[method] ?? method}</dd>
                </div>
              )}
            </dl>
          </div>
          <p className="next" data-testid="next-step">
            {nextStep(order, method, cancelled, t)}
          </p>
          <PaymentInstructions order={order} />
          {waiting && (
            <button type="button" className="button secondary small" onClick={reload} disabled={loading}>
              {loading ? t.loading : t.refresh}
            </button>
          )}
          <OrderSummary order={order} detail />
        </section>
      )}
      <nav className="actions">
        <Link href="/" className="button primary block" data-testid="back-dashboard">
          {t.backToDashboard}
        </Link>
        <Link href="/products" className="button secondary block">
          {t.continueShopping}
        </Link>
      </nav>
    </>
  );
}
