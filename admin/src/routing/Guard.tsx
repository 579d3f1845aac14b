import { canEnterRoute, type CurrentUserDto } from '@eventdesk/shared';
import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';

/** Where a guard's redirect name leads (SPEC §6). */
export function redirectPath(redirect: string, eventId: number | null): string {
  if (redirect.startsWith('/')) return redirect;
  if (redirect === 'event-attendees' && eventId !== null) return `/events/${eventId}/attendees`;
  return '/events';
}

/** Renders `children` when the user passes the guard `route`, else redirects as SPEC §6 says. */
export function Guard({ route, eventId = null, children }: { route: string; eventId?: number | null; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<CurrentUserDto | null>();
  if (isPending) return <Loading />;
  const decision = canEnterRoute(permissions ?? null, eventId, route);
  if (!decision.allowed) return <Navigate to={redirectPath(decision.redirect, eventId)} replace />;
  return <>{children}</>;
}
