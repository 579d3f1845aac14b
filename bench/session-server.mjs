// The bare baseline of P3: the same adapter as the app (Fastify with @fastify/cookie and
// @fastify/session) and the same session store (the database store of backend/dist/platform/auth/session-store.js
// with its touch, or Redis with REDIS_URL), the same cookie and secret (loadConfig over the same
// DATA_DIR), answering GET /api/user with the same JSON: the user with its roles from one query, kept
// as long as the API keeps it (5 s, auth/auth-user-cache.ts: the same freshness, no query per request).
// No Nest, no guard, no CSRF, no security headers, no request log.
// Started by scripts/bench.mjs with the app's environment; says { ready } over IPC. env: PORT too.
import { createRequire } from 'node:module';

process.env.TZ = 'UTC';
const require = createRequire(new URL('../backend/package.json', import.meta.url));
require('reflect-metadata');
const Fastify = require('fastify');
const fastifyCookie = require('@fastify/cookie');
const fastifySession = require('@fastify/session');
const { loadConfig } = require('./dist/platform/config/config.js');
const { createDataSource } = require('./dist/platform/database/data-source.js');
const { ENTITIES } = require('./dist/entities.js');
const { sessionTouch, TypeormSessionStore } = require('./dist/platform/auth/session-store.js');
const { SESSION_COOKIE } = require('./dist/platform/auth/session-cookie.js');
const { toAuthUser } = require('./dist/platform/auth/auth-user.js');
const { secondFactorState } = require('./dist/platform/auth/auth.service.js');
const { User } = require('./dist/platform/users/user.entity.js');
const { toUserDto } = require('./dist/platform/users/users.service.js');
const { TtlCache } = require('./dist/platform/common/ttl-cache.js');

const config = loadConfig();
const db = createDataSource(config.database, ENTITIES);
await db.initialize();

async function store() {
  if (!config.redisUrl) return new TypeormSessionStore(db, config.sessionIdleMinutes * 60_000, config.sessionTouchSeconds * 1000);
  const { RedisStore } = require('connect-redis');
  const client = require('redis').createClient({ url: config.redisUrl });
  await client.connect();
  return new RedisStore({ client, prefix: 'eventdesk:sess:', ttl: config.sessionIdleMinutes * 60 });
}

const app = Fastify({ logger: false });
const sessions = await store();
// The options of backend/src/app.factory.ts (keep them in step: the bench compares the Set-Cookie headers).
await app.register(fastifyCookie);
await app.register(fastifySession, {
  cookieName: SESSION_COOKIE,
  cookiePrefix: 's:',
  secret: config.sessionSecret,
  store: sessions,
  saveUninitialized: false,
  rolling: false,
  cookie: { httpOnly: true, sameSite: 'lax', secure: config.appUrl.startsWith('https:'), path: '/' },
});
sessionTouch(app, sessions);

const users = new TtlCache(5_000);
const userOf = (userId) =>
  users.get(userId, () =>
    db
      .getRepository(User)
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.eventRoles', 'role')
      .where('user.id = :userId', { userId })
      .getOne(),
  );
app.get('/api/user', async (req, reply) => {
  const { userId, authenticatedAt } = req.session;
  const user = userId ? await userOf(userId) : null;
  if (!user?.isActive || !authenticatedAt || Date.now() - authenticatedAt > config.sessionMaxHours * 3600_000) {
    return reply.code(401).send({ message: 'unauthenticated' });
  }
  const enrolmentRequired = config.twoFactorRequired && secondFactorState(req.session, toAuthUser(user)) === 'not_enrolled';
  return {
    ...toUserDto(user),
    two_factor_pending: user.twoFactorSecret !== null && user.twoFactorConfirmedAt === null,
    two_factor_enrolment_required: enrolmentRequired,
  };
});
app.setErrorHandler((error, _req, reply) => {
  console.error('bench session server:', error);
  reply.code(500).send({ error: String(error?.message ?? error) });
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('disconnect', () => app.close().then(() => db.destroy().finally(() => process.exit(0))));
