import type { ResourceContract } from '../api/contract';
import type { Role } from '../enums';
import { SPEAKERS_CONTRACT } from '../programme/speakers';
import { TERMS_CONTRACT } from '../registration/terms';

/* The kit's resources keep their shared declarations in one file each, exported from here with their entry. */
export * from '../registration/terms';
export * from '../programme/speakers';

/**
 * Every resource and area of an event, declared once (SPEC §2 routes, DESIGN §4 API paths): the key is
 * the SPEC route name, which is also the UI configuration's menu key. The menu catalog, the page
 * guards, the CASL event subjects, the admin's event areas and the data provider's event resources are
 * all derived from this table; the API's record scope is declared beside it in the backend
 * (`@ScopedBy` on their controllers, collected by backend/src/resource-scopes.ts), which a test holds against this table.
 */
export interface EventResourceDef {
  /** Path under `/api/events/{eventId}/` (kebab-case plural); null for an area without a REST resource of its own. */
  readonly api: string | null;
  /** The CASL subject that rules the resource (shared/src/authz/rules.ts). */
  readonly subject: string;
  /**
   * Event roles that may open the area's page (SPEC §6); `any` for every event role; `readers`: the roles
   * the rule book lets read `subject` (shared/src/authz/rules.ts), so the page opens exactly for those
   * the API lists the records to; absent: login only.
   */
  readonly page?: readonly Role[] | 'any' | 'readers';
  /** Sub-routes of the area (SPEC §2), relative to it. */
  readonly children?: readonly string[];
  /** Sub-routes that need a login only (SPEC §2), not the area's page guard. */
  readonly loginOnly?: readonly string[];
  /** Whether the area is an item of the event menu (SPEC §2, UI configuration `event_menu`). */
  readonly menu: boolean;
  /** The actions history's subject type of the resource's records, when they have one. */
  readonly history?: string;
  /**
   * Declared, not served yet: `api` is the path the resource will have; the API answers 404 under it and
   * the admin lists the area in the menu's "coming" group (it has no screens). Not in EVENT_API_RESOURCES.
   */
  readonly coming?: true;
  /** Records are not edited by `PUT …/{id}` (they change through actions, or never): the stock client's update and updateMany are refused. */
  readonly update?: false;
  /** A resource of the kit: its routes, answers and example, from its one shared file (api/contract.ts). */
  readonly contract?: ResourceContract;
}

/** A resource under `/api/` itself (DESIGN §4: global, not inside an event). */
export interface GlobalResourceDef {
  /** The CASL subject that rules the resource. */
  readonly subject: string;
  /** As for an event resource: records are not edited by `PUT …/{id}`. */
  readonly update?: false;
}

const ADMIN: readonly Role[] = ['ADMIN'];

/** In the order of the event menu. */
export const EVENT_RESOURCES = {
  attendees: {
    api: 'attendees',
    subject: 'Attendee',
    page: 'any',
    children: ['create', ':attendeeId', ':attendeeId/edit'],
    menu: true,
    history: 'attendee',
  },
  vehicles: { api: 'vehicles', subject: 'Vehicle', page: 'any', children: [':vehicleId'], menu: true, history: 'vehicle' },
  companies: { api: 'companies', subject: 'EventCompany', page: 'any', menu: true, history: 'company' },
  /** The entry log: written by the scans (`scans`), read here. */
  accesscontrols: { api: 'access-controls', subject: 'AccessControl', page: ['SECRETARY', 'ADMIN'], menu: true, update: false },
  accesscontrolrequests: { api: 'access-control-requests', subject: 'AccessControlRequest', page: ADMIN, menu: true },
  zones: { api: 'zones', subject: 'Zone', page: ADMIN, menu: true, history: 'zone' },
  /** Who may enter which zone (issue 13): edited in the attendee and vehicle access tabs, no page of its own. */
  accessrights: { api: 'access-rights', subject: 'AccessControl', menu: false, update: false },
  reports: { api: null, subject: 'Report', page: ['ADMIN', 'USER', 'VIEWER'], menu: true },
  sendings: { api: 'sendings', subject: 'Sending', page: ADMIN, children: ['index', 'mailings', 'templates'], menu: true, coming: true },
  products: { api: 'products', subject: 'Product', page: ADMIN, menu: true },
  /** Made by the attendees' checkout, changed by actions (`mark-paid`, `cancel`, `refund-note`). */
  orders: { api: 'orders', subject: 'Order', page: ADMIN, menu: true, update: false },
  services: { api: 'services', subject: 'Service', page: ADMIN, menu: true },
  attendeecategories: { api: 'attendee-categories', subject: 'AttendeeCategory', page: ADMIN, menu: true, history: 'attendee_category' },
  productcategories: { api: 'product-categories', subject: 'ProductCategory', page: ADMIN, menu: true },
  eventcategories: { api: null, subject: 'EventCategory', page: ADMIN, menu: true },
  rooms: { api: 'rooms', subject: 'Room', page: ADMIN, menu: true, history: 'room' },
  attachmentdefinitions: {
    api: 'attachment-definitions',
    subject: 'AttachmentDefinition',
    page: ADMIN,
    menu: true,
    history: 'attachment_definition',
  },
  /** The files uploaded for the required documents (issue 13): in the documentation tabs, no page of their own. */
  attachments: { api: 'attachments', subject: 'Attachment', menu: false, history: 'attachment' },
  sessions: { api: 'sessions', subject: 'Session', page: ADMIN, menu: true, history: 'session' },
  tags: { api: 'tags', subject: 'Tag', page: ADMIN, menu: true },
  credits: { api: 'credits', subject: 'Credit', page: ADMIN, menu: true, history: 'credit' },
  /** Who talks, chairs or moderates in the programme; the organiser's (ADMIN). */
  speakers: {
    api: 'speakers',
    subject: 'Speaker',
    page: 'readers',
    children: [':speakerId'],
    menu: true,
    history: 'speaker',
    contract: SPEAKERS_CONTRACT,
  },
  /** Live voting (issue 27): the staff's polls; the public page is my-area's `#/events/{id}/voting`, the projector `voting/results/{pollId}`. */
  polls: { api: 'polls', subject: 'Poll', page: ADMIN, menu: true, history: 'poll' },
  /** The texts attendees are asked to accept, versioned (SPEC §5); the organiser's (ADMIN). */
  terms: { api: 'terms', subject: 'Term', page: 'readers', children: [':termId'], menu: true, history: 'term', contract: TERMS_CONTRACT },
  documents: { api: 'documents', subject: 'Document', children: ['create', ':documentId/edit'], menu: true, coming: true },
  /** The hangers and who holds them (issue 14); `hanger` is the desk's page to deposit and return. Open to whoever the API lets read them (issue 29 item 19). */
  cloakroom: { api: 'hangers', subject: 'Cloakroom', page: 'readers', children: ['hanger'], menu: true, update: false },
  options: { api: null, subject: 'EventOption', page: ADMIN, menu: true },
  /** A holder's pass is served under the holder (`attendees/{id}/pass`, `vehicles/{id}/pass`); the badge layouts are coming. */
  pass: { api: 'passes', subject: 'Pass', page: ADMIN, menu: true, coming: true },
  filters: { api: 'filters', subject: 'Filter', page: ADMIN, menu: true },
  /** The kiosk (`show`) and the maintenance page need a login only (SPEC §2): the kiosk runs on a paired device, the pages say what a role may not do. */
  totems: {
    api: 'totems',
    subject: 'Totem',
    page: ADMIN,
    children: ['show', 'maintenance'],
    loginOnly: ['show', 'maintenance'],
    menu: true,
  },
  surveys: { api: 'surveys', subject: 'Survey', page: ADMIN, menu: true, coming: true },
  forms: { api: 'forms', subject: 'Form', page: ADMIN, menu: true, coming: true },
  quickmode: { api: null, subject: 'AccessControl', children: ['show'], menu: false },
} as const satisfies Record<string, EventResourceDef>;

export type EventAreaName = keyof typeof EVENT_RESOURCES;
type Defs = typeof EVENT_RESOURCES;
type MenuArea = { [K in EventAreaName]: Defs[K]['menu'] extends true ? K : never }[EventAreaName];

/** Subjects ruled inside an event that are no area of their own. */
export const EVENT_ONLY_SUBJECTS = ['Stats', 'UiConfig'] as const;
/** The CASL subjects that live inside one event: the areas' subjects, then the rest. */
export type EventSubject = Defs[EventAreaName]['subject'] | (typeof EVENT_ONLY_SUBJECTS)[number];
/** The actions history's subject types. */
export type HistorySubject = { [K in EventAreaName]: Defs[K] extends { history: infer H } ? H : never }[EventAreaName];

export const EVENT_AREA_NAMES = Object.keys(EVENT_RESOURCES) as EventAreaName[];

/** The event menu's items, in menu order. */
export const EVENT_MENU_ITEMS = EVENT_AREA_NAMES.filter((name) => EVENT_RESOURCES[name].menu) as MenuArea[];

export const EVENT_SUBJECTS: readonly EventSubject[] = [
  ...new Set<EventSubject>([...EVENT_AREA_NAMES.map((name) => EVENT_RESOURCES[name].subject), ...EVENT_ONLY_SUBJECTS]),
];

export const HISTORY_SUBJECTS: readonly HistorySubject[] = EVENT_AREA_NAMES.flatMap((name) => {
  const def: EventResourceDef = EVENT_RESOURCES[name];
  return def.history ? [def.history as HistorySubject] : [];
});

/** API paths of the event resources the API serves (`attendees`, `attendee-categories`, …): what lives under `/api/events/{eventId}/`. */
export const EVENT_API_RESOURCES: readonly string[] = EVENT_AREA_NAMES.flatMap((name) => {
  const def: EventResourceDef = EVENT_RESOURCES[name];
  return def.api && !def.coming ? [def.api] : [];
});

/** API paths declared `coming`: not served yet (404), the path they will have. */
export const COMING_API_RESOURCES: readonly string[] = EVENT_AREA_NAMES.flatMap((name) => {
  const def: EventResourceDef = EVENT_RESOURCES[name];
  return def.api && def.coming ? [def.api] : [];
});

/** The resources under `/api/` itself, by path (DESIGN §4); all served. */
export const GLOBAL_RESOURCES = {
  events: { subject: 'Event' },
  users: { subject: 'User' },
  fonts: { subject: 'Font' },
  'event-categories': { subject: 'EventCategory' },
  /** Written by the API itself (sign-ins, account and role changes): a write is answered 405. */
  'audit-logs': { subject: 'AuditLog', update: false },
} as const satisfies Record<string, GlobalResourceDef>;

/** The area whose REST resource is `api` (`attendee-categories` → `attendeecategories`). */
export function areaOfApi(api: string): EventAreaName | undefined {
  return EVENT_AREA_NAMES.find((name) => EVENT_RESOURCES[name].api === api);
}
