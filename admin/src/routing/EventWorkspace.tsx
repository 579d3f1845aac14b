import type { CurrentUserDto, EventAreaName } from '@eventdesk/shared';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotAvailable } from '../pages/NotAvailable';
import { NotFound } from '../pages/NotFound';
import { EVENT_AREAS } from './areas';
import { useEventState } from './EventContext';
import { EventResource, type EventResourceScreens } from './EventResource';
import { Guard } from './Guard';

const EventDashboard = lazy(() => import('../events/EventDashboard'));
const CompanyPortal = lazy(() => import('../company-portal/CompanyPortal'));

/** The areas this version has screens for, each its folder's index.ts; every other area says "not available yet". */
const SCREENS: Partial<Record<EventAreaName, () => Promise<{ default: EventResourceScreens }>>> = {
  attendees: () => import('../attendees'),
  companies: () => import('../companies'),
  vehicles: () => import('../vehicles'),
  products: () => import('../products'),
  orders: () => import('../orders'),
  productcategories: () => import('../product-categories'),
  attendeecategories: () => import('../attendee-categories'),
  tags: () => import('../tags'),
  zones: () => import('../zones'),
  accesscontrolrequests: () => import('../access-requests'),
  accesscontrols: () => import('../access-controls'),
  attachmentdefinitions: () => import('../attachment-definitions'),
  filters: () => import('../filters'),
  eventcategories: () => import('../event-category'),
  options: () => import('../event-options'),
  totems: () => import('../totems'),
  services: () => import('../services'),
  cloakroom: () => import('../cloakroom'),
};

/** The event areas that have screens in this version; the menu groups the others under "coming". */
export const AVAILABLE_AREAS: ReadonlySet<string> = new Set(Object.keys(SCREENS));

// One lazy component per area, made once: each area's screens are a chunk of their own.
const AREA_SCREENS = Object.fromEntries(
  Object.entries(SCREENS).map(([name, load]) => [
    name,
    lazy(async () => {
      const { default: screens } = await load();
      return { default: ({ eventId }: { eventId: number }) => <EventResource eventId={eventId} screens={screens} /> };
    }),
  ]),
) as Partial<Record<EventAreaName, ComponentType<{ eventId: number }>>>;

/** An area's guard, except on its sub-routes that need a login only (SPEC §2: the totems' kiosk and maintenance): the event's. */
function AreaGuard({
  eventId,
  guard,
  loginOnly,
  children,
}: {
  eventId: number;
  guard?: string;
  loginOnly: readonly string[];
  children: ReactElement;
}) {
  const rest = useParams()['*'] ?? '';
  return (
    <Guard route={loginOnly.includes(rest) ? 'event' : (guard ?? '')} eventId={eventId}>
      {children}
    </Guard>
  );
}

/** `/events/{id}/…`: the guarded areas of the current event. */
export function EventWorkspace() {
  const state = useEventState();
  const { permissions } = usePermissions<CurrentUserDto | null>();
  if (state.status === 'none' || state.status === 'loading') return <Loading />;
  const id = state.id;
  // A user without a role in the event goes back to the event list (guard); a superadmin sees 404.
  if (state.status === 'missing')
    return (
      <Guard route="event" eventId={id}>
        <NotFound />
      </Guard>
    );
  // A COMPANY user's event page is its company's portal.
  const ownCompany = permissions?.events.find((e) => e.id === id)?.event_company_id ?? null;
  const guarded = (guard: string | undefined, screen: ReactElement) => (
    <Guard route={guard ?? ''} eventId={id}>
      {screen}
    </Guard>
  );
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route
          index
          element={guarded(
            'event',
            state.uiConfig.role === 'COMPANY' && ownCompany ? <CompanyPortal eventId={id} companyId={ownCompany} /> : <EventDashboard />,
          )}
        />
        {EVENT_AREAS.flatMap((area) => {
          const Screens = AREA_SCREENS[area.path];
          if (Screens)
            return [
              <Route
                key={area.path}
                path={`${area.path}/*`}
                element={
                  <AreaGuard eventId={id} guard={area.guard} loginOnly={area.loginOnly}>
                    <Screens eventId={id} />
                  </AreaGuard>
                }
              />,
            ];
          return ['', ...area.children].map((child) => (
            <Route
              key={`${area.path}/${child}`}
              path={child ? `${area.path}/${child}` : area.path}
              element={guarded(area.guard, <NotAvailable area={area.path} />)}
            />
          ));
        })}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
