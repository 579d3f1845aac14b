import type { FontDto } from '@eventdesk/shared';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type request from 'supertest';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** Tiny files that start like real fonts: the API checks the first bytes (sfnt version), not names. */
const font = (magic: Buffer | string, size = 64) => {
  const head = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : magic;
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x2a)]);
};
const TTF = font(Buffer.from([0x00, 0x01, 0x00, 0x00]), 96);
const TTF_APPLE = font('true', 80);
const OTF = font('OTTO', 128);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Reads a binary answer whatever its Content-Type. */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('fonts API', () => {
  let t: TestApp;
  let admin: ApiClient;
  const fontDir = () => join(t.config.dataDir, 'uploads', 'fonts');
  const storedFiles = () => (existsSync(fontDir()) ? readdirSync(fontDir()) : []);

  /** No answer may reveal where or under which name a file is stored. */
  const expectNoStoragePath = (body: unknown) => {
    const text = JSON.stringify(body);
    expect(text).not.toContain(t.config.dataDir);
    expect(text).not.toContain('uploads');
    expect(text).not.toMatch(/file_path|filePath/);
    for (const name of storedFiles()) expect(text).not.toContain(name);
  };

  const upload = (client: ApiClient, file: Buffer | null, fields: Record<string, string>, filename = 'font.ttf') => {
    const req = client.post('/api/fonts');
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    if (file) req.attach('file', file, { filename, contentType: 'application/octet-stream' });
    return req;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  describe('upload', () => {
    it('stores a TrueType font under a random name and answers its record with a file URL', async () => {
      const res = await upload(admin, TTF, { name: 'Titillium Regular' }, 'Titillium-Regular.ttf').expect(201);
      const body = res.body as FontDto;
      expect(body).toEqual({
        id: expect.any(Number),
        name: 'Titillium Regular',
        family: 'Titillium Regular',
        style: 'normal',
        weight: 400,
        format: 'ttf',
        mime: 'font/ttf',
        size: TTF.length,
        file_url: `/api/fonts/${body.id}/file`,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expectNoStoragePath(body);
      const files = storedFiles();
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^[0-9a-f]{32}\.ttf$/);
    });

    it('recognises the Apple "true" TrueType signature and OpenType (OTTO), with optional fields', async () => {
      const apple = await upload(admin, TTF_APPLE, { name: 'Apple Sans' }, 'apple.dfont').expect(201);
      expect(apple.body).toMatchObject({ format: 'ttf', mime: 'font/ttf' });
      const otf = await upload(
        admin,
        OTF,
        { name: 'Source Serif Bold Italic', family: 'Source Serif', style: 'italic', weight: '700' },
        'x.bin',
      ).expect(201);
      expect(otf.body).toMatchObject({
        name: 'Source Serif Bold Italic',
        family: 'Source Serif',
        style: 'italic',
        weight: 700,
        format: 'otf',
        mime: 'font/otf',
        size: OTF.length,
      });
      expectNoStoragePath(otf.body);
    });

    it('refuses a file that is not a TrueType/OpenType font, whatever its name, in the caller’s language', async () => {
      const before = storedFiles().length;
      const res = await upload(admin, PNG, { name: 'Fake' }, 'fake.ttf').expect(422);
      expect(res.body.errors).toEqual({ file: ['Sono ammessi solo font TrueType (.ttf) o OpenType (.otf)'] });
      const woff = await upload(admin, font('wOFF'), { name: 'Web font' }, 'web.otf').expect(422);
      expect(woff.body.errors.file).toHaveLength(1);
      await upload(admin, Buffer.from([0x00, 0x01]), { name: 'Short' }, 'short.ttf').expect(422);
      const en = await t.admin();
      en.lang = 'en';
      const english = await upload(en, PNG, { name: 'Fake' }, 'fake.otf').expect(422);
      expect(english.body.errors).toEqual({ file: ['Only TrueType (.ttf) or OpenType (.otf) fonts are allowed'] });
      expect(english.body.message).toBe('The submitted data is not valid');
      expect(storedFiles()).toHaveLength(before);
    });

    it('reports a missing file and missing or bad fields together (422)', async () => {
      const before = storedFiles().length;
      const res = await upload(admin, null, {}).expect(422);
      expect(res.body.errors).toEqual({ file: ['Allegare un file'], name: ['Campo obbligatorio'] });
      const noName = await upload(admin, TTF, { name: '   ' }).expect(422);
      expect(noName.body.errors).toEqual({ name: ['Campo obbligatorio'] });
      const bad = await upload(admin, TTF, { name: 'X', style: 'bold', weight: 'heavy' }).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['style', 'weight']);
      const json = await admin.post('/api/fonts').send({ name: 'No file' }).expect(422);
      expect(json.body.errors).toEqual({ file: ['Allegare un file'] });
      expect(storedFiles()).toHaveLength(before);
    });

    it('refuses a file over 10 MB with 413 and stores nothing', async () => {
      const before = storedFiles().length;
      const big = font(Buffer.from([0x00, 0x01, 0x00, 0x00]), 10 * 1024 * 1024 + 1);
      const res = await upload(admin, big, { name: 'Huge' }).expect(413);
      expect(res.body.statusCode).toBe(413);
      expect(storedFiles()).toHaveLength(before);
      // Exactly at the limit is fine.
      await upload(admin, font(Buffer.from([0x00, 0x01, 0x00, 0x00]), 10 * 1024 * 1024), { name: 'Just fits' }).expect(201);
    });
  });

  describe('list, show, update, delete, download', () => {
    let ids: number[];
    beforeAll(async () => {
      for (const f of (await admin.get('/api/fonts?range=[0,99]').expect(200)).body as FontDto[])
        await admin.delete(`/api/fonts/${f.id}`).expect(200);
      ids = [];
      for (const [name, file] of [
        ['Roboto', TTF],
        ['Lato Light', OTF],
        ['Merriweather', TTF],
      ] as const) {
        ids.push((await upload(admin, file, { name, family: name.split(' ')[0] }).expect(201)).body.id);
      }
    });

    it('lists with sort, range, search and getMany (ra-data-simple-rest)', async () => {
      const res = await admin.get('/api/fonts?sort=["name","ASC"]&range=[0,1]').expect(200);
      expect(res.headers['content-range']).toBe('fonts 0-1/3');
      expect(res.body.map((f: FontDto) => f.name)).toEqual(['Lato Light', 'Merriweather']);
      res.body.forEach(expectNoStoragePath);
      const desc = await admin.get('/api/fonts?sort=["created_at","DESC"]').expect(200);
      expect(desc.body).toHaveLength(3);
      const q = await admin.get(`/api/fonts?filter=${encodeURIComponent(JSON.stringify({ q: 'merri' }))}`).expect(200);
      expect(q.body.map((f: FontDto) => f.name)).toEqual(['Merriweather']);
      const byFamily = await admin.get(`/api/fonts?filter=${encodeURIComponent(JSON.stringify({ q: 'lato' }))}`).expect(200);
      expect(byFamily.body.map((f: FontDto) => f.id)).toEqual([ids[1]]);
      const many = await admin.get(`/api/fonts?filter=${encodeURIComponent(JSON.stringify({ id: [ids[0], ids[2]] }))}`).expect(200);
      expect(many.body.map((f: FontDto) => f.id).sort()).toEqual([ids[0], ids[2]].sort());
      await admin.get('/api/fonts?sort=["file_path","ASC"]').expect(400);
      await admin.get(`/api/fonts?filter=${encodeURIComponent(JSON.stringify({ file_path: 'x' }))}`).expect(400);
    });

    it('shows one font, 404 for a missing or malformed id', async () => {
      const res = await admin.get(`/api/fonts/${ids[1]}`).expect(200);
      expect(res.body).toMatchObject({
        id: ids[1],
        name: 'Lato Light',
        family: 'Lato',
        format: 'otf',
        file_url: `/api/fonts/${ids[1]}/file`,
      });
      expectNoStoragePath(res.body);
      await admin.get('/api/fonts/999999').expect(404);
      await admin.get('/api/fonts/abc').expect(404);
      const defaults = await admin.get('/api/fonts/create').expect(200);
      expect(defaults.body).toEqual({ name: '', family: '', style: 'normal', weight: 400 });
    });

    it('serves the bytes with the font MIME type', async () => {
      const ttf = await admin.get(`/api/fonts/${ids[0]}/file`).buffer(true).parse(binary).expect(200);
      expect(ttf.headers['content-type']).toBe('font/ttf');
      expect(Buffer.compare(ttf.body as Buffer, TTF)).toBe(0);
      expect(ttf.headers['content-length']).toBe(String(TTF.length));
      expect(ttf.headers['content-disposition']).toBe('inline; filename="Roboto.ttf"');
      const otf = await admin.get(`/api/fonts/${ids[1]}/file`).buffer(true).parse(binary).expect(200);
      expect(otf.headers['content-type']).toBe('font/otf');
      expect(Buffer.compare(otf.body as Buffer, OTF)).toBe(0);
      // Revalidation by an opaque tag that does not reveal the stored name either.
      expect(otf.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expectNoStoragePath(otf.headers);
      const again = await admin.get(`/api/fonts/${ids[1]}/file`).set('If-None-Match', otf.headers.etag).expect(304);
      expect(again.text ?? '').toBe('');
      await admin.get('/api/fonts/999999/file').expect(404);
    });

    it('updates the descriptive fields, never the file', async () => {
      const res = await admin
        .put(`/api/fonts/${ids[2]}`)
        .send({ name: 'Merriweather Bold', family: 'Merriweather', style: 'normal', weight: 700, size: 1, file_path: '/etc/passwd' })
        .expect(200);
      expect(res.body).toMatchObject({
        id: ids[2],
        name: 'Merriweather Bold',
        family: 'Merriweather',
        weight: 700,
        size: TTF.length,
        format: 'ttf',
      });
      expectNoStoragePath(res.body);
      const file = await admin.get(`/api/fonts/${ids[2]}/file`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(file.body as Buffer, TTF)).toBe(0);
      const bad = await admin.put(`/api/fonts/${ids[2]}`).send({ name: '', style: 'slanted', weight: 0 }).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'style', 'weight']);
      await admin.put('/api/fonts/999999').send({ name: 'X' }).expect(404);
    });

    it('deletes the record and its file', async () => {
      const before = storedFiles().length;
      const res = await admin.delete(`/api/fonts/${ids[0]}`).expect(200);
      expect(res.body).toMatchObject({ id: ids[0], name: 'Roboto' });
      expectNoStoragePath(res.body);
      expect(storedFiles()).toHaveLength(before - 1);
      await admin.get(`/api/fonts/${ids[0]}`).expect(404);
      await admin.get(`/api/fonts/${ids[0]}/file`).expect(404);
      await admin.delete(`/api/fonts/${ids[0]}`).expect(404);
    });
  });

  describe('who may use fonts', () => {
    it('refuses every event role, even an event ADMIN (403), and anonymous callers (401)', async () => {
      const existing = (await upload(admin, TTF, { name: 'Guarded' }).expect(201)).body.id as number;
      const before = storedFiles().length;
      const event = await createEvent(admin);
      const company = (await admin.post(`/api/events/${event.id}/companies`).send({ name: 'Espositore' }).expect(201)).body.id as number;
      for (const role of ['ADMIN', 'USER', 'VIEWER', 'SECRETARY', 'COMPANY'] as const) {
        const { client } = await userWithRole(t, admin, event.id, role, role === 'COMPANY' ? company : null);
        await client.get('/api/fonts').expect(403);
        await client.get(`/api/fonts/${existing}`).expect(403);
        await client.get(`/api/fonts/${existing}/file`).expect(403);
        await upload(client, TTF, { name: 'Sneaky' }).expect(403);
        await client.put(`/api/fonts/${existing}`).send({ name: 'Renamed' }).expect(403);
        await client.delete(`/api/fonts/${existing}`).expect(403);
      }
      const anon = t.client();
      await anon.get('/api/fonts').expect(401);
      await anon.get(`/api/fonts/${existing}/file`).expect(401);
      await anon.csrf();
      await upload(anon, TTF, { name: 'Anon' }).expect(401);
      await anon.delete(`/api/fonts/${existing}`).expect(401);
      expect(storedFiles()).toHaveLength(before);
      expect((await admin.get(`/api/fonts/${existing}`).expect(200)).body.name).toBe('Guarded');
    });
  });
});
