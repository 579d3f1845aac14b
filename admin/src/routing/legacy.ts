/**
 * Old links that now belong to the attendee site (my-area), and the root rule of SPEC §2. Pure
 * functions: main.tsx applies their answer before the admin starts.
 */
export function legacyTarget(hash: string): string | null {
  const path = hash.replace(/^#/, '');
  if (path.startsWith('/myarea/') || path === '/myarea') return `/myarea/#${path.slice('/myarea'.length) || '/'}`;
  if (/^\/events\/\d+\/voting(\?|$)/.test(path)) return `/myarea/#${path}`;
  if (/^\/events\/\d+\/webforms\/display\/[^/]+/.test(path)) return `/myarea/#${path}`;
  return null;
}

/**
 * SPEC §2 root rule: a page that carries an event token and an event id (a per-event entry page), whose
 * hash is neither my-area nor that event's web-form display, goes to the event's my-area login.
 */
export function rootRuleTarget(hash: string, eventToken: string | null, eventId: string | null): string | null {
  if (!eventToken || !eventId) return null;
  if (hash.startsWith('#/myarea') || hash.startsWith(`#/events/${eventId}/webforms/display/`)) return null;
  return `#/myarea/${encodeURIComponent(eventToken)}/login`;
}
