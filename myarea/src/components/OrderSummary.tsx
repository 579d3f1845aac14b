import type { Order } from '../api';
import { formatDate, formatMoney, useI18n } from '../i18n';

/** The order's state as two badges: order status and payment status. */
export function OrderBadges({ order }: { order: Order }) {
  const { t } = useI18n();
  const paymentTone = order.payment_status === 'PAID' ? 'ok' : order.payment_status === 'PENDING' ? 'wait' : 'off';
  return (
    <span className="badges">
      <span className={`badge ${order.status === 'CANCELLED' ? 'off' : order.status === 'PLACED' ? 'ok' : 'wait'}`}>
        {t.statuses[order.status] ?? order.status}
      </span>
      <span className={`badge ${paymentTone}`}>{t.paymentStatuses[order.payment_status] ?? order.payment_status}</span>
    </span>
  );
}

/** Order number, date and total, with its lines when `lines`; `detail`: lines and total only (the page shows the rest). */
export function OrderSummary({ order, lines = false, detail = false }: { order: Order; lines?: boolean; detail?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <div className="order">
      {!detail && (
        <div className="order-head">
          <strong>{t.orderNumber(order.number)}</strong>
          <span className="muted"> {t.placedOn(formatDate(order.created_at, lang))}</span>
        </div>
      )}
      {(lines || detail) && (
        <ul className="lines">
          {order.lines.map((line, i) => (
            <li key={`${line.product_id}-${i}`}>
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{formatMoney(line.unit_price_cents * line.quantity, order.currency, lang)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="order-foot">
        {detail ? <span>{t.total}</span> : <OrderBadges order={order} />}
        <strong className="amount">{formatMoney(order.gross_cents, order.currency, lang)}</strong>
      </div>
    </div>
  );
}
