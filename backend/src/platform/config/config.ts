import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_DISTINCT } from '@eventdesk/shared';
import { DOCUMENTED_PASSWORDS, passwordProblem } from './password-policy';

export type DatabaseConfig =
  { type: 'sqlite'; path: string } | { type: 'mysql'; host: string; port: number; username: string; password: string; database: string };

export interface AppConfig {
  port: number;
  database: DatabaseConfig;
  dataDir: string;
  /**
   * Fastify's `trustProxy` (TRUSTED_PROXIES): the proxies whose X-Forwarded-For/-Proto are believed; false
   * (the default) believes none, so a client cannot choose the address its rate limits are counted on.
   */
  trustedProxies: string | number | false;
  /** NODE_ENV=production (the Docker image sets it): no default credentials, no demo data unless asked. */
  production: boolean;
  /** The first superadmin, created on a database without users; null when none is configured (production). */
  superadmin: { email: string; password: string } | null;
  sessionSecret: string;
  /** Key for secrets at rest (TOTP secrets) and keyed hashes of one-time codes. */
  appKey: string;
  appUrl: string;
  smtpUrl: string | null;
  /** Sender of outgoing mail (MAIL_FROM, default Eventdesk <no-reply@APP_URL's host>). */
  mailFrom: string;
  /** bcrypt cost of new password hashes (BCRYPT_ROUNDS, default 12; tests lower it). */
  bcryptRounds: number;
  redisUrl: string | null;
  /** Names this process as the owner of the jobs it runs (INSTANCE_ID, default host:port); unique per instance. */
  instanceId: string;
  twoFactorRequired: boolean;
  logLevel: string;
  demoData: boolean;
  sessionIdleMinutes: number;
  /** How often a session's idle expiry is written to the store (seconds); 0 writes on every request. */
  sessionTouchSeconds: number;
  sessionMaxHours: number;
  uploadMaxBytes: number;
  /** Attendee import files (IMPORT_MAX_MB, default 50): larger uploads answer 413. */
  importMaxBytes: number;
  /** Live streams (server-sent events) one session may hold open at once (LIVE_STREAMS_PER_SESSION, default 5): the next answers 429. */
  liveStreamsPerSession: number;
  /** Live streams this instance holds open at most (LIVE_STREAMS_MAX, default 500): the next answers 503 with Retry-After. */
  liveStreamsMax: number;
  /** Stored files (attachments, documents) of one company at most (STORAGE_COMPANY_MB, default 200): past it an upload answers 413. */
  storageCompanyBytes: number;
  /** Stored files of one event at most, all its companies and attendees included (STORAGE_EVENT_MB, default 5000). */
  storageEventBytes: number;
  /** Stripe Checkout (issue 6): absent when STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET are unset (then no card payments). */
  stripe?: { secretKey: string; webhookSecret: string };
}

/** A configuration problem, with one line per bad value and no stack trace for the operator. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * The superadmin of the embedded default (`npm start`, README): never created in production, where the
 * operator gives ADMIN_EMAIL and ADMIN_PASSWORD or creates the first user with the CLI.
 */
export const EMBEDDED_SUPERADMIN = { email: 'admin@eventdesk.local', password: 'eventdesk-admin' } as const;

/** Why ADMIN_PASSWORD may not be used in production, in the operator's words, or null. */
function adminPasswordProblem(password: string, email: string | undefined): string | null {
  if (DOCUMENTED_PASSWORDS.includes(password))
    return 'ADMIN_PASSWORD is a password published in the documentation: choose another one for production';
  const problem = passwordProblem(password, { email });
  if (problem === 'password_too_simple')
    return `ADMIN_PASSWORD has too few different characters (at least ${PASSWORD_MIN_DISTINCT}): choose another one for production`;
  if (problem === 'password_common')
    return 'ADMIN_PASSWORD is one of the most common or breached passwords (or one published by Eventdesk, dressed up): choose another one for production';
  if (problem === 'password_personal')
    return 'ADMIN_PASSWORD contains the ADMIN_EMAIL address or a part of it: choose another one for production';
  return null;
}

function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address, bits, extra] = item.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
}

const bool = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), `${name} must be true or false`)
    .transform((v) => ['true', '1', 'yes'].includes(v));

const positiveInt = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a positive whole number`)
    .transform(Number)
    .refine((n) => n > 0, `${name} must be greater than 0`);

const envSchema = z.object({
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'PORT must be a number between 1 and 65535')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, 'PORT must be a number between 1 and 65535')
    .default(3000),
  DATABASE_URL: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  NODE_ENV: z.string().trim().optional(),
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .refine(
      (v) => /^\d+$/.test(v) || v.split(',').every((item) => isProxyAddress(item.trim())),
      'TRUSTED_PROXIES must be a number of proxy hops, or a comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal',
    )
    .optional(),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(10, 'ADMIN_PASSWORD must have at least 10 characters')
    .max(128, 'ADMIN_PASSWORD must have at most 128 characters')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must have at least 32 characters').optional(),
  APP_KEY: z.string().min(32, 'APP_KEY must have at least 32 characters').optional(),
  APP_URL: z.url({ protocol: /^https?$/, error: 'APP_URL must be an absolute http(s) URL such as https://events.example.com' }).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^([^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'MAIL_FROM must be an address such as no-reply@example.com or Eventdesk <no-reply@example.com>',
    )
    .optional(),
  BCRYPT_ROUNDS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'BCRYPT_ROUNDS must be a whole number between 4 and 31')
    .transform(Number)
    .refine((n) => n >= 4 && n <= 31, 'BCRYPT_ROUNDS must be a whole number between 4 and 31')
    .default(12),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must look like redis://host:6379')
    .optional(),
  INSTANCE_ID: z.string().trim().min(1).max(100, 'INSTANCE_ID must have at most 100 characters').optional(),
  TWO_FACTOR_REQUIRED: bool('TWO_FACTOR_REQUIRED').default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DEMO_DATA: bool('DEMO_DATA').optional(),
  SESSION_IDLE_MINUTES: positiveInt('SESSION_IDLE_MINUTES').default(120),
  SESSION_TOUCH_SECONDS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'SESSION_TOUCH_SECONDS must be a whole number of seconds')
    .transform(Number)
    .default(60),
  SESSION_MAX_HOURS: positiveInt('SESSION_MAX_HOURS').default(12),
  UPLOAD_MAX_MB: positiveInt('UPLOAD_MAX_MB').default(10),
  IMPORT_MAX_MB: positiveInt('IMPORT_MAX_MB').default(50),
  LIVE_STREAMS_PER_SESSION: positiveInt('LIVE_STREAMS_PER_SESSION').default(5),
  LIVE_STREAMS_MAX: positiveInt('LIVE_STREAMS_MAX').default(500),
  STORAGE_COMPANY_MB: positiveInt('STORAGE_COMPANY_MB').default(200),
  STORAGE_EVENT_MB: positiveInt('STORAGE_EVENT_MB').default(5000),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key: sk_live_…, sk_test_… (or a restricted rk_… key)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be the signing secret of the webhook endpoint: whsec_…')
    .optional(),
});

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new ConfigError(['DATABASE_URL has an invalid %-escape; write special characters of the password as %XX']);
  }
}

export function parseDatabaseUrl(url: string, baseDir: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError(['DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/eventdesk.sqlite']);
    return { type: 'sqlite', path: file === ':memory:' ? file : resolve(baseDir, file) };
  }
  if (/^(mysql|mariadb):\/\//.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
    } catch {
      throw new ConfigError(['DATABASE_URL is not a valid URL (mysql://user:pass@host:3306/database)']);
    }
    const database = decode(parsed.pathname.replace(/^\//, ''));
    if (!parsed.hostname || !database) {
      throw new ConfigError(['DATABASE_URL must name a host and a database: mysql://user:pass@host:3306/database']);
    }
    return {
      type: 'mysql',
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : 3306,
      username: decode(parsed.username || 'root'),
      password: decode(parsed.password),
      database,
    };
  }
  throw new ConfigError(['DATABASE_URL must start with sqlite: or mysql:// (for example sqlite:./data/eventdesk.sqlite)']);
}

/** Reads the secret from DATA_DIR, creating it once, so sessions survive restarts without configuration. */
function generatedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => (env[key] === undefined || env[key] === '' ? [] : [[key, env[key]]])),
  );
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '');
        return issue.message.includes(key) ? issue.message : `${key}: ${issue.message}`;
      });
  // The database URL is checked even when other values are wrong, so every problem is reported at once.
  let database: DatabaseConfig | null = null;
  try {
    if (typeof present.DATABASE_URL === 'string') database = parseDatabaseUrl(present.DATABASE_URL, cwd);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems);
  }
  // One without the other would take card payments that are never confirmed, or confirm none.
  if (!present.STRIPE_SECRET_KEY !== !present.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both to take card payments, or neither');
  }
  const production = present.NODE_ENV === 'production';
  if (!present.ADMIN_EMAIL !== !present.ADMIN_PASSWORD && !problems.some((p) => p.startsWith('ADMIN_'))) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to create the first superadmin, or neither');
  }
  // Production takes only a password the API would let a user choose (issue 26); the embedded demo keeps its own.
  if (production && typeof present.ADMIN_PASSWORD === 'string' && !problems.some((p) => p.startsWith('ADMIN_PASSWORD'))) {
    const weak = adminPasswordProblem(present.ADMIN_PASSWORD, typeof present.ADMIN_EMAIL === 'string' ? present.ADMIN_EMAIL : undefined);
    if (weak) problems.push(weak);
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR);
  // Without DATABASE_URL the SQLite file lives in DATA_DIR (a Docker volume keeps it).
  database ??= { type: 'sqlite', path: join(dataDir, 'eventdesk.sqlite') };
  try {
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  } catch (err) {
    throw new ConfigError([`DATA_DIR ${dataDir} cannot be created: ${(err as Error).message}`]);
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    database,
    dataDir,
    trustedProxies:
      e.TRUSTED_PROXIES === undefined ? false : /^\d+$/.test(e.TRUSTED_PROXIES) ? Number(e.TRUSTED_PROXIES) : e.TRUSTED_PROXIES,
    production,
    superadmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : production
          ? null
          : { email: EMBEDDED_SUPERADMIN.email, password: EMBEDDED_SUPERADMIN.password },
    sessionSecret: e.SESSION_SECRET ?? generatedSecret(dataDir, 'session-secret'),
    appKey: e.APP_KEY ?? generatedSecret(dataDir, 'app-key'),
    appUrl,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Eventdesk <no-reply@${new URL(appUrl).hostname}>`,
    bcryptRounds: e.BCRYPT_ROUNDS,
    redisUrl: e.REDIS_URL ?? null,
    instanceId: e.INSTANCE_ID ?? `${hostname()}:${e.PORT}`,
    twoFactorRequired: e.TWO_FACTOR_REQUIRED,
    logLevel: e.LOG_LEVEL,
    // Demo data only where a newcomer tries the app (the embedded SQLite outside production), unless asked.
    demoData: e.DEMO_DATA ?? (!production && database.type === 'sqlite'),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionTouchSeconds: e.SESSION_TOUCH_SECONDS,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    importMaxBytes: e.IMPORT_MAX_MB * 1024 * 1024,
    liveStreamsPerSession: e.LIVE_STREAMS_PER_SESSION,
    liveStreamsMax: e.LIVE_STREAMS_MAX,
    storageCompanyBytes: e.STORAGE_COMPANY_MB * 1024 * 1024,
    storageEventBytes: e.STORAGE_EVENT_MB * 1024 * 1024,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
  };
}
