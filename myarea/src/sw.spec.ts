/**
 * @jest-environment node
 */
import { dropsPass, isPassPath, OFFLINE_HEADER, PASS_CACHE, routeOf, SAVED_AT_HEADER } from './offline/pass-cache';

/* The service worker (issue 29 item 12) run against a Cache Storage and a network of our own. */

type Listener = (event: { request?: Request; respondWith?: (r: Promise<Response>) => void; waitUntil: (p: Promise<unknown>) => void }) => void;

class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  private store(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new Map());
    return this.stores.get(name)!;
  }
  private static key(request: RequestInfo | URL): string {
    const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    return new URL(url, ORIGIN).pathname;
  }
  async open(name: string) {
    const store = this.store(name);
    return {
      put: async (request: RequestInfo, response: Response) => void store.set(FakeCaches.key(request), response),
      delete: async (request: RequestInfo) => store.delete(FakeCaches.key(request)),
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(FakeCaches.key(url), await network(new Request(new URL(url, ORIGIN))));
      },
    };
  }
  async match(request: RequestInfo, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const hit = this.stores.get(name)?.get(FakeCaches.key(request));
      if (hit) return hit.clone();
    }
    return undefined;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

const ORIGIN = 'https://events.example';
const listeners = new Map<string, Listener>();
let online = true;
let passStatus = 200;
const fetched: string[] = [];

async function network(request: Request): Promise<Response> {
  fetched.push(new URL(request.url).pathname);
  if (!online) throw new TypeError('Failed to fetch');
  const path = new URL(request.url).pathname;
  if (isPassPath(path)) return new Response(JSON.stringify({ code: 'PASS', version: 1, qr_svg: '<svg/>' }), { status: passStatus });
  return new Response(`body of ${path}`, { status: 200 });
}

const fakeCaches = new FakeCaches();

beforeAll(() => {
  Object.assign(globalThis, {
    __MYAREA_PRECACHE__: ['index.html', 'assets/index-abc.js'],
    __MYAREA_SHELL_VERSION__: 'v2',
    caches: fakeCaches,
    fetch: network,
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      skipWaiting: async () => undefined,
      clients: { claim: async () => undefined },
    },
  });
  jest.isolateModules(() => require('./sw'));
});

async function lifecycle(type: 'install' | 'activate') {
  let done: Promise<unknown> = Promise.resolve();
  listeners.get(type)!({ waitUntil: (p) => (done = p) });
  await done;
}

/** What the worker answers, or null when it leaves the request to the browser. */
async function get(path: string, mode: RequestMode = 'cors', method = 'GET'): Promise<Response | null> {
  let answer: Promise<Response> | null = null;
  const request = { url: `${ORIGIN}${path}`, method, mode } as Request;
  listeners.get('fetch')!({ request, respondWith: (r) => (answer = r), waitUntil: () => undefined });
  return answer;
}

describe('routing', () => {
  it('keeps only the attendee’s own pass among API answers', () => {
    expect(routeOf('/api/TOKEN123/pass', 'cors')).toBe('pass');
    expect(routeOf('/api/TOKEN123/attendee', 'cors')).toBe('network');
    expect(routeOf('/api/TOKEN123/products', 'cors')).toBe('network');
    expect(routeOf('/api/external/TOKEN/event', 'cors')).toBe('network');
    expect(routeOf('/api/events/3/attendees/9/pass', 'cors')).toBe('network');
    expect(routeOf('/sanctum/csrf-cookie', 'cors')).toBe('network');
    expect(routeOf('/myarea/', 'navigate')).toBe('page');
    expect(routeOf('/myarea/assets/index-abc.js', 'cors')).toBe('shell');
    expect(routeOf('/uploads/events/1.png', 'no-cors')).toBe('network');
    expect(dropsPass(401)).toBe(true);
    expect(dropsPass(500)).toBe(false);
  });
});

describe('service worker', () => {
  it('stores the shell at install and drops older shells at activation', async () => {
    fakeCaches.stores.set('myarea-shell-v1', new Map());
    await lifecycle('install');
    await lifecycle('activate');
    expect(await fakeCaches.keys()).toEqual(['myarea-shell-v2']);
    expect([...fakeCaches.stores.get('myarea-shell-v2')!.keys()]).toEqual(['/myarea/index.html', '/myarea/assets/index-abc.js']);
  });

  it('leaves every other API call and every write to the network, storing nothing', async () => {
    expect(await get('/api/TOKEN/attendee')).toBeNull();
    expect(await get('/api/TOKEN/pass', 'cors', 'POST')).toBeNull();
    expect(await get('/api/attendee/logout', 'cors', 'POST')).toBeNull();
    expect(fakeCaches.stores.has(PASS_CACHE)).toBe(false);
  });

  it('serves the stored shell offline', async () => {
    online = false;
    expect(await (await get('/myarea/', 'navigate'))!.text()).toBe('body of /myarea/index.html');
    expect(await (await get('/myarea/assets/index-abc.js'))!.text()).toBe('body of /myarea/assets/index-abc.js');
    online = true;
  });

  it('stores the pass with the time it came, and serves that copy offline marked so', async () => {
    const before = Date.now();
    const fresh = (await get('/api/TOKEN/pass'))!;
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get(OFFLINE_HEADER)).toBeNull();
    const savedAt = Date.parse(fresh.headers.get(SAVED_AT_HEADER)!);
    expect(savedAt).toBeGreaterThanOrEqual(before - 1000);
    online = false;
    const copy = (await get('/api/TOKEN/pass'))!;
    expect(copy.headers.get(OFFLINE_HEADER)).toBe('1');
    expect(Date.parse(copy.headers.get(SAVED_AT_HEADER)!)).toBe(savedAt);
    expect(await copy.json()).toEqual({ code: 'PASS', version: 1, qr_svg: '<svg/>' });
    // Another event's token has no copy: a network error, as without the worker.
    expect((await get('/api/OTHER/pass'))!.type).toBe('error');
    online = true;
  });

  it('drops the stored pass when the API says nobody is signed in', async () => {
    passStatus = 401;
    expect((await get('/api/TOKEN/pass'))!.status).toBe(401);
    online = false;
    expect((await get('/api/TOKEN/pass'))!.type).toBe('error');
    online = true;
    passStatus = 200;
  });
});
