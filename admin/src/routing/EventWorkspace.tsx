import type { CurrentUserDto } from '@eventdesk/shared';
import { lazy, Suspense, type ReactElement } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { NotAvailable } from '../pages/NotAvailable';
import { NotFound } from '../pages/NotFound';
import { EVENT_AREAS } from './areas';
import { useEventState } from './EventContext';
import { AREA_SCREENS } from './area-screens';
import { EventResource } from './EventResource';
import { Guard } from './Guard';

const EventDashboard = lazy(() => import('../events/EventDashboard'));
const CompanyPortal = lazy(() => import('../company-portal/CompanyPortal'));

/** The event areas that have screens in this version (their folders' index.ts); the menu groups the others under "coming". */
export const AVAILABLE_AREAS: ReadonlySet<string> = new Set(Object.keys(AREA_SCREENS));

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
            state.uiConfig.role === 'COMPANY' && ownCompany ? (
              <CompanyPortal eventId={id} companyId={ownCompany} />
            ) : state.uiConfig.role === 'VIEWER' && AVAILABLE_AREAS.has('reports') ? (
              // VIEWER's one area is the reports (SPEC §6): its event opens on them (issue 28).
              <Navigate to="reports" replace />
            ) : (
              <EventDashboard />
            ),
          )}
        />
        {EVENT_AREAS.flatMap((area) => {
          const screens = AREA_SCREENS[area.path];
          if (screens)
            return [
              <Route
                key={area.path}
                path={`${area.path}/*`}
                element={
                  <AreaGuard eventId={id} guard={area.guard} loginOnly={area.loginOnly}>
                    <EventResource eventId={id} screens={screens} />
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
