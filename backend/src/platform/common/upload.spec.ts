import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { AppConfig } from '../config/config';
import { ConfigModule } from '../config/config.module';
import { AppException } from './errors';
import { registerUploads, Upload, Uploaded, type MemoryUpload, type StoredUpload } from './upload';

const KB = 1024;

@Controller('t')
class UploadsTestController {
  @Post('disk')
  @Upload('file', { maxBytes: 10 * KB, folder: 'things', fields: 3, fieldSize: 16 })
  disk(@Body() body: unknown, @Uploaded() file: StoredUpload | undefined) {
    return { body, file: file && { ...file, path: undefined, stored: existsSync(file.path) } };
  }

  @Post('memory')
  @Upload('file', { maxBytes: () => 4 * KB })
  memory(@Body() body: unknown, @Uploaded() file: MemoryUpload | undefined) {
    return { body, file: file && { ...file, buffer: file.buffer.toString('latin1') } };
  }

  @Post('closed')
  @UseGuards({ canActivate: () => false })
  @Upload('file', { folder: 'things' })
  closed() {
    return 'never';
  }

  @Post('refuse')
  @Upload('file', { folder: 'things' })
  refuse(@Uploaded() file: StoredUpload | undefined) {
    throw new AppException(422, 'validation_failed', { params: { path: file?.path ?? '' } });
  }
}

describe('uploads (@fastify/multipart)', () => {
  let app: NestFastifyApplication;
  let dataDir: string;
  const http = () => request(app.getHttpServer());
  const stored = () => (existsSync(join(dataDir, 'uploads', 'things')) ? readdirSync(join(dataDir, 'uploads', 'things')) : []);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eventdesk-upload-'));
    const config = { dataDir, uploadMaxBytes: 8 * KB } as AppConfig;
    const module = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config)],
      controllers: [UploadsTestController],
    }).compile();
    app = module.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
    await registerUploads(app, config);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('streams the file to DATA_DIR/uploads/<folder> under a generated name, with the text fields as the body', async () => {
    const res = await http()
      .post('/t/disk')
      .field('definition_id', '7')
      .field('tag', 'a')
      .field('tag', 'b')
      .attach('file', Buffer.from('%PDF-1.7 hello'), { filename: 'Patente «B».pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(res.body).toEqual({
      body: { definition_id: '7', tag: ['a', 'b'] },
      file: {
        originalName: 'Patente «B».pdf',
        mimeType: 'application/pdf',
        size: 14,
        name: expect.stringMatching(/^[0-9a-f]{32}$/),
        stored: true,
      },
    });
    expect(stored()).toEqual([res.body.file.name]);
    expect(await readFile(join(dataDir, 'uploads', 'things', res.body.file.name), 'latin1')).toBe('%PDF-1.7 hello');
  });

  it('keeps the bytes in memory without a folder, up to the limit exactly', async () => {
    const exact = Buffer.alloc(4 * KB, 'x');
    const res = await http().post('/t/memory').attach('file', exact, 'bg.png').expect(201);
    expect(res.body.file).toMatchObject({ originalName: 'bg.png', size: 4 * KB, buffer: exact.toString('latin1') });
  });

  it('answers 413 over the limit and keeps nothing', async () => {
    const before = stored();
    const disk = await http()
      .post('/t/disk')
      .attach('file', Buffer.alloc(10 * KB + 1), 'big.pdf')
      .expect(413);
    expect(disk.body.message).toBe('payload_too_large');
    await http()
      .post('/t/memory')
      .attach('file', Buffer.alloc(4 * KB + 1), 'big.png')
      .expect(413);
    // Much larger than the limit: the rest of the body is read and dropped, the client gets its answer.
    await http()
      .post('/t/disk')
      .attach('file', Buffer.alloc(3 * 1024 * KB), 'huge.pdf')
      .expect(413);
    expect(stored()).toEqual(before);
  });

  it('answers 400 for a file in another field, a second file, too many or too long fields, and keeps nothing', async () => {
    const before = stored();
    const pdf = Buffer.from('%PDF-1.7');
    for (const req of [
      http().post('/t/disk').attach('document', pdf, 'a.pdf'),
      http().post('/t/disk').attach('file', pdf, 'a.pdf').attach('file', pdf, 'b.pdf'),
      http().post('/t/disk').attach('file', pdf, 'a.pdf').attach('other', pdf, 'b.pdf'),
      http().post('/t/disk').field('a', '1').field('b', '2').field('c', '3').field('d', '4').attach('file', pdf, 'a.pdf'),
      http().post('/t/disk').field('a', 'x'.repeat(17)).attach('file', pdf, 'a.pdf'),
    ]) {
      const res = await req;
      expect([res.status, res.body.message]).toEqual([400, 'bad_request']);
    }
    // The defaults of registerUploads: 20 fields of at most 64 KB.
    const many = http().post('/t/memory');
    for (let i = 0; i < 21; i++) many.field(`f${i}`, 'x');
    const long = http()
      .post('/t/memory')
      .field('f', 'x'.repeat(64 * KB + 1));
    for (const res of [await many, await long]) expect([res.status, res.body.message]).toEqual([400, 'bad_request']);
    const cut = await http()
      .post('/t/disk')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF');
    expect(cut.status).toBe(400);
    expect(stored()).toEqual(before);
  });

  it('gives the handler no file when none is sent: only fields, a JSON body, no body', async () => {
    expect((await http().post('/t/disk').field('x', '1').expect(201)).body).toEqual({ body: { x: '1' } });
    expect((await http().post('/t/disk').send({ name: 'No file' }).expect(201)).body).toEqual({ body: { name: 'No file' } });
    expect((await http().post('/t/memory').expect(201)).body.file).toBeUndefined();
  });

  it('refuses a multipart body that is not a form with 415', async () => {
    for (const type of ['multipart/mixed', 'multipart/related', 'multipart/alternative']) {
      const res = await http().post('/t/disk').set('Content-Type', `${type}; boundary=XYZ`).send('--XYZ\r\n\r\nhello\r\n--XYZ--\r\n');
      expect(res.status).toBe(415);
    }
  });

  it('reads nothing before the guards have let the request through', async () => {
    const before = stored();
    await http()
      .post('/t/closed')
      .attach('file', Buffer.alloc(3 * 1024 * KB), 'a.pdf')
      .expect(403);
    expect(stored()).toEqual(before);
  });

  it('removes the stored file when the handler refuses the upload', async () => {
    const before = stored();
    const res = await http().post('/t/refuse').attach('file', Buffer.from('%PDF-1.7'), 'a.pdf').expect(422);
    expect(res.body.message).toBe('validation_failed');
    expect(stored()).toEqual(before);
  });
});
