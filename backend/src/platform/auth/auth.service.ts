import { Inject, Injectable } from '@nestjs/common';
import type { UserDto } from '@eventdesk/shared';
import { InjectRepository } from '@nestjs/typeorm';
import type { Session } from 'fastify';
import type { HttpRequest } from '../common/http';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { invalid, ThrottledException } from '../common/errors';
import { RateLimiter } from '../common/rate-limiter.service';
import { User } from '../users/user.entity';
import { toUserDto } from '../users/users.service';
import type { AuthUser } from '../common/auth-user';
import { toAuthUser } from './auth-user';
import { UserSessionsService } from '../users/user-sessions.service';
import { AuthUserCache } from './auth-user-cache';
import { hashPassword, needsRehash, verifyPassword } from '../common/passwords';
import { MAX_ATTEMPTS } from './one-time-codes.service';
import { writeWith } from '../database/write-transaction';
import { PlatformError } from '../common/platform-errors';

/** At most 5 failures a minute per e-mail (or pending user) and IP, for every way of signing in. */
export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 60_000;
/** Wrong second factors (TOTP, recovery codes, e-mailed codes) per account, from any address (issue 12). */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
/**
 * Wrong passwords per e-mail, from any address (issue 26): past this many in the window, each address may
 * try that e-mail once a minute instead of FAILURE_LIMIT times. A slow-down, not a lockout: the first try
 * of an address always gets through, so the owner still signs in while someone guesses elsewhere.
 */
export const PASSWORD_ACCOUNT_SLOWDOWN_AFTER = 10;
export const PASSWORD_ACCOUNT_WINDOW_MS = 15 * 60_000;
/** E-mailed sign-in codes per account and hour, whoever asks (issue 12). */
export const ACCOUNT_CODE_MAILS_PER_HOUR = 10;

/** The AuthUser of each row the user cache holds (dropped with the row). */
const authUsers = new WeakMap<User, AuthUser>();
/** GET /api/user's answer, built once per user read (the cache's, AuthUserCache): read-only, its caller copies it. */
const userDtos = new WeakMap<User, Readonly<UserDto & { two_factor_pending: boolean }>>();

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rate: RateLimiter,
    private readonly audit: AuditService,
    private readonly userCache: AuthUserCache,
    private readonly sessions: UserSessionsService,
  ) {}

  /** Throws 429 while `key` is over the failure limit. */
  async assertNotThrottled(req: HttpRequest, key: string, email: string | null, limit = FAILURE_LIMIT): Promise<void> {
    const wait = await this.rate.retryAfter(key, limit);
    if (wait > 0) {
      await this.audit.record(req, { action: 'login_throttled', userId: null, email, details: { key: key.split(':')[0] } });
      throw new ThrottledException(wait);
    }
  }

  async failure(key: string): Promise<void> {
    await this.rate.hit(key, FAILURE_WINDOW_MS);
  }

  /**
   * Throws 429 while the account is locked after ACCOUNT_FAILURE_LIMIT wrong second factors from any
   * address; `account` is `user:<id>` or `email:<address>`. With `afterCodeRequest` (the e-mailed code
   * sign-ins, issue 26) a lock holds only against the codes mailed before it (they are burnt when it
   * starts): once a code is asked during the lock, MAX_ATTEMPTS tries may follow, so the owner who asks
   * a new code still signs in. Counted alike whether or not an account has the e-mail (no enumeration).
   */
  async assertAccountNotLocked(req: HttpRequest, account: string, email: string | null, afterCodeRequest = false): Promise<void> {
    const key = `account-2fa:${account}`;
    if (afterCodeRequest && (await this.rate.retryAfter(key, ACCOUNT_FAILURE_LIMIT)) > 0) {
      const asked = await this.rate.count(`account-2fa-asked:${account}`);
      if (asked > 0 && asked <= MAX_ATTEMPTS) return;
    }
    await this.assertNotThrottled(req, key, email, ACCOUNT_FAILURE_LIMIT);
  }

  /** Counts a wrong second factor against the account; true when this one locked it (tell the owner, burn its codes). */
  async accountFailure(account: string): Promise<boolean> {
    const count = await this.rate.hit(`account-2fa:${account}`, ACCOUNT_FAILURE_WINDOW_MS);
    if (count > ACCOUNT_FAILURE_LIMIT) await this.rate.hit(`account-2fa-asked:${account}`, ACCOUNT_FAILURE_WINDOW_MS);
    return count === ACCOUNT_FAILURE_LIMIT;
  }

  /** A sign-in code was asked for the account: while it is locked, the new code gets its tries (above). */
  async codeAsked(account: string): Promise<void> {
    if ((await this.rate.retryAfter(`account-2fa:${account}`, ACCOUNT_FAILURE_LIMIT)) === 0) return;
    await this.rate.reset(`account-2fa-asked:${account}`);
    await this.rate.hit(`account-2fa-asked:${account}`, ACCOUNT_FAILURE_WINDOW_MS);
  }

  /** Counts a code mail to the account; false once the hourly cap is reached (then nothing is sent). */
  async codeMailAllowed(account: string): Promise<boolean> {
    return (await this.rate.hit(`code-mails:${account}`, 3600_000)) <= ACCOUNT_CODE_MAILS_PER_HOUR;
  }

  /** Counts every request under `key` (not only failures), e.g. codes sent by e-mail. */
  async rateHit(key: string, windowMs: number, limit: number): Promise<void> {
    await this.rate.hit(`${key}#all`, windowMs);
    const wait = await this.rate.retryAfter(`${key}#all`, limit + 1);
    if (wait > 0) throw new ThrottledException(wait);
  }

  /** E-mail + password, throttled and audited; unknown and wrong cost the same time and give the same answer. */
  async attemptLogin(req: HttpRequest, email: unknown, password: unknown): Promise<User> {
    const normalized = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 255) : '';
    const key = `login:${normalized}|${req.ip}`;
    const accountKey = `login-account:${normalized}`;
    const slowKey = `login-slow:${normalized}|${req.ip}`;
    await this.assertNotThrottled(req, key, normalized || null);
    // Counted per e-mail whether or not an account has it, so the answers do not tell.
    const slowed = (await this.rate.count(accountKey)) >= PASSWORD_ACCOUNT_SLOWDOWN_AFTER;
    if (slowed) await this.assertNotThrottled(req, slowKey, normalized || null, 1);
    const user = normalized ? await this.users.findOneBy({ email: normalized }) : null;
    const ok = typeof password === 'string' && password.length <= 1024 && (await verifyPassword(password, user?.password));
    if (!ok || !user?.isActive) {
      await this.failure(key);
      await this.rate.hit(accountKey, PASSWORD_ACCOUNT_WINDOW_MS);
      if (slowed) await this.rate.hit(slowKey, FAILURE_WINDOW_MS);
      await this.audit.record(req, { action: 'login_failed', userId: user?.id ?? null, email: normalized || null });
      this.throwInvalidLogin();
    }
    await this.rate.reset(key);
    if (needsRehash(user.password!))
      await writeWith(this.users, async (users) => users.update(user.id, { password: await hashPassword(password as string) }));
    return user;
  }

  async findActive(id: number): Promise<User | null> {
    const user = await this.users.findOneBy({ id });
    return user?.isActive ? user : null;
  }

  /** The session's user (roles included, cached a few seconds: AuthUserCache), ending sessions that are too old or whose user is gone. */
  async sessionUser(req: HttpRequest): Promise<AuthUser | null> {
    if (req.authUser) return req.authUser;
    const { userId, authenticatedAt } = req.session ?? {};
    if (!userId) return null;
    const maxAgeMs = this.config.sessionMaxHours * 3600_000;
    const user = await this.userCache.get(userId);
    if (!user || !user.isActive || !authenticatedAt || Date.now() - authenticatedAt > maxAgeMs) {
      await this.endSession(req);
      return null;
    }
    // One AuthUser per cached row (read-only): the guard keeps the user's abilities on it.
    let authUser = authUsers.get(user);
    if (!authUser) authUsers.set(user, (authUser = toAuthUser(user)));
    req.authUser = authUser;
    await this.sessions.seen(req);
    return authUser;
  }

  /** The signed-in user as GET /api/user answers it, from the user the guard has just read. */
  async currentUserDto(userId: number): Promise<Readonly<UserDto & { two_factor_pending: boolean }>> {
    const user = await this.userCache.get(userId);
    if (!user) throw PlatformError('unauthorized');
    let dto = userDtos.get(user);
    if (!dto) {
      dto = { ...toUserDto(user), two_factor_pending: user.twoFactorSecret !== null && user.twoFactorConfirmedAt === null };
      userDtos.set(user, dto);
    }
    return dto;
  }

  /** Starts an authenticated session in a new session id (no fixation). */
  async startSession(req: HttpRequest, userId: number, secondFactor?: 'totp' | 'email_code'): Promise<void> {
    await regenerate(req);
    req.session.userId = userId;
    req.session.authenticatedAt = Date.now();
    req.session.secondFactor = secondFactor;
    await this.sessions.register(req, userId);
  }

  /**
   * Ends the staff part of the session. The session is destroyed, unless an attendee of the my-area
   * site is signed in in the same browser: then it continues under a new id with only the attendee
   * (and its anti-forgery token), so the old id answers 401 to staff calls all the same.
   */
  async endSession(req: HttpRequest): Promise<void> {
    if (!req.session) return;
    await this.sessions.forget(req);
    if (req.session.attendee) {
      await regenerate(req, ['attendee', 'csrfToken']);
      return;
    }
    await req.session.destroy();
  }

  throwInvalidLogin(): never {
    throw invalid({ email: ['invalid_credentials'] });
  }
}

/**
 * A user whose only roles are COMPANY and who has no authenticator: the e-mailed code of the company
 * login is their second factor. One who enrols TOTP gives it from then on (issue 26).
 */
export function isCompanyOnly(user: AuthUser): boolean {
  return !user.is_superadmin && !user.two_factor_confirmed && user.events.length > 0 && user.events.every((e) => e.role === 'COMPANY');
}

/**
 * How this session stands with the second factor: `passed` (TOTP/recovery/e-mailed code, or a company
 * login of a company-only user), `not_enrolled` (the user has no 2FA yet), or `missing` (the user has
 * 2FA but this session never gave it). A company login stops counting once the user gets a staff role.
 */
export function secondFactorState(session: Partial<Session>, user: AuthUser): 'passed' | 'not_enrolled' | 'missing' {
  const factor = session.secondFactor;
  if (factor === 'email_code' && isCompanyOnly(user)) return 'passed';
  // A TOTP passed earlier stops counting when the user's 2FA is removed or reset: enrol again.
  if (factor === 'totp' && user.two_factor_confirmed) return 'passed';
  return user.two_factor_confirmed ? 'missing' : 'not_enrolled';
}

/** The staff fields of a session (session.types.ts); `attendee` is the my-area site's. */
export { STAFF_SESSION_FIELDS } from '../common/session-fields';

/**
 * Moves the session to a new id (no fixation), carrying over only the `keep` fields: by default the
 * signed-in attendee of the my-area site, which staff sign-in does not touch.
 */
export async function regenerate(req: HttpRequest, keep: readonly (keyof Session)[] = ['attendee']): Promise<void> {
  await req.session.regenerate(keep.filter((key) => req.session.get(key) !== undefined) as string[]);
}
