import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { PaymentMethod } from '@eventdesk/shared';
import { checkout, isApiError, type ApiError } from '../api';
import { cartLines, cartTotals, checkoutLines, clearCart } from '../cart';
import { ErrorNote, Loading, PageTitle, errorText } from '../components/Status';
import { formatMoney, useI18n } from '../i18n';
import { useEventSession, useSignInAgain } from '../session';
import { useShop } from './Products';

interface Failure {
  error: ApiError;
  /** Messages of `lines.N.*` by the product of line N as sent. */
  byProduct: Map<number, string>;
  method?: string;
  /** Messages not tied to a line or the method. */
  other: string[];
}

/** Sorts a 422/409 answer's field errors onto the lines sent, the payment method, and the rest. */
function sortErrors(error: ApiError, sentProductIds: number[]): Failure {
  const failure: Failure = { error, byProduct: new Map(), other: [] };
  for (const [field, messages] of Object.entries(error.errors)) {
    const line = /^lines\.(\d+)(?:\.|$)/.exec(field);
    const productId = line ? sentProductIds[Number(line[1])] : undefined;
    if (productId !== undefined) failure.byProduct.set(productId, messages[0]);
    else if (field === 'payment_method') failure.method = messages[0];
    else failure.other.push(...messages);
  }
  return failure;
}

/**
 * `#/{token}/checkout`: the cart's lines and totals, the payment method, and the order. Bank transfer
 * and on site go to the result page (the order waits for staff to mark it paid); Stripe goes to its page.
 */
export default function Checkout() {
  const { token } = useEventSession();
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const signInAgain = useSignInAgain();
  const { data, error, loading, reload, cart } = useShop(token, lang);
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const [placing, setPlacing] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [mustChoose, setMustChoose] = useState(false);

  const methods = data?.payment_methods ?? [];
  const method = picked && methods.includes(picked) ? picked : methods.length === 1 ? methods[0] : null;
  const lines = cartLines(cart, data?.products ?? []);
  const totals = cartTotals(lines);

  const place = async () => {
    if (placing) return;
    if (!method) return setMustChoose(true);
    setPlacing(true);
    setFailure(null);
    const sent = checkoutLines(lines);
    try {
      const { order, redirect_url } = await checkout(token, sent, method);
      clearCart(token);
      if (redirect_url) {
        setRedirecting(true);
        window.location.assign(redirect_url);
        return;
      }
      navigate(`/checkout-result?order=${order.id}`, { replace: true });
    } catch (e) {
      setPlacing(false);
      if (isApiError(e, 401)) return signInAgain();
      if (!isApiError(e)) throw e;
      setFailure(
        sortErrors(
          e,
          sent.map((l) => l.product_id),
        ),
      );
      // Stock or the rules changed under the attendee: show the catalogue as it is now (the cart follows it).
      if (e.status === 409 || e.status === 422) reload();
    }
  };

  if (!data)
    return (
      <>
        <PageTitle title={t.checkoutTitle} back="/products" />
        {loading ? <Loading /> : <ErrorNote error={error} onRetry={reload} />}
      </>
    );

  return (
    <>
      <PageTitle title={t.checkoutTitle} back="/products" />
      {failure && (
        <div className="notice error" role="alert" data-testid="checkout-error">
          <p>{errorText(failure.error, t)}</p>
          {failure.error.status === 409 && <p>{t.stockChanged}</p>}
          {failure.other.map((m, i) => (
            <p key={i}>{m}</p>
          ))}
        </div>
      )}
      {lines.length === 0 ? (
        <section className="card">
          <p className="muted">{t.cartEmpty}</p>
          <Link href="/products" className="button secondary">
            {t.continueShopping}
          </Link>
        </section>
      ) : (
        <>
          <section className="card">
            <ul className="lines" data-testid="checkout-lines">
              {lines.map((line) => (
                <li key={line.product.id} data-testid={`line-${line.product.id}`}>
                  <span>
                    {line.quantity} × {line.product.name}
                    <small className="muted"> ({formatMoney(line.product.price_cents, line.product.currency, lang)})</small>
                    {failure?.byProduct.has(line.product.id) && (
                      <span className="field-error">{failure.byProduct.get(line.product.id)}</span>
                    )}
                  </span>
                  <span>{formatMoney(line.gross_cents, line.product.currency, lang)}</span>
                </li>
              ))}
            </ul>
            <dl className="totals">
              <div>
                <dt className="muted">{t.vatOfWhich}</dt>
                <dd className="muted">{formatMoney(totals.vat_cents, totals.currency, lang)}</dd>
              </div>
              <div className="grand">
                <dt>{t.total}</dt>
                <dd data-testid="checkout-total">{formatMoney(totals.gross_cents, totals.currency, lang)}</dd>
              </div>
            </dl>
            <Link href="/products" className="link">
              {t.editCart}
            </Link>
          </section>

          <fieldset className="card methods" aria-invalid={mustChoose && !method ? true : undefined}>
            <legend>{t.paymentMethod}</legend>
            {methods.length === 0 && <p className="notice error">{t.noPaymentMethods}</p>}
            {methods.map((m) => (
              <label key={m} className={`method${method === m ? ' selected' : ''}`}>
                <input
                  type="radio"
                  name="payment_method"
                  value={m}
                  data-testid={`pay-${m}`}
                  checked={method === m}
                  onChange={() => {
                    setPicked(m);
                    setMustChoose(false);
                  }}
                />
                <span>
                  <strong>{t.methods[m] ?? m}</strong>
                  <small>{t.methodHints[m] ?? ''}</small>
                </span>
              </label>
            ))}
            {mustChoose && !method && <p className="field-error">{t.chooseMethod}</p>}
            {failure?.method && <p className="field-error">{failure.method}</p>}
          </fieldset>

          <button
            type="button"
            className="button primary block"
            data-testid="place-order"
            disabled={placing || redirecting || methods.length === 0}
            onClick={() => void place()}
          >
            {redirecting ? t.redirecting : placing ? t.placing : method === 'STRIPE' ? t.placeOrderPay : t.placeOrder}
          </button>
        </>
      )}
    </>
  );
}
