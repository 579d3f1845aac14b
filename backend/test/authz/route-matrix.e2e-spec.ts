/**
 * The role × route matrix (issue 3): every row (each resource's `<name>.matrix.ts`, collected in
 * route-matrix.ts) run as every actor, plus the checks that keep the matrix complete (every registered
 * route has a row or is skipped on purpose) and that no route exists without an authorization policy.
 */
import { ForbiddenException, type ExecutionContext } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { MyAreaController } from '../../src/myarea/myarea.controller';
import { SUBJECTS } from '@eventdesk/shared';
import { AuthService } from '../../src/platform/auth/auth.service';
import { TotemDeviceCache } from '../../src/platform/auth/totem-device-cache';
import { EventSettingsService } from '../../src/platform/events/event-settings.service';
import { AuthzGuard } from '../../src/platform/authz/authz.guard';
import { APP_CONFIG } from '../../src/platform/config/config.module';
import { startTestApp, type TestApp } from '../support/test-app';
import { ACTORS, ATTENDEE_ROUTES, PUBLIC_ROUTES, ROUTE_MATRIX, SKIPPED_ROUTES, type Actor, type RouteRow } from './route-matrix';
import { buildMatrix, nestHandlers, routeKey, runRow, servedRoutes, type Matrix } from './routes.spec-helper';

interface Case {
  name: string;
  row: RouteRow;
  actor: Actor;
  expected: number;
  bug?: string;
}

const cases: Case[] = ROUTE_MATRIX.flatMap((row) =>
  ACTORS.map((actor) => ({
    name: `${actor} ${row.method} ${row.path} → ${row.expect[actor]}`,
    row,
    actor,
    expected: row.expect[actor],
    bug: row.knownBugs?.[actor],
  })),
);

describe('role × route matrix', () => {
  let t: TestApp;
  let m: Matrix;
  beforeAll(async () => {
    t = await startTestApp();
    m = await buildMatrix(t);
  }, 60_000);
  afterAll(() => t?.close());

  const run = async ({ row, actor, expected }: Case) => {
    const res = await runRow(row, m.actors[actor], m.world);
    if (res.status !== expected) {
      throw new Error(`${actor} ${row.method} ${row.path}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
    }
  };

  const working = cases.filter((c) => !c.bug);
  const broken = cases.filter((c) => c.bug);
  it.each(working)('$name', run);
  // A known production bug (see the row's knownBugs): the expectation is the right answer; the API
  // does not give it yet. Jest reports these as passing while they fail, and flags them once fixed.
  if (broken.length) it.failing.each(broken)('$name (known bug: $bug)', run);

  describe('completeness', () => {
    it('has one row per (method, path), each with an expectation for every actor', () => {
      const keys = ROUTE_MATRIX.map((r) => routeKey(r.method, r.path));
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
      for (const row of ROUTE_MATRIX) {
        expect(Object.keys(row.expect).sort()).toEqual([...ACTORS].sort());
        for (const a of ACTORS) expect(row.expect[a]).toEqual(expect.any(Number));
      }
    });

    it('covers every route the running app serves (a new route without a row fails here)', () => {
      const { routes } = servedRoutes(t.app);
      const covered = new Set([...ROUTE_MATRIX.map((r) => routeKey(r.method, r.path)), ...Object.keys(SKIPPED_ROUTES)]);
      expect(routes.length).toBeGreaterThan(40);
      expect(routes.filter((r) => !covered.has(r))).toEqual([]);
    });

    it('has no row or skip for a route the app does not serve', () => {
      const registered = new Set(servedRoutes(t.app).routes);
      const stale = [...ROUTE_MATRIX.map((r) => routeKey(r.method, r.path)), ...Object.keys(SKIPPED_ROUTES)].filter(
        (k) => !registered.has(k),
      );
      expect(stale).toEqual([]);
    });

    it('serves the routes of the Nest controllers and no other (wildcard routes serve files only)', () => {
      const { routes, files } = servedRoutes(t.app);
      const handlers = nestHandlers(t.app);
      expect(handlers.map((h) => h.key).sort()).toEqual([...routes].sort());
      // @fastify/static's routes (uploads, built front ends); a controller route for every method (@All) would show in the handlers.
      expect(files).toContain('GET /uploads/events/*');
      // A wildcard, or @fastify/static's redirect to the folder of a served wildcard (`GET /myarea`).
      for (const file of files) expect([file, /^GET \/(.+\/)?\*$/.test(file) || files.includes(`${file}/*`)]).toEqual([file, true]);
      expect(handlers.filter((h) => h.key.startsWith('ALL '))).toEqual([]);
    });
  });

  describe('every route declares a policy', () => {
    it('no controller route is without policy metadata', () => {
      const handlers = nestHandlers(t.app);
      expect(handlers.length).toBeGreaterThan(40);
      expect(handlers.filter((h) => !h.policy).map((h) => `${h.controller}.${h.handler} (${h.key})`)).toEqual([]);
    });

    it('each policy is well formed and checked in the event its path names', () => {
      const problems: string[] = [];
      for (const { key, policy } of nestHandlers(t.app)) {
        if (!policy) continue;
        if (!['public', 'authenticated', 'enrolment', 'attendee', 'ability'].includes(policy.kind))
          problems.push(`${key}: unknown kind ${policy.kind}`);
        if (policy.kind !== 'ability') continue;
        if (policy.permissions.length === 0) problems.push(`${key}: no permission`);
        for (const [, subject] of policy.permissions)
          if (!(SUBJECTS as readonly string[]).includes(subject)) problems.push(`${key}: unknown subject ${subject}`);
        // An eventParam the path lacks would silently check the permission outside any event.
        if (policy.eventParam && !key.includes(`/:${policy.eventParam}`))
          problems.push(`${key}: eventParam ${policy.eventParam} not in the path`);
        // A route under an event must be checked in that event (membership → 404, role → 403).
        if (key.includes('/:eventId') && (policy.eventParam ?? 'eventId') !== 'eventId') problems.push(`${key}: not checked in :eventId`);
      }
      expect(problems).toEqual([]);
    });

    it('only the routes listed in PUBLIC_ROUTES are public', () => {
      const publicRoutes = nestHandlers(t.app)
        .filter((h) => h.policy?.kind === 'public')
        .map((h) => h.key)
        .sort();
      expect(publicRoutes).toEqual([...PUBLIC_ROUTES].sort());
    });

    it('only the routes listed in ATTENDEE_ROUTES are behind the attendee session', () => {
      const attendeeRoutes = nestHandlers(t.app)
        .filter((h) => h.policy?.kind === 'attendee')
        .map((h) => h.key)
        .sort();
      expect(attendeeRoutes).toEqual([...ATTENDEE_ROUTES].sort());
    });

    it('refuses the attendee routes when nothing checks the attendee session (fails closed)', async () => {
      const noModules = {
        get: () => {
          throw new Error('no provider');
        },
      } as unknown as ModuleRef;
      const guard = new AuthzGuard(
        new Reflector(),
        t.app.get(AuthService),
        t.app.get(APP_CONFIG),
        t.app.get(EventSettingsService),
        noModules,
        t.app.get(TotemDeviceCache),
      );
      const handler = Object.getOwnPropertyDescriptor(MyAreaController.prototype, 'me')!.value as () => unknown;
      const context = {
        getHandler: () => handler,
        getClass: () => MyAreaController,
        switchToHttp: () => ({ getRequest: () => ({ method: 'GET', path: '/api/x/attendee', session: {}, params: { token: 'x' } }) }),
      } as unknown as ExecutionContext;
      const refusal = await Promise.resolve()
        .then(() => guard.canActivate(context))
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect((refusal as ForbiddenException).getStatus()).toBe(403);
    });

    it('the guard refuses a handler without a policy', async () => {
      const guard = new AuthzGuard(
        new Reflector(),
        t.app.get(AuthService),
        t.app.get(APP_CONFIG),
        t.app.get(EventSettingsService),
        t.app.get(ModuleRef),
        t.app.get(TotemDeviceCache),
      );
      const context = {
        getHandler: () => function undeclared() {},
        getClass: () => class UndeclaredController {},
        switchToHttp: () => ({ getRequest: () => ({ method: 'GET', url: '/api/undeclared', session: {} }) }),
      } as unknown as ExecutionContext;
      const refusal = await guard.canActivate(context).then(
        () => null,
        (err: unknown) => err,
      );
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as ForbiddenException).getStatus()).toBe(403);
    });
  });
});
