// The bare baseline of P3: the same adapter (express + express-session) and the same session store
// as the app (the database store of backend/dist/auth/session-store.js, or Redis with REDIS_URL), the
// same cookie and secret (loadConfig over the same DATA_DIR), answering GET /api/user with the same
// JSON from one query: the user with its roles. No Nest, no guards, no CSRF, no helmet.
// Started by scripts/bench.mjs with the app's environment; says { ready } over IPC. env: PORT too.
import { createRequire } from 'node:module';

process.env.TZ = 'UTC';
const require = createRequire(new URL('../backend/package.json', import.meta.url));
require('reflect-metadata');
const express = require('express');
const session = require('express-session');
const { loadConfig } = require('./dist/config/config.js');
const { createDataSource } = require('./dist/database/data-source.js');
const { ENTITIES } = require('./dist/entities.js');
const { TypeormSessionStore } = require('./dist/auth/session-store.js');
const { SessionRecord } = require('./dist/auth/session.entity.js');
const { SESSION_COOKIE } = require('./dist/auth/session-cookie.js');
const { toAuthUser } = require('./dist/auth/auth-user.js');
const { secondFactorState } = require('./dist/auth/auth.service.js');
const { User } = require('./dist/users/user.entity.js');
const { toUserDto } = require('./dist/users/users.service.js');

const config = loadConfig();
const db = createDataSource(config.database, ENTITIES);
await db.initialize();

async function store() {
  if (!config.redisUrl) {
    return new TypeormSessionStore(db.getRepository(SessionRecord), config.sessionIdleMinutes * 60_000, config.sessionTouchSeconds * 1000);
  }
  const { RedisStore } = require('connect-redis');
  const client = require('redis').createClient({ url: config.redisUrl });
  await client.connect();
  return new RedisStore({ client, prefix: 'eventdesk:sess:', ttl: config.sessionIdleMinutes * 60 });
}

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
// The options of backend/src/app.factory.ts.
app.use(
  session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: await store(),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.appUrl.startsWith('https:'), path: '/' },
  }),
);
const users = db.getRepository(User);
app.get('/api/user', async (req, res, next) => {
  try {
    const { userId, authenticatedAt } = req.session;
    const user = userId
      ? await users.createQueryBuilder('user').leftJoinAndSelect('user.eventRoles', 'role').where('user.id = :userId', { userId }).getOne()
      : null;
    if (!user?.isActive || !authenticatedAt || Date.now() - authenticatedAt > config.sessionMaxHours * 3600_000) {
      return res.status(401).json({ message: 'unauthenticated' });
    }
    const enrolmentRequired = config.twoFactorRequired && secondFactorState(req, toAuthUser(user)) === 'not_enrolled';
    res.json({ ...toUserDto(user), two_factor_enrolment_required: enrolmentRequired });
  } catch (error) {
    next(error);
  }
});

app.use((error, _req, res, _next) => {
  console.error('bench session server:', error);
  res.status(500).json({ error: String(error?.message ?? error) });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ ready: true }));
process.on('disconnect', () => server.close(() => db.destroy().finally(() => process.exit(0))));
