import { ROLES, type Role } from '../enums';
import { defineAbilityFor, type AuthzUser } from './rules';
import { ACTIONS, EVENT_SUBJECTS, GLOBAL_SUBJECTS, SUBJECTS, subject, type Action, type AppAbility, type Subject } from './subjects';

const EVENT = 7;
const OTHER_EVENT = 8;
const OWN_COMPANY = 3;
const OTHER_COMPANY = 4;

function member(role: Role, companyId: number | null = role === 'COMPANY' ? OWN_COMPANY : null): AuthzUser {
  return { id: 1, is_superadmin: false, events: [{ id: EVENT, role, event_company_id: companyId }] };
}
const superadmin: AuthzUser = { id: 2, is_superadmin: true, events: [] };
const CRUD: Action[] = ['read', 'create', 'update', 'delete'];
const CHECKED_ACTIONS = ACTIONS.filter((a) => a !== 'manage');

/** Every grant of each role in its event, checked by subject type (conditions aside). */
const GRANTS: Record<Role, Partial<Record<Subject, Action[]>>> = {
  ADMIN: {
    Event: ['read', 'update'],
    ...Object.fromEntries(EVENT_SUBJECTS.map((s) => [s, CHECKED_ACTIONS])),
  },
  USER: {
    Event: ['read'],
    Stats: ['read'],
    UiConfig: ['read'],
    Attendee: CRUD,
    Vehicle: CRUD,
    EventCompany: CRUD,
    Attachment: [...CRUD, 'review'],
    Report: ['read'],
    AccessControlRequest: ['create', 'read'],
    AccessControl: ['request'],
    AttendeeCategory: ['read'],
    Tag: ['read'],
    Filter: ['read', 'create'],
    Zone: ['read'],
    AttachmentDefinition: ['read'],
  },
  VIEWER: {
    Event: ['read'],
    Stats: ['read'],
    UiConfig: ['read'],
    Attendee: ['read'],
    Vehicle: ['read'],
    EventCompany: ['read'],
    Report: ['read'],
    AttendeeCategory: ['read'],
    Tag: ['read'],
    Zone: ['read'],
  },
  SECRETARY: {
    Event: ['read'],
    Stats: ['read'],
    UiConfig: ['read'],
    Attendee: ['read', 'create', 'update'],
    Vehicle: ['read', 'create', 'update'],
    EventCompany: ['read', 'create', 'update'],
    AccessControl: ['read', 'create', 'update', 'request'],
    AccessControlRequest: ['create', 'read'],
    AttendeeCategory: ['read'],
    Tag: ['read'],
    Zone: ['read'],
    AttachmentDefinition: ['read'],
    Attachment: ['read'],
    Service: ['read'],
    Cloakroom: ['read', 'update'],
  },
  COMPANY: {
    Event: ['read'],
    Stats: ['read'],
    UiConfig: ['read'],
    Attendee: CRUD,
    Vehicle: CRUD,
    Attachment: CRUD,
    EventCompany: ['read'],
    AccessControlRequest: ['create', 'read'],
    AccessControl: ['request'],
    AttendeeCategory: ['read'],
    AttachmentDefinition: ['read'],
    Zone: ['read'],
  },
};

/** The actions `ability` allows on each subject type, as a table comparable with GRANTS. */
function grantsOf(ability: AppAbility): Record<string, Action[]> {
  const table: Record<string, Action[]> = {};
  for (const s of SUBJECTS) {
    const allowed = CHECKED_ACTIONS.filter((a) => ability.can(a, s));
    if (allowed.length > 0) table[s] = allowed;
  }
  return table;
}
const normalized = (grants: Partial<Record<Subject, Action[]>>) =>
  Object.fromEntries(Object.entries(grants).map(([s, actions]) => [s, CHECKED_ACTIONS.filter((a) => actions.includes(a))]));

describe.each(ROLES)('%s in its event', (role) => {
  const ability = defineAbilityFor(member(role), EVENT);

  it('may do exactly what the rule book grants, by subject type', () => {
    expect(grantsOf(ability)).toEqual(normalized(GRANTS[role]));
  });

  it('reads this event but not another one', () => {
    expect(ability.can('read', subject('Event', { id: EVENT }))).toBe(true);
    expect(ability.can('read', subject('Event', { id: OTHER_EVENT }))).toBe(false);
  });

  it('neither creates nor deletes events, nor touches superadmin subjects', () => {
    expect(ability.can('create', 'Event')).toBe(false);
    expect(ability.can('delete', 'Event')).toBe(false);
    for (const s of GLOBAL_SUBJECTS) expect(ability.can('read', s)).toBe(false);
  });
});

describe('ADMIN', () => {
  const ability = defineAbilityFor(member('ADMIN'), EVENT);

  it('manages every event-scoped subject, including reviewing access requests', () => {
    for (const s of EVENT_SUBJECTS) expect(ability.can('manage', s)).toBe(true);
    expect(ability.can('review', 'AccessControlRequest')).toBe(true);
    expect(ability.can('update', 'EventOption')).toBe(true);
  });

  it('updates its event only', () => {
    expect(ability.can('update', subject('Event', { id: EVENT }))).toBe(true);
    expect(ability.can('update', subject('Event', { id: OTHER_EVENT }))).toBe(false);
  });
});

describe('COMPANY', () => {
  const ability = defineAbilityFor(member('COMPANY'), EVENT);
  const own = { id: 10, event_company_id: OWN_COMPANY };
  const foreign = { id: 11, event_company_id: OTHER_COMPANY };

  it.each(['Attendee', 'Vehicle'] as const)('handles %s rows of its own company only', (type) => {
    for (const action of CRUD) {
      expect(ability.can(action, subject(type, { ...own }))).toBe(true);
      expect(ability.can(action, subject(type, { ...foreign }))).toBe(false);
    }
  });

  it('reads its own company only', () => {
    expect(ability.can('read', subject('EventCompany', { id: OWN_COMPANY }))).toBe(true);
    expect(ability.can('read', subject('EventCompany', { id: OTHER_COMPANY }))).toBe(false);
  });

  it('asks for and reads access requests of its own company only', () => {
    for (const action of ['create', 'read'] as const) {
      expect(ability.can(action, subject('AccessControlRequest', { ...own }))).toBe(true);
      expect(ability.can(action, subject('AccessControlRequest', { ...foreign }))).toBe(false);
    }
    expect(ability.can('review', 'AccessControlRequest')).toBe(false);
  });

  it('reads the statistics of its own company only', () => {
    expect(ability.can('read', subject('Stats', { event_company_id: OWN_COMPANY }))).toBe(true);
    expect(ability.can('read', subject('Stats', { event_company_id: OTHER_COMPANY }))).toBe(false);
  });

  it('owns no rows when its role has no company', () => {
    const noCompany = defineAbilityFor(member('COMPANY', null), EVENT);
    expect(noCompany.can('read', subject('Attendee', { id: 1, event_company_id: null }))).toBe(false);
    expect(noCompany.can('read', 'Attendee')).toBe(false);
    expect(noCompany.can('read', 'Stats')).toBe(false);
    expect(noCompany.can('read', 'Event')).toBe(true);
  });
});

describe('USER, VIEWER and SECRETARY', () => {
  it('see rows of every company', () => {
    for (const role of ['USER', 'VIEWER', 'SECRETARY'] as const) {
      const ability = defineAbilityFor(member(role), EVENT);
      expect(ability.can('read', subject('Attendee', { event_company_id: OTHER_COMPANY }))).toBe(true);
      expect(ability.can('read', subject('Vehicle', { event_company_id: null }))).toBe(true);
    }
  });
});

describe('a user without a role in the event', () => {
  it.each(ROLES)('can do nothing there even with role %s elsewhere', (role) => {
    const ability = defineAbilityFor(member(role), OTHER_EVENT);
    expect(ability.rules).toHaveLength(0);
    for (const s of SUBJECTS) for (const a of ACTIONS) expect(ability.can(a, s)).toBe(false);
  });
});

describe('outside any event', () => {
  it.each(ROLES)('a %s reads the events it has a role in', (role) => {
    const ability = defineAbilityFor(member(role), null);
    expect(ability.can('read', 'Event')).toBe(true);
    expect(ability.can('read', subject('Event', { id: EVENT }))).toBe(true);
    expect(ability.can('read', subject('Event', { id: OTHER_EVENT }))).toBe(false);
  });

  it('a role grants nothing else globally', () => {
    const ability = defineAbilityFor(member('ADMIN'), null);
    expect(ability.can('create', 'Event')).toBe(false);
    for (const s of [...GLOBAL_SUBJECTS, ...EVENT_SUBJECTS]) {
      for (const a of ACTIONS) expect(ability.can(a, s)).toBe(false);
    }
  });

  it('a user with no roles reads no event', () => {
    const ability = defineAbilityFor({ id: 3, is_superadmin: false, events: [] }, null);
    expect(ability.can('read', 'Event')).toBe(false);
  });

  it('an anonymous visitor can do nothing', () => {
    for (const eventId of [null, EVENT]) {
      expect(defineAbilityFor(null, eventId).rules).toHaveLength(0);
    }
  });
});

describe('superadmin', () => {
  it.each([null, EVENT, OTHER_EVENT])('manages everything (event %p)', (eventId) => {
    const ability = defineAbilityFor(superadmin, eventId);
    for (const s of SUBJECTS) for (const a of ACTIONS) expect(ability.can(a, s)).toBe(true);
    expect(ability.can('delete', subject('Event', { id: OTHER_EVENT }))).toBe(true);
    expect(ability.can('update', subject('Attendee', { event_company_id: OTHER_COMPANY }))).toBe(true);
  });
});
