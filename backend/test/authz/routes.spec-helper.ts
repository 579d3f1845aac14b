/**
 * Support for the role × route matrix: the fixture world its rows run in, running one row as one
 * actor, and listing the routes the running application declares (Nest metadata) beside those it serves
 * (served-routes.ts).
 */
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type request from 'supertest';
import { POLICY_KEY, type RoutePolicy } from '../../src/platform/common/policy.decorator';
import type { ApiClient } from '../support/api-client';
import { streamStatus } from '../support/sse';
import { createEvent, userWithRole } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { routeKey } from './served-routes';
import { ACTORS, TTF, type Actor, type ActorContext, type MatrixWorld, type Params, type RouteRow } from './matrix-kit';
import { totp } from '../support/two-factor';

const PASSWORD = 'password-for-matrix';

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

async function ok(res: Promise<request.Response> | request.Test, what: string, statuses = [200, 201]): Promise<request.Response> {
  const r = await res;
  if (!statuses.includes(r.status)) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

export interface Matrix {
  world: MatrixWorld;
  actors: Record<Actor, ActorContext>;
  /** The world's own superadmin client (not an actor). */
  admin: ApiClient;
}

/**
 * Superadmin, event A with company X, one user per role in A (COMPANY bound to X), an ADMIN of event
 * B, a second superadmin as the `superadmin` actor and an anonymous client holding the XSRF cookie.
 */
export async function buildMatrix(t: TestApp): Promise<Matrix> {
  const admin = await t.admin();
  const eventA = (await createEvent(admin, { name: 'Evento A', sku: 'EVA' })).id;
  const eventB = (await createEvent(admin, { name: 'Evento B', sku: 'EVB' })).id;
  const companyA = (await ok(admin.post(`/api/events/${eventA}/companies`).send({ name: 'Azienda X' }), 'company X')).body.id as number;
  const category = (await ok(admin.post('/api/event-categories').send({ name: 'Congresso' }), 'category')).body.id as number;
  const freshFont = async () =>
    (
      await ok(
        admin
          .post('/api/fonts')
          .field('name', unique('Font'))
          .attach('file', TTF, { filename: 'font.ttf', contentType: 'application/octet-stream' }),
        'font',
      )
    ).body.id as number;
  const font = await freshFont();

  const newUser = async (extra: Record<string, unknown> = {}) => {
    const email = `${unique('user')}@eventdesk.test`;
    const res = await ok(
      admin.post('/api/users').send({ name: 'Utente', email, password: PASSWORD, password_confirmation: PASSWORD, ...extra }),
      'user',
    );
    return { id: res.body.id as number, email };
  };
  const plainUser = (await newUser()).id;

  const anonymous = t.client();
  await anonymous.csrf();
  const sa = await newUser({ is_superadmin: true });
  const saClient = t.client();
  await ok(saClient.login(sa.email, PASSWORD), 'superadmin login');

  const actors = {
    anonymous: { name: 'anonymous', client: anonymous, userId: null, password: null },
    superadmin: { name: 'superadmin', client: saClient, userId: sa.id, password: PASSWORD },
  } as Record<Actor, ActorContext>;
  for (const role of ['ADMIN', 'USER', 'VIEWER', 'SECRETARY', 'COMPANY'] as const) {
    const u = await userWithRole(t, admin, eventA, role, role === 'COMPANY' ? companyA : null);
    actors[role] = { name: role, client: u.client, userId: u.id, password: u.password };
  }
  const other = await userWithRole(t, admin, eventB, 'ADMIN');
  actors.otherEvent = { name: 'otherEvent', client: other.client, userId: other.id, password: other.password };

  const enrolTwoFactor = async (a: ActorContext): Promise<string | null> => {
    if (!a.userId) return null;
    await ok(a.client.post('/user/two-factor-authentication'), `${a.name} enable 2FA`);
    return (await ok(a.client.get('/user/two-factor-secret-key'), `${a.name} secret`)).body.secretKey as string;
  };

  const world: MatrixWorld = {
    eventA,
    eventB,
    companyA,
    category,
    font,
    plainUser,
    freshEvent: async () => (await createEvent(admin)).id,
    freshCompany: async (eventId) =>
      (await ok(admin.post(`/api/events/${eventId}/companies`).send({ name: unique('Azienda') }), 'company')).body.id,
    freshCategory: async () => (await ok(admin.post('/api/event-categories').send({ name: unique('Categoria') }), 'category')).body.id,
    freshUser: async () => (await newUser()).id,
    freshFont,
    enrolTwoFactor,
    confirmTwoFactor: async (a) => {
      const secret = await enrolTwoFactor(a);
      if (secret)
        await ok(a.client.post('/user/confirmed-two-factor-authentication').send({ code: totp(secret) }), `${a.name} confirm 2FA`);
    },
    removeTwoFactor: async (a) => {
      if (!a.userId) return;
      if (a.password) await a.client.confirmPassword(a.password);
      await ok(a.client.delete('/user/two-factor-authentication'), `${a.name} disable 2FA`);
    },
    totp,
    unique,
    admin,
    db: t.db,
  };
  return { world, actors, admin };
}

/** `/api/events/:eventId/companies/:id` with the params filled in; every placeholder must get a value. */
export function fillPath(path: string, params: Params): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** Runs one row as one actor: setup, the request, teardown. */
export async function runRow(row: RouteRow, actor: ActorContext, world: MatrixWorld): Promise<request.Response> {
  const params: Params = { eventId: world.eventA, ...(row.setup ? await row.setup(world, actor) : {}) };
  const url = fillPath(row.path, params) + (row.query?.(params) ?? '');
  const c = actor.client;
  if (row.stream) {
    const res = await streamStatus(c, url);
    if (row.teardown) await row.teardown(world, actor);
    return res as request.Response;
  }
  let req: request.Test;
  switch (row.method) {
    case 'GET':
      req = c.get(url);
      break;
    case 'POST':
      req = c.post(url);
      break;
    case 'PUT':
      req = c.put(url);
      break;
    case 'DELETE':
      req = c.delete(url);
      break;
    case 'PATCH':
      req = c.agent.patch(url);
      break;
  }
  if (row.attach) {
    for (const [key, value] of Object.entries(row.attach.fields?.(world, params) ?? {})) req = req.field(key, value);
    req = req.attach(row.attach.field, row.attach.content, { filename: row.attach.filename, contentType: 'application/octet-stream' });
  } else if (row.body) req = req.send(typeof row.body === 'function' ? row.body(params, world, actor) : row.body);
  const res = await req;
  if (row.teardown) await row.teardown(world, actor);
  return res;
}

export interface NestHandler {
  key: string;
  controller: string;
  handler: string;
  policy: RoutePolicy | undefined;
}

const joinPaths = (...parts: string[]) =>
  '/' +
  parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
const asArray = (v: string | string[] | undefined) => (v === undefined ? [''] : Array.isArray(v) ? v : [v]);

/** Every controller route handler Nest knows, with the policy the guard will read (handler, else class). */
export function nestHandlers(app: NestFastifyApplication): NestHandler[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const out: NestHandler[] = [];
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!type) continue;
    // Own and inherited methods (a base controller's routes count too), the nearest definition winning.
    const methods = new Map<string, unknown>();
    for (let proto = type.prototype as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        // Read descriptors, not properties: a getter on the prototype must not run.
        if (name !== 'constructor' && !methods.has(name)) methods.set(name, Object.getOwnPropertyDescriptor(proto, name)?.value);
      }
    }
    for (const [name, fn] of methods) {
      if (typeof fn !== 'function') continue;
      const methodPath = Reflect.getMetadata(PATH_METADATA, fn) as string | string[] | undefined;
      if (methodPath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod];
      const policy = (Reflect.getMetadata(POLICY_KEY, fn) ?? Reflect.getMetadata(POLICY_KEY, type)) as RoutePolicy | undefined;
      for (const base of asArray(Reflect.getMetadata(PATH_METADATA, type))) {
        for (const sub of asArray(methodPath)) {
          out.push({ key: routeKey(method, joinPaths(base, sub)), controller: type.name, handler: name, policy });
        }
      }
    }
  }
  return out;
}

export { ACTORS, routeKey };
export { servedRoutes } from './served-routes';
