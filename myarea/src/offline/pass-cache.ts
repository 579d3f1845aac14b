/*
 * What my-area keeps for offline use (issue 29 item 12), shared by the page and the service worker
 * (sw.ts): the app shell (index.html, the built scripts and styles, the icon and the manifest) and the
 * signed-in attendee's own pass, `GET /api/{token}/pass`. No other API answer is ever stored: personal
 * data stays `no-store` (docs/security.md), and the pass goes at sign-out, at sign-in and on a 401/403/404.
 */

/** The one cache that holds API answers: the attendee's pass, one entry per event token. */
export const PASS_CACHE = 'myarea-pass-v1';
/** The app shell's cache: one per build (`myarea-shell-<hash of the file list>`), older ones dropped on activation. */
export const SHELL_CACHE_PREFIX = 'myarea-shell-';
/** Where the app is served (vite.config.ts `base`) and the worker's scope. */
export const BASE = '/myarea/';
export const SHELL_PAGE = `${BASE}index.html`;
/** Set by the worker on the pass it stores and serves: when that copy came from the API (ISO 8601). */
export const SAVED_AT_HEADER = 'X-Pass-Saved-At';
/** Set by the worker when the answer is the stored copy because the network failed. */
export const OFFLINE_HEADER = 'X-Pass-Offline';

/** `/api/{token}/pass` and nothing else (the staff's `/api/events/{id}/attendees/{id}/pass` has more segments). */
export function isPassPath(pathname: string): boolean {
  return /^\/api\/[^/]+\/pass\/?$/i.test(pathname);
}

/** Answers after which the stored pass must go: nobody signed in to this event (any more), or no such event. */
export function dropsPass(status: number): boolean {
  return status === 401 || status === 403 || status === 404;
}

/** What the service worker does with a GET of this same-origin path. */
export type Route = 'pass' | 'page' | 'shell' | 'network';

export function routeOf(pathname: string, mode: RequestMode | undefined): Route {
  if (isPassPath(pathname)) return 'pass';
  // Every other API or session call goes to the network untouched, never into a cache.
  if (/^\/(api|sanctum)(\/|$)/i.test(pathname)) return 'network';
  if (!pathname.startsWith(BASE) && pathname !== BASE.slice(0, -1)) return 'network';
  return mode === 'navigate' ? 'page' : 'shell';
}

/** Forgets every stored pass (sign-out, a new sign-in); quiet where the browser has no Cache Storage. */
export async function forgetSavedPasses(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(PASS_CACHE);
  } catch {
    // Storage disabled (private mode): nothing was stored either.
  }
}
