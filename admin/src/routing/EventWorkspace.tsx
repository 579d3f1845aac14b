import { lazy, Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { NotAvailable } from '../pages/NotAvailable';
import { NotFound } from '../pages/NotFound';
import { EVENT_AREAS } from './areas';
import { useEventState } from './EventContext';
import { Guard } from './Guard';

const EventDashboard = lazy(() => import('../events/EventDashboard'));
const EventEdit = lazy(() => import('../events/EventEdit'));
const ProductRoutes = lazy(() => import('../products/ProductRoutes'));
const ProductCategoryList = lazy(() => import('../product-categories/ProductCategoryList'));
const OrderRoutes = lazy(() => import('../orders/OrderRoutes'));
const AttendeeRoutes = lazy(() => import('../attendees/AttendeeRoutes'));

/** Screens this version has for an area; every other area of SPEC §2 says "not available yet". */
const AREA_SCREENS: Record<string, () => ReactElement> = {
  options: () => <EventEdit />,
  attendees: () => <AttendeeRoutes />,
  products: () => <ProductRoutes />,
  productcategories: () => <ProductCategoryList />,
  orders: () => <OrderRoutes />,
};

/** Areas that are whole resources: their screen routes its own sub-paths (`create`, `{id}`, `{id}/show`). */
const NESTED_AREAS = new Set(['products', 'orders', 'attendees']);

/** `/events/{id}/…`: the guarded areas of the current event. */
export function EventWorkspace() {
  const state = useEventState();
  if (state.status === 'none' || state.status === 'loading') return <Loading />;
  const id = state.id;
  // A user without a role in the event goes back to the event list (guard); a superadmin sees 404.
  if (state.status === 'missing')
    return (
      <Guard route="event" eventId={id}>
        <NotFound />
      </Guard>
    );
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route
          index
          element={
            <Guard route="event" eventId={id}>
              <EventDashboard />
            </Guard>
          }
        />
        {EVENT_AREAS.flatMap((area) =>
          ['', ...(NESTED_AREAS.has(area.path) ? [] : (area.children ?? []))].map((child) => {
            const Screen = !child ? AREA_SCREENS[area.path] : undefined;
            return (
              <Route
                key={`${area.path}/${child}`}
                path={child ? `${area.path}/${child}` : NESTED_AREAS.has(area.path) ? `${area.path}/*` : area.path}
                element={
                  <Guard route={area.guard ?? ''} eventId={id}>
                    {Screen ? <Screen /> : <NotAvailable area={area.path} />}
                  </Guard>
                }
              />
            );
          }),
        )}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
