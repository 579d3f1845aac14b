#!/usr/bin/env node
// The framework floor: how many requests a second NestJS answers on its Express and its Fastify
// adapter when the handler costs nothing, against node:http and the bare frameworks, all serving the
// same 25-row JSON page behind a route table of the API's size (117 routes), with a global guard and
// an id pipe as our routes have. It decides whether moving the API to Fastify could pay (DESIGN:
// "Fastify only on measured evidence"). Run: `node bench/adapter-floor.mjs` (writes
// bench/results/adapter-floor.json). Only 127.0.0.1; each server in a child process of its own.
// Kept as a historical measure since the API moved to Fastify: express and @nestjs/platform-express are
// no longer the backend's, so they must be installed beside it (root devDependencies) for this to run.
import 'reflect-metadata';
import { fork } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'backend/package.json'));
const missing = ['express', '@nestjs/platform-express'].filter((name) => {
  try {
    require.resolve(name);
    return false;
  } catch {
    return true;
  }
});
if (missing.length) {
  console.error(`adapter-floor: ${missing.join(' and ')} missing; install them at the root: npm install -D ${missing.join(' ')}`);
  process.exit(1);
}
const TARGETS = ['raw', 'express', 'fastify', 'nest-express', 'nest-fastify'];
const DURATION = Number(process.env.FLOOR_DURATION ?? 5);
const ROUNDS = 2;
const ROUTES = 117;

const ROWS = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  event_id: 1,
  ...Object.fromEntries(Array.from({ length: 40 }, (_, f) => [`field_${f}`, f % 3 === 0 ? null : f % 3 === 1 ? `value ${i}-${f}` : f * i])),
  created_at: '2027-05-01T09:30:00.000Z',
}));

async function serve(target) {
  const pathFor = (i) => `/api/area${i}/:eventId/items`;
  const page = () => ROWS;
  if (target === 'raw') {
    const http = await import('node:http');
    const server = http.createServer((req, res) => {
      const m = /^\/api\/events\/(\d+)\/attendees/.exec(req.url);
      if (!m) return res.writeHead(404).end();
      const body = JSON.stringify(page(Number(m[1])));
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) }).end(body);
    });
    return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server.address().port)));
  }
  if (target === 'express') {
    const express = require('express');
    const app = express();
    app.set('etag', false); // as the API: no ETag computed over every answer
    for (let i = 0; i < ROUTES - 1; i++) app.get(pathFor(i), (_req, res) => res.json([]));
    app.get('/api/events/:eventId/attendees', (req, res) => res.json(page(Number(req.params.eventId))));
    return new Promise((r) => {
      const server = app.listen(0, '127.0.0.1', () => r(server.address().port));
    });
  }
  if (target === 'fastify') {
    const fastify = require(require.resolve('fastify', { paths: [dirname(require.resolve('@nestjs/platform-fastify'))] }))();
    for (let i = 0; i < ROUTES - 1; i++) fastify.get(pathFor(i), async () => []);
    fastify.get('/api/events/:eventId/attendees', async (req) => page(Number(req.params.eventId)));
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    return fastify.server.address().port;
  }
  const { Module, Controller, Get, Param, ParseIntPipe, Injectable } = require('@nestjs/common');
  const { NestFactory, APP_GUARD } = require('@nestjs/core');
  class Guard {
    canActivate() {
      return true;
    }
  }
  Injectable()(Guard);
  const controllers = [];
  for (let i = 0; i < ROUTES; i++) {
    const last = i === ROUTES - 1;
    class C {
      list(eventId) {
        return last ? page(eventId) : [];
      }
    }
    Controller(last ? 'api/events/:eventId/attendees' : `api/area${i}/:eventId/items`)(C);
    const descriptor = Object.getOwnPropertyDescriptor(C.prototype, 'list');
    Get()(C.prototype, 'list', descriptor);
    Param('eventId', ParseIntPipe)(C.prototype, 'list', 0);
    controllers.push(C);
  }
  class AppModule {}
  Module({ controllers, providers: [{ provide: APP_GUARD, useClass: Guard }] })(AppModule);
  const adapter = target === 'nest-fastify' ? new (require('@nestjs/platform-fastify').FastifyAdapter)() : undefined;
  const app = await NestFactory.create(AppModule, ...(adapter ? [adapter] : []), { logger: false });
  if (!adapter) app.getHttpAdapter().getInstance().set('etag', false);
  await app.listen(0, '127.0.0.1');
  return app.getHttpServer().address().port;
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3]).then((port) => process.send({ port }));
} else {
  const autocannon = createRequire(join(ROOT, 'package.json'))('autocannon');
  const servers = {};
  for (const target of TARGETS) {
    const child = fork(fileURLToPath(import.meta.url), ['serve', target], { stdio: 'inherit' });
    const port = await new Promise((r) => child.once('message', (m) => r(m.port)));
    servers[target] = { child, port };
  }
  const results = Object.fromEntries(TARGETS.map((t) => [t, []]));
  const run = (port, duration) => autocannon({ url: `http://127.0.0.1:${port}/api/events/7/attendees`, connections: 8, duration });
  for (const target of TARGETS) await run(servers[target].port, 1); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of TARGETS) {
      const r = await run(servers[target].port, DURATION);
      if (r.non2xx || r.errors) throw new Error(`${target}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      results[target].push(r.requests.average);
    }
  }
  for (const { child } of Object.values(servers)) child.kill();
  const rps = Object.fromEntries(TARGETS.map((t) => [t, Math.round(results[t].reduce((a, b) => a + b, 0) / ROUNDS)]));
  const ratio = Object.fromEntries(TARGETS.map((t) => [t, Number((rps[t] / rps.raw).toFixed(3))]));
  const out = {
    date: new Date().toISOString(),
    node: process.version,
    routes: ROUTES,
    rows: ROWS.length,
    seconds: DURATION,
    rounds: ROUNDS,
    rps,
    ratio_to_raw: ratio,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/adapter-floor.json'), JSON.stringify(out, null, 2) + '\n');
  console.table(TARGETS.map((t) => ({ target: t, 'req/s': rps[t], 'x raw': ratio[t] })));
}
