import { ForbiddenException, type CallHandler, type CanActivate, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { PassDto } from '@eventdesk/shared';
import { tap } from 'rxjs';
import type { HttpReply, HttpRequest } from '../src/platform/common/http';
import { Scan } from '../src/gate/scans/scan.entities';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

interface Seen {
  by: 'guard' | 'interceptor';
  route: string;
  handler: string;
}

/** Where a request went: the route it matched and the controller method that serves it. */
const seenBy = (by: Seen['by'], ctx: ExecutionContext): Seen => {
  const req = ctx.switchToHttp().getRequest<HttpRequest>();
  return { by, route: `${req.method} ${req.routeOptions.url}`, handler: `${ctx.getClass().name}.${ctx.getHandler().name}` };
};

/**
 * One pipeline for every request, the gate's scans included: a global guard and a global interceptor
 * added as any feature would add them see `POST /api/events/:eventId/scans` as they see any other
 * route, the interceptor sees the scan's answer, and the guard's refusal stops a scan before it is written.
 */
describe('a scan goes through the pipeline of every request', () => {
  const seen: Seen[] = [];
  const answers: unknown[] = [];
  const probeGuard: CanActivate = {
    canActivate: (ctx) => {
      seen.push(seenBy('guard', ctx));
      if (ctx.switchToHttp().getRequest<HttpRequest>().headers['x-probe-refuse']) throw new ForbiddenException();
      return true;
    },
  };
  const probeInterceptor: NestInterceptor = {
    intercept: (ctx: ExecutionContext, next: CallHandler) => {
      seen.push(seenBy('interceptor', ctx));
      ctx.switchToHttp().getResponse<HttpReply>().header('x-probe', 'seen');
      return next.handle().pipe(tap((answer) => answers.push(answer)));
    },
  };

  let t: TestApp;
  let admin: ApiClient;
  let gate: ApiClient;
  let eventId: number;
  let zoneId: number;
  let code: string;
  let seq = 0;
  const url = () => `/api/events/${eventId}/scans`;
  const body = () => ({ code, zone_id: zoneId, direction: 'OUT', device_id: 'gate-p', nonce: `p${++seq}` });
  const scans = () => t.db.getRepository(Scan).countBy({ eventId });

  beforeAll(async () => {
    t = await startTestApp(
      {},
      {
        beforeInit: (app) => {
          app.useGlobalGuards(probeGuard);
          app.useGlobalInterceptors(probeInterceptor);
        },
      },
    );
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    const category = await createCategory(admin, eventId, 'Team');
    zoneId = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'GATE', code: 'GATE', anti_passback: false }).expect(201))
      .body.id as number;
    const holder = await createAttendee(
      admin,
      eventId,
      minimalAttendee(category, await createCompany(admin, eventId, { name: 'Scuderia' })),
    );
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: holder, zone_id: zoneId }).expect(201);
    code = ((await admin.get(`/api/events/${eventId}/attendees/${holder}/pass`).expect(200)).body as PassDto).code;
    gate = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    seen.length = 0;
    answers.length = 0;
  });

  it('passes a scan through the global guard and interceptor, as it passes any other route', async () => {
    const scan = await gate.post(url()).send(body()).expect(201);
    expect(seen).toEqual([
      { by: 'guard', route: 'POST /api/events/:eventId/scans', handler: 'ScansController.scan' },
      { by: 'interceptor', route: 'POST /api/events/:eventId/scans', handler: 'ScansController.scan' },
    ]);
    expect(answers).toEqual([expect.objectContaining({ id: scan.body.id, nonce: scan.body.nonce })]);
    expect(scan.headers['x-probe']).toBe('seen');

    seen.length = 0;
    const occupancy = await gate.get(`/api/events/${eventId}/access-controls/occupancy`).expect(200);
    const occupancyRoute = { route: 'GET /api/events/:eventId/access-controls/occupancy', handler: 'AccessControlsController.occupancy' };
    expect(seen).toEqual([
      { by: 'guard', ...occupancyRoute },
      { by: 'interceptor', ...occupancyRoute },
    ]);
    expect(occupancy.headers['x-probe']).toBe('seen');
  });

  it('stops a scan the global guard refuses, in the API’s error shape, before anything is written', async () => {
    const before = await scans();
    const refused = await gate.post(url()).set('X-Probe-Refuse', '1').send(body());
    expect([refused.status, refused.body.statusCode, typeof refused.body.message]).toEqual([403, 403, 'string']);
    expect(seen.map((s) => s.by)).toEqual(['guard']);
    expect(await scans()).toBe(before);
  });

  it('checks a scan with the authorization guard first: one it refuses reaches no other guard nor the interceptor', async () => {
    const user = (await userWithRole(t, admin, eventId, 'USER')).client;
    seen.length = 0;
    await user.post(url()).send(body()).expect(403);
    expect(seen).toEqual([]);
  });
});
