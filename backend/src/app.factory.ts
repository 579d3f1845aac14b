import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { RedisStore } from 'connect-redis';
import express, { type Request } from 'express';
import session from 'express-session';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { csrfProtection } from './auth/csrf';
import { SESSION_COOKIE } from './auth/session-cookie';
import { TypeormSessionStore } from './auth/session-store';
import { bodyParserError } from './common/errors';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createLogger, PinoLoggerService, requestLog } from './common/logging';
import { RedisConnection } from './common/redis-connection';
import { STRIPE_WEBHOOK_PATH } from './payments/stripe-webhook-path';
import { ScanFastPath, scanFastPaths } from './scans/scan-fast-path';
import type { AppConfig } from './config/config';

/** Folders of the built front ends, served by the API from the same port. */
export const FRONTENDS = {
  admin: resolve(__dirname, '../../admin/dist'),
  myarea: resolve(__dirname, '../../myarea/dist'),
};

async function sessionStore(config: AppConfig, db: DataSource, redis: RedisConnection): Promise<session.Store> {
  const client = redis.get();
  if (client) return new RedisStore({ client: await client, prefix: 'eventdesk:sess:', ttl: config.sessionIdleMinutes * 60 });
  return new TypeormSessionStore(db, config.sessionIdleMinutes * 60_000, config.sessionTouchSeconds * 1000);
}

const isApi = (req: Request) => req.path.startsWith('/api/');

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
  const res = { setHeader: (name: string, value: string) => (headers[name] = value), removeHeader: () => undefined };
  middleware({} as Request, res as unknown as express.Response, () => undefined);
  return { ...headers, 'Access-Control-Expose-Headers': 'Content-Range' };
}

/**
 * A built front end (issue 11): the brotli or gzip file the build wrote beside each asset when the
 * browser accepts it (Vary: Accept-Encoding), hashed assets cached for a year as immutable, the page
 * itself (index.html) revalidated on every visit so that a new release is picked up at once.
 */
function frontend(root: string): express.RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: 'index.html',
    serveStatic: {
      setHeaders: (res, path) => {
        if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (/index\.html(\.(br|gz))?$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    },
  }) as express.RequestHandler;
}

/** Builds the whole HTTP application; used by main.ts and by the API tests alike. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  const logger = createLogger(config.logLevel);
  app.useLogger(new PinoLoggerService(logger));
  const log = requestLog(logger, (req) => req.path === '/api/health');
  app.use(log);
  app.disable('x-powered-by');
  const secure = config.appUrl.startsWith('https:');
  // Only the configured proxies may say who the client is (X-Forwarded-For): the per-address limits count on it.
  app.set('trust proxy', config.trustedProxies);

  const headers = securityHeaders(secure);
  const apiHeaders = Object.entries({ ...headers, 'Cache-Control': 'no-store' });
  const pageHeaders = Object.entries(headers);
  // API answers carry personal data: never stored by a browser or a proxy, so no ETag to compute either.
  app.set('etag', false);
  app.use((req: Request, res: express.Response, next: express.NextFunction) => {
    for (const [name, value] of isApi(req) ? apiHeaders : pageHeaders) res.setHeader(name, value);
    next();
  });
  // Stripe signs the exact bytes it sends: its webhook gets the raw body (a Buffer), and express.json skips it.
  app.use(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }));
  const json = express.json({ limit: '2mb' });
  const form = express.urlencoded({ extended: false, limit: '2mb' });
  // A GET or HEAD has no body to parse.
  const withBody = (parser: express.RequestHandler) => (req: Request, res: express.Response, next: express.NextFunction) =>
    req.method === 'GET' || req.method === 'HEAD' ? next() : parser(req, res, next);
  app.use(withBody(json));
  app.use(withBody(form));
  // Body-parser failures become our own errors, so the filter answers them in the caller's language.
  app.use((err: unknown, _req: Request, _res: express.Response, next: express.NextFunction) => next(bodyParserError(err)));
  const store = await sessionStore(config, app.get<DataSource>(getDataSourceToken()), app.get(RedisConnection));
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      // A browser-session cookie, written at sign-in only (no Set-Cookie on every answer): the idle
      // timeout is kept by the store, whose expiry each request pushes forward (touch).
      rolling: false,
      // Behind a TLS-terminating proxy the secure cookie is written when it says https (X-Forwarded-Proto),
      // whether or not its X-Forwarded-For is trusted.
      proxy: secure ? true : undefined,
      cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
    }),
  );
  // Stripe's webhook has no session to hold a token; its signature is checked instead.
  app.use(csrfProtection((req) => req.method === 'POST' && req.path === STRIPE_WEBHOOK_PATH));

  app.use('/uploads/events', express.static(join(config.dataDir, 'uploads', 'events'), { fallthrough: false, index: false }));
  if (existsSync(FRONTENDS.myarea)) app.use('/myarea', frontend(FRONTENDS.myarea));
  if (existsSync(FRONTENDS.admin)) {
    // Mounted at the root: the API's paths skip it rather than cost a file lookup each.
    const admin = frontend(FRONTENDS.admin);
    app.use((req: Request, res: express.Response, next: express.NextFunction) => (isApi(req) ? next() : admin(req, res, next)));
  }

  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  await app.init();
  // The gate's scans skip the router and the pipeline when nothing but the scan is to be done.
  const fastPath = new ScanFastPath(app, { secret: config.sessionSecret, store, headers: apiHeaders, log, json });
  fastPath.install(app.getHttpServer());
  scanFastPaths.set(app, fastPath);
  return app;
}
