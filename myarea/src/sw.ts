/// <reference lib="webworker" />
/*
 * my-area's service worker (issue 29 item 12), built to /myarea/sw.js by vite.config.ts (offline/plugin.ts),
 * which defines the shell's file list and version. Scope /myarea/: it controls only the attendee's pages.
 * - the shell (index.html, hashed scripts and styles, icon, manifest): stored at install; pages are asked
 *   from the network first (a new release shows at once), the stored index.html when there is none;
 *   the other files from the store first (their names change with their content);
 * - the attendee's own pass: from the network, stored with the time it came; the stored copy only when
 *   the network fails, marked so; dropped when the API says nobody is signed in;
 * - everything else (every other API call, other paths, non-GET): untouched, never stored.
 */
import { BASE, dropsPass, OFFLINE_HEADER, PASS_CACHE, routeOf, SAVED_AT_HEADER, SHELL_CACHE_PREFIX, SHELL_PAGE } from './offline/pass-cache';

declare const __MYAREA_PRECACHE__: string[];
declare const __MYAREA_SHELL_VERSION__: string;

const worker = self as unknown as ServiceWorkerGlobalScope;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__MYAREA_SHELL_VERSION__}`;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(__MYAREA_PRECACHE__.map((file) => `${BASE}${file}`)))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(SHELL_CACHE_PREFIX) && n !== SHELL_CACHE).map((n) => caches.delete(n))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  switch (routeOf(url.pathname, request.mode)) {
    case 'pass':
      return event.respondWith(pass(request));
    case 'page':
      return event.respondWith(page(request));
    case 'shell':
      return event.respondWith(shellFile(request));
    default:
      return;
  }
});

async function pass(request: Request): Promise<Response> {
  const key = new URL(request.url).pathname;
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    const stored = await caches.match(key, { cacheName: PASS_CACHE, ignoreVary: true, ignoreSearch: true });
    if (!stored) return Response.error();
    const headers = new Headers(stored.headers);
    headers.set(OFFLINE_HEADER, '1');
    return new Response(stored.body, { status: 200, headers });
  }
  const cache = await caches.open(PASS_CACHE);
  if (response.ok) {
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    const body = await response.arrayBuffer();
    await cache.put(key, new Response(body, { status: 200, headers }));
    return new Response(body, { status: response.status, headers });
  }
  if (dropsPass(response.status)) await cache.delete(key);
  return response;
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE, ignoreVary: true })) ?? Response.error();
  }
}

async function shellFile(request: Request): Promise<Response> {
  const stored = await caches.match(request, { cacheName: SHELL_CACHE, ignoreVary: true });
  return stored ?? fetch(request);
}
