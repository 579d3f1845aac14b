import { ROLES, type Role } from '../enums';
import { EVENT_AREA_NAMES, EVENT_RESOURCES, type EventResourceDef } from '../resources/registry';
import { ROUTE_GUARDS, canEnterRoute, rolesThatRead } from './route-guards';
import { defineAbilityFor, type AuthzUser } from './rules';

/** SPEC §6: the pages only an event ADMIN opens. */
const ADMIN_ONLY_ROUTES = [
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
  // Issue 13: zones are managed by the event ADMIN (the other staff read them through the API).
  'zones',
  // Issue 27: live voting's polls and their projector (the public voting page is my-area's, unguarded).
  'polls',
];

const EVENT = 7;
const member = (role: Role): AuthzUser => ({
  id: 1,
  is_superadmin: false,
  events: [{ id: EVENT, role, event_company_id: role === 'COMPANY' ? 3 : null }],
});
const superadmin: AuthzUser = { id: 2, is_superadmin: true, events: [] };
const allowed = { allowed: true };
const redirect = (to: string) => ({ allowed: false, redirect: to });

/**
 * The registry's pages declared `page: 'readers'` (new resources of the kit, whose guard SPEC does not give):
 * held below against the rule book, each in both directions, so they need no line in the table.
 */
const READERS_PAGES = EVENT_AREA_NAMES.filter((name) => (EVENT_RESOURCES[name] as EventResourceDef).page === 'readers');

/** For each guarded route: the roles that pass and where the others go. */
const EXPECTED: [routes: readonly string[], passing: readonly Role[], failure: string][] = [
  [ADMIN_ONLY_ROUTES, ['ADMIN'], 'event-attendees'],
  [['accesscontrols'], ['SECRETARY', 'ADMIN'], 'events'],
  // Issue 29 item 19: whoever the rule book lets read the hangers.
  [['cloakroom'], ['SECRETARY', 'ADMIN'], 'events'],
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
  it("guards exactly the routes of the table and the registry's pages open to their readers", () => {
    const routes = new Set([...EXPECTED.flatMap(([routes]) => routes), ...READERS_PAGES]);
    expect(Object.keys(ROUTE_GUARDS).sort()).toEqual([...routes].sort());
  });

  it('lets routes without a guard through', () => {
    expect(canEnterRoute(member('VIEWER'), EVENT, 'documents')).toEqual(allowed);
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

describe('page guards against the API rules', () => {
  // A page the role may open must be one whose records the API lets it read: a guard wider than the
  // CASL rules would open a page of 403s, and the registry derives the guards, so they stay in step.
  const guarded = EVENT_AREA_NAMES.filter((name) => (EVENT_RESOURCES[name] as EventResourceDef).page);
  it.each(guarded)('every role let into %s may read its subject', (name) => {
    const def: EventResourceDef = EVENT_RESOURCES[name];
    for (const role of ROLES) {
      if (!canEnterRoute(member(role), EVENT, name).allowed) continue;
      expect({ role, can: defineAbilityFor(member(role), EVENT).can('read', def.subject as never) }).toEqual({ role, can: true });
    }
  });
});

describe("pages open to their subject's readers", () => {
  // The rule book (CASL) and the page guard are two paths to one answer: the page opens for a role exactly when
  // the API lets it read the records, and a role refused is sent to a page it may open.
  it.each(READERS_PAGES)('%s opens to exactly the roles that may read its subject, and sends the others where they may go', (name) => {
    const def: EventResourceDef = EVENT_RESOURCES[name];
    for (const role of ROLES) {
      const decision = canEnterRoute(member(role), EVENT, name);
      const reads = defineAbilityFor(member(role), EVENT).can('read', def.subject as never);
      expect({ role, allowed: decision.allowed }).toEqual({ role, allowed: reads });
      if (!decision.allowed)
        expect({ role, to: decision.redirect, opens: canEnterRoute(member(role), EVENT, decision.redirect).allowed }).toEqual({
          role,
          to: decision.redirect,
          opens: true,
        });
    }
    expect(canEnterRoute(superadmin, EVENT, name)).toEqual(allowed);
  });
});

describe('pages guarded as the API reads (issue 29 item 19)', () => {
  it('the cloakroom opens to the roles that may read it, ADMIN and SECRETARY, and to no one else', () => {
    expect(rolesThatRead('Cloakroom')).toEqual(['ADMIN', 'SECRETARY']);
    for (const role of ROLES)
      expect({ role, allowed: canEnterRoute(member(role), EVENT, 'cloakroom').allowed }).toEqual({
        role,
        allowed: role === 'ADMIN' || role === 'SECRETARY',
      });
    expect(canEnterRoute(member('VIEWER'), EVENT, 'cloakroom')).toEqual(redirect('events'));
  });

  it('the totems stay ADMIN’s; their kiosk and maintenance pages are declared login-only (SPEC §2)', () => {
    expect(canEnterRoute(member('SECRETARY'), EVENT, 'totems')).toEqual(redirect('event-attendees'));
    expect((EVENT_RESOURCES.totems as EventResourceDef).loginOnly).toEqual(['show', 'maintenance']);
  });
});
