import { ROLES, type Role } from '../enums';
import { membershipIn, type AuthzUser } from './rules';

/** The page guards of SPEC §6, as data the admin's router reads. */
export interface RouteGuard {
  /** Event roles that pass; checked against the user's role in the current event. */
  roles: readonly Role[];
  /** Whether a superadmin passes (every guard except customers and suppliers). */
  superadmin: boolean;
  /** Route name, or path when it starts with '/', to send a user who fails the guard. */
  redirect: string;
}

export const ADMIN_ONLY_ROUTES = [
  'sendings',
  'products',
  'orders',
  'services',
  'attendeecategories',
  'productcategories',
  'eventcategories',
  'rooms',
  'attachmentdefinitions',
  'sessions',
  'tags',
  'credits',
  'options',
  'pass',
  'filters',
  'totems',
  'surveys',
  'forms',
  'accesscontrolrequests',
] as const;

const adminOnly: RouteGuard = { roles: ['ADMIN'], superadmin: true, redirect: 'event-attendees' };
const anyEventRole: RouteGuard = { roles: ROLES, superadmin: true, redirect: 'events' };
const superadminOnly: RouteGuard = { roles: [], superadmin: true, redirect: '/' };
const nobody: RouteGuard = { roles: [], superadmin: false, redirect: '/' };

export const ROUTE_GUARDS: Readonly<Record<string, RouteGuard>> = {
  ...Object.fromEntries(ADMIN_ONLY_ROUTES.map((name) => [name, adminOnly])),
  event: anyEventRole, // the event dashboard, /events/{id}
  attendees: anyEventRole,
  vehicles: anyEventRole,
  companies: anyEventRole,
  accesscontrols: { roles: ['SECRETARY', 'ADMIN'], superadmin: true, redirect: 'events' },
  reports: { roles: ['ADMIN', 'USER', 'VIEWER'], superadmin: true, redirect: 'events' },
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
