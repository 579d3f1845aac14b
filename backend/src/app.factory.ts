import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fastifyStatic from '@fastify/static';
import { LogController, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { existsSync, mkdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import type { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { csrfProtection } from './platform/auth/csrf';
import { bearerToken } from './platform/auth/totem-device-cache';
import { SESSION_COOKIE } from './platform/auth/session-cookie';
import { sessionTouch, TypeormSessionStore, type SessionStore } from './platform/auth/session-store';
import { HttpExceptionFilter } from './platform/common/http-exception.filter';
import { requestPath, type HttpRequest } from './platform/common/http';
import type { Clock } from './platform/common/clock';
import { createLogger, PinoLoggerService, requestLog } from './platform/common/logging';
import { RedisConnection } from './platform/common/redis-connection';
import { registerUploads } from './platform/common/upload';
import { STRIPE_WEBHOOK_PATH } from './commerce/payments/stripe-webhook-path';
import { isInvitationPath } from './registration/companies/company-invitations.service';
import type { AppConfig } from './platform/config/config';
import { PlatformError } from './platform/common/platform-errors';

/** Folders of the built front ends, served by the API from the same port. */
export const FRONTENDS = {
  admin: resolve(__dirname, '../../admin/dist'),
  myarea: resolve(__dirname, '../../myarea/dist'),
};

/** JSON and form bodies: at most this many bytes. */
const BODY_LIMIT = 2 * 1024 * 1024;

async function sessionStore(config: AppConfig, db: DataSource, redis: RedisConnection): Promise<SessionStore> {
  const client = redis.get();
  if (client) {
    const { RedisStore } = require('connect-redis') as typeof import('connect-redis');
    return new RedisStore({ client: await client, prefix: 'eventdesk:sess:', ttl: config.sessionIdleMinutes * 60 });
  }
  return new TypeormSessionStore(db, config.sessionIdleMinutes * 60_000, config.sessionTouchSeconds * 1000);
}

const isApi = (req: HttpRequest) => req.url.startsWith('/api/');

/**
 * The security headers of every answer (helmet's), computed once: they depend on nothing in the
 * request, and building the content security policy on each one costs more than sending it.
 */
function securityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI/emotion injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // blob: the staff app previews a font file before it is uploaded (FontFace over an object URL).
        fontSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: secure,
  });
  const collect = { setHeader: (name: string, value: string) => (headers[name] = value), removeHeader: () => undefined };
  middleware({} as never, collect as unknown as ServerResponse, () => undefined);
  return { ...headers, 'Access-Control-Expose-Headers': 'Content-Range' };
}

/**
 * The bodies the API reads, as express.json and express.urlencoded read them before: JSON objects or
 * arrays (a UTF-8 byte order mark dropped, an empty body read as {}), and forms. Stripe signs the
 * exact bytes it sends: its webhook gets them as they came (a Buffer, also on `rawBody`). A body of
 * any other type is read and left aside, as Express did (the handler's validation then answers);
 * uploads: common/upload.ts.
 */
function bodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (req, body: Buffer, done) => {
    if (requestPath(req) === STRIPE_WEBHOOK_PATH) {
      (req as HttpRequest & { rawBody?: Buffer }).rawBody = body;
      return done(null, body);
    }
    let text = body.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (!text.trim()) return done(null, {});
    // Strict, as express.json: only an object or an array is a body.
    const first = text.trimStart()[0];
    if (first !== '{' && first !== '[') return done(PlatformError('bad_json'), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(PlatformError('bad_json'), undefined);
    }
  });
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body: string, done) => done(null, { ...parseQuery(body) }),
  );
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, _body, done) => done(null, undefined));
}

/**
 * A built front end (issue 11): the brotli or gzip file the build wrote beside each asset when the
 * browser accepts it (Vary: Accept-Encoding), hashed assets cached for a year as immutable, the page
 * itself (index.html) revalidated on every visit so that a new release is picked up at once.
 */
async function frontend(fastify: FastifyInstance, root: string, prefix: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    preCompressed: true,
    // The pages are asked for by their own name (see rewriteUrl in createApp).
    index: false,
    redirect: true,
    // Cache-Control is ours (setHeaders), not the plugin's max-age=0.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('Vary', 'Accept-Encoding');
      if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // my-area's service worker too: a new release's worker is fetched at the next visit. The staff app's
      // translation files (`/lang/php_<code>.json`, SPEC §7) keep their names across releases: revalidated
      // (ETag) so that a new release's texts come with its code.
      else if (/(index\.html|[\\/]sw\.js|[\\/]lang[\\/]php_\w+\.json)(\.(br|gz))?$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=86400');
    },
  });
}

export interface CreateAppOptions {
  /** Runs on the created application before it is initialised (tests add global enhancers with it). */
  beforeInit?: (app: NestFastifyApplication) => void | Promise<void>;
  /** The time the app reads (common/clock.ts): tests move it instead of sleeping. */
  clock?: Clock;
}

/** Builds the whole HTTP application; used by main.ts and by the API tests alike. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const logger = createLogger(config.logLevel);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // One line per request, ours (common/logging.ts): Fastify's own would write two.
    logController: new LogController({ disableRequestLogging: true }),
    // Only the configured proxies may say who the client is (X-Forwarded-For): the per-address limits count on it.
    trustProxy: config.trustedProxies,
    bodyLimit: BODY_LIMIT,
    // As Express routed: /api/x/ and /API/x are /api/x, and a long my-area token or pass code fits in a path segment.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 1000 },
    // A front end's page is its index.html: served as a file, @fastify/static 9 finds its compressed
    // copies or falls back to the plain one (as a directory's index it does neither).
    rewriteUrl: (req: { url?: string }) => {
      const url = req.url ?? '/';
      const path = url.split('?', 1)[0];
      return path === '/' || path === '/myarea/' ? `${path}index.html${url.slice(path.length)}` : url;
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.clock), adapter, {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  app.useLogger(new PinoLoggerService(logger));
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook(
    'onResponse',
    requestLog((req) => req.url === '/api/health'),
  );

  const secure = config.appUrl.startsWith('https:');
  const headers = securityHeaders(secure);
  // API answers carry personal data: never stored by a browser or a proxy.
  const apiHeaders = { ...headers, 'Cache-Control': 'no-store' };
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApi(req) ? apiHeaders : headers);
    done();
  });
  bodyParsers(fastify);
  await registerUploads(app, config);

  const store = await sessionStore(config, app.get<DataSource>(getDataSourceToken()), app.get(RedisConnection));
  await app.register(fastifyCookie);
  if (secure) {
    // Behind a TLS-terminating proxy the secure cookie is written when it says https (X-Forwarded-Proto),
    // whether or not its X-Forwarded-For is trusted (express-session's `proxy: true`, as before).
    fastify.addHook('onRequest', (req, _reply, done) => {
      if (req.protocol !== 'https' && req.headers['x-forwarded-proto'] === 'https')
        Object.defineProperty(req, 'protocol', { value: 'https' });
      done();
    });
  }
  await app.register(fastifySession, {
    cookieName: SESSION_COOKIE,
    // express-session's cookie format (s:<id>.<signature>, the same HMAC): sessions opened before stay valid.
    cookiePrefix: 's:',
    secret: config.sessionSecret,
    store,
    saveUninitialized: false,
    // A browser-session cookie, written when the session is written (sign-in), not on every answer: the
    // idle timeout is kept by the store, whose expiry each request pushes forward (sessionTouch).
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  });
  sessionTouch(fastify, store);
  // Stripe's webhook has no session to hold a token; its signature is checked instead. Accepting a company
  // invitation is authenticated by the token in its path (a plain HTML form, no session needed). A paired
  // kiosk sends its credential in a header, which another site cannot make a browser send: the guard then
  // ignores the session and admits the request only as that kiosk, on its totem's own routes.
  fastify.addHook(
    'onRequest',
    csrfProtection(
      (req) =>
        bearerToken(req) !== undefined ||
        (req.method === 'POST' && (requestPath(req) === STRIPE_WEBHOOK_PATH || isInvitationPath(requestPath(req)))) ||
        // Signing out a browser that has no session ends nothing: the admin's first anonymous visit (issue 29 item 17).
        (req.method === 'POST' && requestPath(req) === '/logout' && !req.session?.csrfToken),
    ),
  );

  const eventImages = join(config.dataDir, 'uploads', 'events');
  mkdirSync(eventImages, { recursive: true });
  await app.register(fastifyStatic, {
    root: eventImages,
    prefix: '/uploads/events/',
    decorateReply: false,
    index: false,
  });
  if (existsSync(FRONTENDS.myarea)) await frontend(fastify, FRONTENDS.myarea, '/myarea');
  if (existsSync(FRONTENDS.admin)) await frontend(fastify, FRONTENDS.admin, '/');

  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  await options.beforeInit?.(app);
  await app.init();
  await fastify.ready();
  return app;
}
