import { ROLES, type Role } from '../enums';
import { EVENT_AREA_NAMES, EVENT_RESOURCES, type EventResourceDef, type EventSubject } from '../resources/registry';
import { defineAbilityFor, membershipIn, type AuthzUser } from './rules';

/** The page guards of SPEC §6, as data the admin's router reads. */
export interface RouteGuard {
  /** Event roles that pass; checked against the user's role in the current event. */
  roles: readonly Role[];
  /** Whether a superadmin passes (every guard except customers and suppliers). */
  superadmin: boolean;
  /** Route name, or path when it starts with '/', to send a user who fails the guard. */
  redirect: string;
}

const anyEventRole: RouteGuard = { roles: ROLES, superadmin: true, redirect: 'events' };
const superadminOnly: RouteGuard = { roles: [], superadmin: true, redirect: '/' };
const nobody: RouteGuard = { roles: [], superadmin: false, redirect: '/' };

/** The event roles the rule book lets read `subject` (a COMPANY user with a company, as the API serves one). */
export function rolesThatRead(subject: string): readonly Role[] {
  return ROLES.filter((role) =>
    defineAbilityFor({ id: 0, is_superadmin: false, events: [{ id: 1, role, event_company_id: 1 }] }, 1).can(
      'read',
      subject as EventSubject,
    ),
  );
}

/** An event area's guard: ADMIN-only areas send others to the attendee list, the rest to the event list. */
function areaGuard(page: readonly Role[] | 'any' | 'readers', subject: string): RouteGuard {
  if (page === 'any') return anyEventRole;
  if (page === 'readers') page = rolesThatRead(subject);
  const adminOnly = page.length === 1 && page[0] === 'ADMIN';
  return { roles: page, superadmin: true, redirect: adminOnly ? 'event-attendees' : 'events' };
}

/** Event areas with a page guard in the resource registry, and the pages outside events. */
export const ROUTE_GUARDS: Readonly<Record<string, RouteGuard>> = {
  ...Object.fromEntries(
    EVENT_AREA_NAMES.flatMap((name) => {
      const { page, subject }: EventResourceDef = EVENT_RESOURCES[name];
      return page ? [[name, areaGuard(page, subject)]] : [];
    }),
  ),
  event: anyEventRole, // the event dashboard, /events/{id}
  customers: nobody,
  suppliers: nobody,
  users: superadminOnly,
  fonts: superadminOnly,
};

export type RouteDecision = { allowed: true } | { allowed: false; redirect: string };

/**
 * Whether `user` may open the route named `routeName` of event `eventId` (null outside events).
 * Routes without a guard only need a login, which is checked elsewhere. A user with no role in
 * the event goes back to the event list, not to an event page that would refuse them again.
 */
export function canEnterRoute(user: AuthzUser | null, eventId: number | null, routeName: string): RouteDecision {
  const guard = Object.hasOwn(ROUTE_GUARDS, routeName) ? ROUTE_GUARDS[routeName] : undefined;
  if (!guard) return { allowed: true };
  if (!user) return { allowed: false, redirect: '/login' };
  if (user.is_superadmin) return guard.superadmin ? { allowed: true } : { allowed: false, redirect: guard.redirect };
  if (guard.roles.length === 0) return { allowed: false, redirect: guard.redirect };

  const membership = eventId === null ? undefined : membershipIn(user, eventId);
  if (!membership) return { allowed: false, redirect: 'events' };
  return guard.roles.includes(membership.role) ? { allowed: true } : { allowed: false, redirect: guard.redirect };
}
