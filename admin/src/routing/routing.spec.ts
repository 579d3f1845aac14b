import { EVENT_AREA_NAMES, EVENT_RESOURCES, type EventResourceDef } from '@eventdesk/shared';
import { bodyClassFor } from './areas';
import { legacyTarget, rootRuleTarget } from './legacy';
import { redirectPath } from './Guard';

describe('legacy links (SPEC §2)', () => {
  it('forwards my-area, voting and web-form links to the attendee site', () => {
    expect(legacyTarget('#/myarea/abc/login')).toBe('/myarea/#/abc/login');
    expect(legacyTarget('#/events/12/voting')).toBe('/myarea/#/events/12/voting');
    expect(legacyTarget('#/events/12/webforms/display/5f1c-uuid')).toBe('/myarea/#/events/12/webforms/display/5f1c-uuid');
  });

  it('leaves the staff routes alone', () => {
    expect(legacyTarget('#/events/12/attendees')).toBeNull();
    expect(legacyTarget('#/login')).toBeNull();
    expect(legacyTarget('')).toBeNull();
  });

  it('applies the root rule only to pages carrying an event token and id', () => {
    expect(rootRuleTarget('#/events', null, null)).toBeNull();
    expect(rootRuleTarget('#/events', 'tok en', '7')).toBe('#/myarea/tok%20en/login');
    expect(rootRuleTarget('#/myarea/tok/products', 'tok', '7')).toBeNull();
    expect(rootRuleTarget('#/events/7/webforms/display/x', 'tok', '7')).toBeNull();
    expect(rootRuleTarget('#/events/8/webforms/display/x', 'tok', '7')).toBe('#/myarea/tok/login');
  });
});

describe('body class from the path', () => {
  it('names the page with ids generalised', () => {
    expect(bodyClassFor('/events/3/attendees/12/edit')).toBe('page-events-id-attendees-id-edit');
    expect(bodyClassFor('/')).toBe('page-home');
    expect(bodyClassFor('/two-factor-challenge/a@b.it')).toBe('page-two-factor-challenge-abit');
  });
});

describe('guard redirects (SPEC §6)', () => {
  it('sends admin-only failures to the event attendees and others to the event list', () => {
    expect(redirectPath('event-attendees', 4)).toBe('/events/4/attendees');
    expect(redirectPath('events', 4)).toBe('/events');
    expect(redirectPath('/', 4)).toBe('/');
    expect(redirectPath('/login', null)).toBe('/login');
  });
});

describe('areas the registry declares coming', () => {
  it('have no screens: the menu keeps them in its "coming" group and no screen calls an API that answers 404', async () => {
    const { AVAILABLE_AREAS } = await import('./EventWorkspace');
    const coming = EVENT_AREA_NAMES.filter((name) => (EVENT_RESOURCES[name] as EventResourceDef).coming);
    expect(coming.length).toBeGreaterThan(0);
    expect(coming.filter((name) => AVAILABLE_AREAS.has(name))).toEqual([]);
  });
});
