import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { getCatalogue, type Catalogue, type Product } from '../api';
import {
  cartLines,
  cartTotals,
  loadCart,
  maxQuantity,
  normalizeCart,
  ownedQuantities,
  quantityOf,
  sameCart,
  saveCart,
  setQuantity,
  type Cart,
} from '../cart';
import { Stepper } from '../components/Stepper';
import { ErrorNote, Loading, PageTitle } from '../components/Status';
import { formatMoney, formatVatRate, useI18n, type Messages } from '../i18n';
import { useEventSession, useLoad } from '../session';

/** Stock shown as "only N left" from this many down. */
const FEW_LEFT = 10;

interface Group {
  key: string;
  name: string | null;
  products: Product[];
}

/** Products by category, categories in the order the API lists them, uncategorised last. */
export function groupByCategory(products: readonly Product[]): Group[] {
  const groups = new Map<string, Group>();
  for (const product of products) {
    const key = product.category ? `c${product.category.id}` : 'none';
    let group = groups.get(key);
    if (!group) {
      group = { key, name: product.category?.name ?? null, products: [] };
      groups.set(key, group);
    }
    group.products.push(product);
  }
  const list = [...groups.values()];
  return [...list.filter((g) => g.key !== 'none'), ...list.filter((g) => g.key === 'none')];
}

/** Why a product cannot be bought: our words for the API's codes, else its own text. */
export function reasonText(reason: string | null | undefined, t: Messages): string {
  if (!reason) return t.unavailable;
  return (t.reasons as Record<string, string | undefined>)[reason] ?? reason;
}

/** The catalogue and cart of one event, kept together: the cart is normalised whenever the catalogue changes. */
export function useShop(token: string, lang: string) {
  const loaded = useLoad<Catalogue>(() => getCatalogue(token), [token, lang]);
  const [cart, setCart] = useState<Cart>(() => loadCart(token));
  const owned = useMemo(() => ownedQuantities(loaded.data?.orders ?? []), [loaded.data]);

  useEffect(() => {
    if (!loaded.data) return;
    setCart((current) => {
      const next = normalizeCart(current, loaded.data!.products, owned);
      return sameCart(current, next) ? current : next;
    });
  }, [loaded.data, owned]);

  useEffect(() => saveCart(token, cart), [token, cart]);

  return { ...loaded, cart, setCart, owned };
}

/**
 * `#/{token}/products`: the catalogue by category with quantity steppers (within stock, the attendee's
 * limit and what they already bought), unavailable products greyed with the reason, and the cart's total.
 */
export function Products() {
  const { token } = useEventSession();
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const { data, error, loading, reload, cart, setCart, owned } = useShop(token, lang);

  const products = data?.products ?? [];
  const lines = cartLines(cart, products);
  const totals = cartTotals(lines);
  const groups = groupByCategory(products);
  const showHeadings = groups.length > 1 || groups[0]?.name != null;

  return (
    <div className="with-cart-bar">
      <PageTitle title={t.productsTitle} />
      {!data && loading && <Loading />}
      {error && <ErrorNote error={error} onRetry={reload} />}
      {data && products.length === 0 && <p className="muted">{t.noProducts}</p>}
      {groups.map((group) => (
        <section key={group.key} className="category" aria-label={group.name ?? t.otherCategory}>
          {showHeadings && <h2>{group.name ?? t.otherCategory}</h2>}
          <ul className="products">
            {group.products.map((product) => {
              const have = owned.get(product.id) ?? 0;
              const max = maxQuantity(product, have);
              const quantity = quantityOf(cart, product.id);
              const buyable = product.available && max > 0;
              return (
                <li
                  key={product.id}
                  className={`product${buyable ? '' : ' unavailable'}`}
                  data-testid={`product-${product.id}`}
                  aria-disabled={!buyable || undefined}
                >
                  <div className="product-main">
                    <h3>{product.name}</h3>
                    {product.description && <p className="description">{product.description}</p>}
                    <p className="price">
                      <strong>{formatMoney(product.price_cents, product.currency, lang)}</strong>{' '}
                      <small className="muted">{t.vatIncluded(formatVatRate(product.vat_rate, lang))}</small>
                    </p>
                    <p className="facts">
                      {product.available && product.remaining !== null && product.remaining > 0 && product.remaining <= FEW_LEFT && (
                        <span className="fact warn">{t.remaining(product.remaining)}</span>
                      )}
                      {product.max_per_attendee !== null && <span className="fact">{t.maxPerAttendee(product.max_per_attendee)}</span>}
                      {have > 0 && <span className="fact">{t.alreadyBought(have)}</span>}
                    </p>
                  </div>
                  {buyable ? (
                    <Stepper
                      id={product.id}
                      name={product.name}
                      value={quantity}
                      max={max}
                      onChange={(q) => setCart((c) => setQuantity(c, product.id, q, max))}
                    />
                  ) : (
                    <p className="reason" data-testid={`unavailable-${product.id}`}>
                      {product.available
                        ? reasonText(product.remaining === 0 ? 'out_of_stock' : 'product_max_per_attendee', t)
                        : reasonText(product.unavailable_reason, t)}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {data && products.length > 0 && (
        <div className="cart-bar" role="region" aria-label={t.cart} data-testid="cart-summary">
          <div>
            <span className="muted">{totals.count > 0 ? t.cartItems(totals.count) : t.cartEmpty}</span>
            <strong className="amount" data-testid="cart-total">
              {formatMoney(totals.gross_cents, totals.currency, lang)}
            </strong>
          </div>
          <button
            type="button"
            className="button primary"
            data-testid="go-checkout"
            disabled={totals.count === 0}
            onClick={() => navigate('/checkout')}
          >
            {t.goCheckout}
          </button>
        </div>
      )}
    </div>
  );
}
