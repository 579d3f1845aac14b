import { useEffect } from 'react';
import { Link } from 'wouter';
import { getAttendee, getCatalogue, isApiError, type AttendeeResponse, type Catalogue } from '../api';
import { cartCount, loadCart } from '../cart';
import { EventHero } from '../components/EventHero';
import { Icon } from '../components/Icon';
import { OrderSummary } from '../components/OrderSummary';
import { PassCard } from '../components/PassCard';
import { VotingPinCard } from '../voting/VotingPinCard';
import { ErrorNote, Loading } from '../components/Status';
import { useI18n } from '../i18n';
import { useEventSession, useLoad } from '../session';

interface DashboardData {
  me: AttendeeResponse;
  /** null when the shop could not be read (the rest of the page still works). */
  catalogue: Catalogue | null;
}

/**
 * `#/{token}`: the event, a greeting, the way to the shop, the programme and the attendee's data, their orders.
 * The attendee (already known after the login) and the shop (for the orders) load in parallel.
 */
export function Dashboard() {
  const { token, event } = useEventSession();
  const { t, lang, setHints } = useI18n();
  const { data, error, loading, reload } = useLoad<DashboardData>(async () => {
    const [me, catalogue] = await Promise.all([
      getAttendee(token),
      getCatalogue(token).catch((e: unknown) => {
        if (isApiError(e, 401)) throw e;
        return null;
      }),
    ]);
    return { me, catalogue };
  }, [token, lang]);

  useEffect(() => {
    if (data) setHints({ attendee: data.me.attendee.app_lang ?? null });
  }, [data, setHints]);

  const inCart = cartCount(loadCart(token));
  const orders = data?.catalogue?.orders ?? [];

  return (
    <div data-testid="dashboard">
      <EventHero event={event} />
      {!data && loading && <Loading />}
      {!data && error && <ErrorNote error={error} onRetry={reload} />}
      {/* Offline the attendee's data cannot be read, but the pass the phone kept can still be shown. */}
      {!data && error?.status === 0 && <PassCard token={token} />}
      {data && (
        <>
          <section className="greeting">
            <h1 data-testid="greeting">{t.hello(String(data.me.attendee.first_name ?? ''))}</h1>
            <p className="muted">{t.dashboardIntro}</p>
          </section>
          <nav className="tiles">
            <Link href="/products" className="tile" data-testid="go-products">
              <span className="tile-icon">
                <Icon name="cart" size={26} />
              </span>
              <span>
                <strong>{t.navProducts}</strong>
                <small>{inCart > 0 ? `${t.cart}: ${t.cartItems(inCart)}` : t.navProductsHint}</small>
              </span>
            </Link>
            <Link href="/programme" className="tile" data-testid="go-programme">
              <span className="tile-icon">
                <Icon name="calendar" size={26} />
              </span>
              <span>
                <strong>{t.navProgramme}</strong>
                <small>{t.navProgrammeHint}</small>
              </span>
            </Link>
            <Link href="/edit-attendee" className="tile" data-testid="go-edit">
              <span className="tile-icon">
                <Icon name="user" size={26} />
              </span>
              <span>
                <strong>{t.navEdit}</strong>
                <small>{t.navEditHint}</small>
              </span>
            </Link>
          </nav>
          <PassCard token={token} />
          <VotingPinCard token={token} />
          <section className="card" data-testid="orders">
            <h2>{t.yourOrders}</h2>
            {data.catalogue === null ? (
              <p className="muted">{t.genericError}</p>
            ) : orders.length === 0 ? (
              <p className="muted">{t.noOrders}</p>
            ) : (
              <ul className="order-list">
                {[...orders]
                  .sort((a, b) => (a.created_at < b.created_at ? 1 : -1))
                  .map((order) => (
                    <li key={order.id}>
                      <Link href={`/checkout-result?order=${order.id}`} className="order-link" data-testid={`order-${order.id}`}>
                        <OrderSummary order={order} />
                      </Link>
                    </li>
                  ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
