import type { Changes } from '../history/history.service';

/**
 * `diff({}, after)` (history.service.ts) for the many attendees an import creates, without its two
 * JSON.stringify per field: a field is listed, as [null, value], unless its value is empty (null,
 * undefined, []) or serialises as null. Strings and booleans never do; other values are checked as
 * diff checks them.
 */
export function createdChanges(after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const key of Object.keys(after)) {
    const value = after[key] ?? null;
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    if (typeof value !== 'string' && typeof value !== 'boolean' && JSON.stringify(value) === 'null') continue;
    changes[key] = [null, value];
  }
  return changes;
}
