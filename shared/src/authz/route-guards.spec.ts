import { ROLES, type Role } from '../enums';
import { ADMIN_ONLY_ROUTES, ROUTE_GUARDS, canEnterRoute } from './route-guards';
import type { AuthzUser } from './rules';

const EVENT = 7;
const member = (role: Role): AuthzUser => ({
  id: 1,
  is_superadmin: false,
  events: [{ id: EVENT, role, event_company_id: role === 'COMPANY' ? 3 : null }],
});
const superadmin: AuthzUser = { id: 2, is_superadmin: true, events: [] };
const allowed = { allowed: true };
const redirect = (to: string) => ({ allowed: false, redirect: to });

/** For each guarded route: the roles that pass and where the others go. */
const EXPECTED: [routes: readonly string[], passing: readonly Role[], failure: string][] = [
  [ADMIN_ONLY_ROUTES, ['ADMIN'], 'event-attendees'],
  [['accesscontrols'], ['SECRETARY', 'ADMIN'], 'events'],
  [['reports'], ['ADMIN', 'USER', 'VIEWER'], 'events'],
  [['event', 'attendees', 'vehicles', 'companies'], ROLES, 'events'],
  [['users', 'fonts'], [], '/'],
  [['customers', 'suppliers'], [], '/'],
];

it.each(EXPECTED.flatMap(([routes, passing, failure]) => routes.map((r) => [r, passing, failure] as const)))(
  'route %s lets in %p and sends the other event roles to %s',
  (route, passing, failure) => {
    const decisions = Object.fromEntries(ROLES.map((role) => [role, canEnterRoute(member(role), EVENT, route)]));
    const expected = Object.fromEntries(ROLES.map((role) => [role, passing.includes(role) ? allowed : redirect(failure)]));
    expect(decisions).toEqual(expected);
  },
);

describe('superadmin', () => {
  it('passes every guard but customers and suppliers', () => {
    for (const route of Object.keys(ROUTE_GUARDS)) {
      const expected = route === 'customers' || route === 'suppliers' ? redirect('/') : allowed;
      expect(canEnterRoute(superadmin, EVENT, route)).toEqual(expected);
    }
  });

  it('reaches users and fonts outside any event', () => {
    expect(canEnterRoute(superadmin, null, 'users')).toEqual(allowed);
    expect(canEnterRoute(superadmin, null, 'fonts')).toEqual(allowed);
  });
});

describe('canEnterRoute', () => {
  it('guards exactly the routes of the table', () => {
    expect(Object.keys(ROUTE_GUARDS).sort()).toEqual(EXPECTED.flatMap(([routes]) => routes).sort());
  });

  it('lets routes without a guard through', () => {
    expect(canEnterRoute(member('VIEWER'), EVENT, 'terms')).toEqual(allowed);
    expect(canEnterRoute(member('VIEWER'), null, 'events')).toEqual(allowed);
    expect(canEnterRoute(member('VIEWER'), EVENT, 'toString')).toEqual(allowed);
  });

  it('sends an anonymous visitor to the login page', () => {
    expect(canEnterRoute(null, EVENT, 'attendees')).toEqual(redirect('/login'));
  });

  it('sends a user with no role in the event back to the event list', () => {
    expect(canEnterRoute(member('ADMIN'), 8, 'products')).toEqual(redirect('events'));
    expect(canEnterRoute(member('ADMIN'), 8, 'attendees')).toEqual(redirect('events'));
    expect(canEnterRoute(member('ADMIN'), null, 'attendees')).toEqual(redirect('events'));
  });
});
