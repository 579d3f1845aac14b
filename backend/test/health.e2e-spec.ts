import { Logger } from '@nestjs/common';
import { Repository, type ObjectLiteral } from 'typeorm';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { AuditService } from '../src/platform/audit/audit.service';
import { startTestApp, type TestApp } from './support/test-app';

describe('health, errors and static files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the health check with a database ping, without the version to anyone', async () => {
    const res = await t.client().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('shows signed-in staff the version and the count of lost audit rows', async () => {
    const admin = await t.admin();
    const res = await admin.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/), audit_write_failures: 0 });
  });

  it('logs a failed audit write at error and counts it; the sign-in it belonged to still answers', async () => {
    const audit = t.app.get(AuditService);
    const original = Repository.prototype.insert;
    const insert = jest.spyOn(Repository.prototype, 'insert').mockImplementation(function (this: Repository<ObjectLiteral>, ...args) {
      if (this.target === AuditLog) return Promise.reject(new Error('disk full'));
      return original.apply(this, args);
    });
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const before = audit.writeFailures;
      const anonymous = t.client();
      const res = await anonymous.login('nobody@health.test', 'wrong-password-1');
      expect(res.status).toBe(422);
      expect(audit.writeFailures).toBe(before + 1);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/Audit write failed .*login_failed.*disk full/));
    } finally {
      insert.mockRestore();
      logged.mockRestore();
    }
    const admin = await t.admin();
    expect((await admin.get('/api/health').expect(200)).body.audit_write_failures).toBe(audit.writeFailures);
    expect(audit.writeFailures).toBeGreaterThan(0);
  });

  it('answers unknown routes with a JSON 404 in the caller language', async () => {
    const it = await t.client().get('/api/nowhere').expect(404);
    expect(it.body).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Indirizzo non trovato' });
    const client = t.client();
    client.lang = 'en';
    const en = await client.get('/api/nowhere').expect(404);
    expect(en.body.message).toBe('No such address');
  });

  it('refuses state-changing calls without the anti-forgery token with 419', async () => {
    const res = await t.client().agent.post('/login').send({ email: 'x@y.z', password: 'whatever-123' }).expect(419);
    expect(res.body.code).toBe('csrf_token_mismatch');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const admin = await t.admin();
    const res = await admin.post('/api/events').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(res.body.message).toBe('Il corpo della richiesta non è JSON valido');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|SyntaxError/);
  });

  it('sets the security headers on every answer', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The font preview before upload loads the file from an object URL (issue 11).
    expect(res.headers['content-security-policy']).toContain("font-src 'self' data: blob:");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
