/**
 * Issue 26 item 7: a `multipart/*` body that is not a form (`mixed`, `related`, `alternative`) on an upload
 * route is a client mistake — 415 with a message in the caller's language, never a 500. Every route
 * with `@Upload` in backend/src is listed here (the completeness check reads them from the sources).
 * Already answered so by the move to Fastify, which refuses those types before the handler: this pins it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { t as msg } from '@eventdesk/shared';
import type { ApiClient } from './support/api-client';
import { createEvent } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** Upload routes: controller file → [method, path] (`:eventId`/`:id` filled with a real event). */
const UPLOAD_ROUTES: Record<string, readonly ['post' | 'put', (eventId: number) => string]> = {
  'platform/events/events.controller.ts': ['post', (e) => `/api/events/${e}/image-background`],
  'registration/imports/imports.controller.ts': ['post', (e) => `/api/events/${e}/attendees/import`],
  'accreditation/vehicles/vehicle-imports.controller.ts': ['post', (e) => `/api/events/${e}/vehicles/import`],
  'accreditation/attachments/attachments.controller.ts': ['post', (e) => `/api/events/${e}/attachments`],
  'platform/fonts/fonts.controller.ts': ['post', () => `/api/fonts`],
};
const TYPES = ['multipart/mixed', 'multipart/related', 'multipart/alternative'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('upload routes refuse non-form multipart bodies (issue 26 item 7)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  const src = join(__dirname, '..', 'src');

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t?.close());

  it('lists every controller with an @Upload route', () => {
    const withUpload = sources(src)
      .filter((f) => /@Upload\(/.test(readFileSync(f, 'utf8')))
      .map((f) => f.slice(src.length + 1).replace(/\\/g, '/'))
      .filter((f) => f !== 'platform/common/upload.ts')
      .sort();
    expect(withUpload).toEqual(Object.keys(UPLOAD_ROUTES).sort());
  });

  const cases = Object.entries(UPLOAD_ROUTES).flatMap(([file, route]) => TYPES.map((type) => ({ file, route, type })));
  it.each(cases)('$file: $type → 415 in Italian and English', async ({ route: [method, path], type }) => {
    const body = `--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--b--\r\n`;
    for (const lang of ['it', 'en'] as const) {
      const res = await admin[method](path(eventId)).set('Content-Type', `${type}; boundary=b`).set('Accept-Language', lang).send(body);
      expect(res.body).toEqual({ statusCode: 415, error: 'UNSUPPORTED_MEDIA_TYPE', message: msg(lang, 'bad_request') });
    }
  });
});
