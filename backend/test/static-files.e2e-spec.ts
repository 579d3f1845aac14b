import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';

const ADMIN_DIST = resolve(__dirname, '../../admin/dist');
const MYAREA_DIST = resolve(__dirname, '../../myarea/dist');

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

/**
 * The built front ends are served precompressed and cached right (issue 11): brotli or gzip as the
 * browser accepts, hashed assets immutable for a year, the pages revalidated on each visit, a favicon.
 * Needs the builds (`npm test` builds first).
 */
describe('static files of the staff app and the attendee site', () => {
  let t: TestApp;
  let port: number;

  /** A GET with exactly these headers, the body left compressed (node:http decompresses nothing). */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Raw>((resolveGet, reject) => {
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolveGet({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      }).on('error', reject);
    });

  beforeAll(async () => {
    t = await startTestApp();
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('has the builds to serve', () => {
    expect(existsSync(join(ADMIN_DIST, 'index.html'))).toBe(true);
    expect(existsSync(join(MYAREA_DIST, 'index.html'))).toBe(true);
  });

  it('serves a hashed asset as brotli, gzip or plain as accepted, immutable for a year, varying on Accept-Encoding', async () => {
    const name = readdirSync(join(ADMIN_DIST, 'assets')).find((f) => /^index-[\w-]+\.js$/.test(f))!;
    expect(existsSync(join(ADMIN_DIST, 'assets', `${name}.br`))).toBe(true);
    const plainSize = readFileSync(join(ADMIN_DIST, 'assets', name)).length;
    const br = await raw(`/assets/${name}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(br.bytes).toBeLessThan(plainSize / 2);
    const gz = await raw(`/assets/${name}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await raw(`/assets/${name}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(plainSize);
  });

  it('revalidates the pages on every visit (no-cache), for the staff app and the attendee site', async () => {
    for (const path of ['/', '/myarea/']) {
      const page = await raw(path, { 'Accept-Encoding': 'br' });
      expect({ path, status: page.status, type: page.headers['content-type'], cache: page.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        type: expect.stringMatching(/text\/html/),
        cache: 'no-cache',
      });
    }
  });

  /** A text of each catalogue in both languages: the staff app's (polyglot's nested shape, react-admin's texts and ours) and my-area's. */
  const TRANSLATION_FILES = [
    {
      app: 'staff app',
      base: '/lang/',
      dist: ADMIN_DIST,
      texts: { 'ra.action.save': ['Salva', 'Save'], 'menu.dashboard': ['Cruscotto', 'Dashboard'] },
      least: 300,
    },
    {
      app: 'my-area',
      base: '/myarea/lang/',
      dist: MYAREA_DIST,
      texts: { title: ['Area personale', 'My area'], 'cartItems.other': ['{n} articoli', '{n} items'] },
      least: 150,
    },
  ];
  const at = (value: unknown, path: string) =>
    path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it.each(TRANSLATION_FILES)(
    'serves the $app translation files in $base, php_it.json and php_en.json (SPEC §4, §7): JSON catalogues, revalidated (no-cache, ETag)',
    async ({ base, dist, texts, least }) => {
      for (const [index, code] of ['it', 'en'].entries()) {
        const path = `${base}php_${code}.json`;
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
        const catalogue: unknown = await res.json();
        expect({ path, status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control') }).toEqual({
          path,
          status: 200,
          type: expect.stringMatching(/application\/json/),
          cache: 'no-cache',
        });
        // The texts of that language.
        expect(Object.fromEntries(Object.keys(texts).map((key) => [key, at(catalogue, key)]))).toEqual(
          Object.fromEntries(Object.entries(texts).map(([key, both]) => [key, both[index]])),
        );
        // Served precompressed, and revalidated cheaply: the same file again is a 304.
        const br = await raw(path, { 'Accept-Encoding': 'br' });
        expect(br.headers['content-encoding']).toBe('br');
        const etag = String(br.headers.etag);
        expect(etag).toMatch(/^(W\/)?"/);
        expect((await raw(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
      }
      // Both files give the same keys: every text has its translation.
      const read = (code: string) => JSON.parse(readFileSync(join(dist, 'lang', `php_${code}.json`), 'utf8')) as unknown;
      expect(keys(read('en')).sort()).toEqual(keys(read('it')).sort());
      expect(keys(read('en')).length).toBeGreaterThan(least);
    },
  );

  it('answers 404 for a language it has no file for', async () => {
    for (const path of ['/lang/php_fr.json', '/lang/fr.json', '/lang/php_it', '/myarea/lang/php_fr.json', '/myarea/lang/en.json'])
      expect({ path, status: (await raw(path)).status }).toEqual({ path, status: 404 });
  });

  it('has a favicon, linked from both pages', async () => {
    for (const [path, dist] of [
      ['/favicon.svg', ADMIN_DIST],
      ['/myarea/favicon.svg', MYAREA_DIST],
    ]) {
      const icon = await raw(path);
      expect({ path, status: icon.status, type: icon.headers['content-type'] }).toEqual({
        path,
        status: 200,
        type: expect.stringMatching(/image\/svg\+xml/),
      });
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(`href="${path}"`);
    }
  });
});
