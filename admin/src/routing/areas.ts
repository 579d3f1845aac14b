/**
 * The per-event routes of SPEC §2, each with the guard name of shared/authz/route-guards and whether
 * this version has its screens. Areas without screens show an honest "not available yet" page.
 */
export interface EventArea {
  /** First path segment under /events/{id}/ and the menu item name. */
  path: string;
  /** Sub-routes of the area (SPEC §2), relative to it. */
  children?: string[];
  /** Guard name in ROUTE_GUARDS (login only when absent). */
  guard?: string;
}

export const EVENT_AREAS: EventArea[] = [
  { path: 'attendees', guard: 'attendees', children: ['create', ':attendeeId', ':attendeeId/edit'] },
  { path: 'vehicles', guard: 'vehicles', children: [':vehicleId'] },
  { path: 'companies', guard: 'companies' },
  { path: 'accesscontrols', guard: 'accesscontrols' },
  { path: 'accesscontrolrequests', guard: 'accesscontrolrequests' },
  { path: 'reports', guard: 'reports' },
  { path: 'sendings', guard: 'sendings', children: ['index', 'mailings', 'templates'] },
  ...[
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
    'pass',
    'filters',
    'surveys',
    'forms',
  ].map((path) => ({ path, guard: path })),
  { path: 'options', guard: 'options' },
  { path: 'totems', guard: 'totems', children: ['show', 'maintenance'] },
  { path: 'terms', children: [':termId'] },
  { path: 'documents', children: ['create', ':documentId/edit'] },
  { path: 'cloakroom', children: ['hanger'] },
  { path: 'quickmode', children: ['show'] },
];

/** `/events/3/attendees/12/edit` → `page-events-id-attendees-id-edit` (SPEC §2: a body class per path). */
export function bodyClassFor(pathname: string): string {
  const parts = pathname
    .split('?')[0]
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? 'id' : p.replace(/[^a-z0-9-]/gi, '').toLowerCase()))
    .filter(Boolean);
  return `page-${parts.length ? parts.join('-') : 'home'}`;
}
