import { EVENT_AREA_NAMES, EVENT_RESOURCES, type EventAreaName, type EventResourceDef } from '@eventdesk/shared';

/** A per-event route of SPEC §2, from the resource registry (shared/src/resources/registry.ts). */
export interface EventArea {
  /** First path segment under /events/{id}/ and the menu item name. */
  path: EventAreaName;
  /** Sub-routes of the area (SPEC §2), relative to it. */
  children: readonly string[];
  /** Guard name in ROUTE_GUARDS (login only when absent). */
  guard?: string;
  /** Sub-routes that need a login only, not `guard`. */
  loginOnly: readonly string[];
}

export const EVENT_AREAS: readonly EventArea[] = EVENT_AREA_NAMES.map((path) => {
  const def: EventResourceDef = EVENT_RESOURCES[path];
  return { path, children: def.children ?? [], loginOnly: def.loginOnly ?? [], ...(def.page && { guard: path }) };
});

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
