import { Inject, Injectable } from '@nestjs/common';
import type { companyLoginSchema, CurrentUserDto, twoFactorChallengeSchema } from '@eventdesk/shared';
import type { HttpReply, HttpRequest } from '../common/http';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service';
import { invalid } from '../common/errors';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { staffLockoutMail, staffSignInCodeMail } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ACCOUNT_FAILURE_WINDOW_MS, AuthService, regenerate, secondFactorState } from './auth.service';
import { CSRF_COOKIE, issueCsrfToken, sessionCsrfToken } from './csrf';
import { OneTimeCodesService } from './one-time-codes.service';
import { SESSION_COOKIE } from './session-cookie';
import { TwoFactorService } from './two-factor.service';
import { Clock } from '../common/clock';

const CHALLENGE_TTL_MS = 10 * 60_000;
const OTP_REQUEST_LIMIT = 5;
const OTP_REQUEST_WINDOW_MS = 10 * 60_000;

type SecondFactor = 'totp' | 'email_code';

/**
 * The staff's sign-in: password, then (when enrolled) the second factor, e-mailed codes, company
 * users' code sign-in, sign-out. Every sign-in ends in signIn(): a new session, a new CSRF token and
 * an audit entry.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
    private readonly codes: OneTimeCodesService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** A new anti-forgery token: sign-in, sign-out, privilege changes. */
  issueCsrf(req: HttpRequest, res: HttpReply): void {
    issueCsrfToken(req, res, this.config.appUrl.startsWith('https:'));
  }

  /** The session's anti-forgery token, made on first use: one per session (issue 29 item 18). */
  sessionCsrf(req: HttpRequest, res: HttpReply): void {
    sessionCsrfToken(req, res, this.config.appUrl.startsWith('https:'));
  }

  /** The session, the CSRF token and the audit entry of a user who has just proved who they are. */
  async signIn(
    req: HttpRequest,
    res: HttpReply,
    user: User,
    secondFactor: SecondFactor | undefined,
    audit: Parameters<AuditService['record']>[1],
  ): Promise<void> {
    await this.auth.startSession(req, user.id, secondFactor);
    this.issueCsrf(req, res);
    await this.audit.record(req, { userId: user.id, email: user.email, ...audit });
  }

  /** The password was right (LocalAuthGuard): sign in, or wait for the second factor of an enrolled user. */
  async passwordLogin(req: HttpRequest, res: HttpReply): Promise<{ two_factor: boolean }> {
    const user = (req as HttpRequest & { user: User }).user;
    if (user.twoFactorConfirmedAt) {
      await regenerate(req);
      req.session.pendingUserId = user.id;
      req.session.pendingAt = this.clock.now();
      this.issueCsrf(req, res);
      return { two_factor: true };
    }
    await this.signIn(req, res, user, undefined, { action: 'login', details: { second_factor: null } });
    return { two_factor: false };
  }

  /** Completes a login whose password was right: TOTP code, e-mailed code, or a recovery code. */
  async challenge(req: HttpRequest, res: HttpReply, body: z.output<typeof twoFactorChallengeSchema>): Promise<void> {
    const { pendingUserId, pendingAt } = req.session;
    const user =
      pendingUserId && pendingAt && this.clock.now() - pendingAt < CHALLENGE_TTL_MS ? await this.auth.findActive(pendingUserId) : null;
    if (!user) throw invalid({ code: ['no_pending_challenge'] });
    const key = `challenge:${user.id}|${req.ip}`;
    await this.auth.assertNotThrottled(req, key, user.email);
    await this.auth.assertAccountNotLocked(req, `user:${user.id}`, user.email);
    let ok = false;
    if (body.recovery_code) {
      ok = await this.twoFactor.useRecoveryCode(user, body.recovery_code);
      if (ok) await this.audit.record(req, { action: 'recovery_code_used', userId: user.id, email: user.email });
    } else if (body.code) {
      ok = (await this.twoFactor.verifyTotp(user, body.code)) || (await this.codes.consume('user', user.id, body.code));
    }
    if (!ok) {
      await this.auth.failure(key);
      await this.audit.record(req, { action: 'two_factor_challenge_failed', userId: user.id, email: user.email });
      await this.accountFailure(req, user);
      throw invalid({ [body.recovery_code ? 'recovery_code' : 'code']: ['invalid_code'] });
    }
    await this.signIn(req, res, user, 'totp', {
      action: 'login',
      details: { second_factor: body.recovery_code ? 'recovery_code' : 'code' },
    });
  }

  /** A wrong second factor counted against the account; the one that locks it tells its owner by e-mail. */
  private async accountFailure(req: HttpRequest, user: User): Promise<void> {
    if (!(await this.auth.accountFailure(`user:${user.id}`))) return;
    await this.codes.burn('user', user.id);
    await this.audit.record(req, { action: 'account_locked', userId: user.id, email: user.email });
    await this.mail.send({ to: user.email, ...staffLockoutMail(ACCOUNT_FAILURE_WINDOW_MS / 60_000) });
  }

  /** E-mails a one-time code; the answer is the same whether or not the user exists. */
  async sendCode(req: HttpRequest, username: string): Promise<{ sent: true }> {
    const email = username.toLowerCase();
    await this.auth.rateHit(`otp:${email}|${req.ip}`, OTP_REQUEST_WINDOW_MS, OTP_REQUEST_LIMIT);
    const user = await this.users.findActiveByEmail(email);
    await this.auth.codeAsked(user ? `user:${user.id}` : `email:${email}`);
    // At most ACCOUNT_CODE_MAILS_PER_HOUR mails to one account, silently: the answer stays the same.
    if (user && (await this.auth.codeMailAllowed(`user:${user.id}`))) {
      const code = await this.codes.issue('user', user.id);
      await this.mail.send({ to: user.email, ...staffSignInCodeMail(code) });
      await this.audit.record(req, { action: 'otp_requested', userId: user.id, email: user.email });
    }
    return { sent: true };
  }

  /** Company users: e-mail + e-mailed code. The code is their possession factor, so no TOTP follows. */
  async companyLogin(req: HttpRequest, res: HttpReply, body: z.output<typeof companyLoginSchema>): Promise<{ two_factor: false }> {
    const email = body.username.toLowerCase();
    const key = `company:${email}|${req.ip}`;
    await this.auth.assertNotThrottled(req, key, email);
    const user = await this.users.findActiveByEmail(email);
    // Counted per e-mail whether or not an account has it, so the answer does not tell.
    // A code mailed after a lock still signs the owner in (issue 26): the lock stops guesses against older ones.
    await this.auth.assertAccountNotLocked(req, user ? `user:${user.id}` : `email:${email}`, email, true);
    // Only company-only accounts without an authenticator (issue 26): a staff role or TOTP asks for more than a mailbox.
    const companyOnly =
      !!user &&
      !user.isSuperadmin &&
      !user.twoFactorConfirmedAt &&
      user.eventRoles.length > 0 &&
      user.eventRoles.every((r) => r.role === 'COMPANY');
    const ok = companyOnly && (await this.codes.consume('user', user.id, body.code));
    if (!ok || !user) {
      await this.auth.failure(key);
      await this.audit.record(req, { action: 'company_login_failed', userId: user?.id ?? null, email });
      if (user) await this.accountFailure(req, user);
      else await this.auth.accountFailure(`email:${email}`);
      throw invalid({ code: ['invalid_code'] });
    }
    await this.signIn(req, res, user, 'email_code', { action: 'company_login' });
    return { two_factor: false };
  }

  async logout(req: HttpRequest, res: HttpReply): Promise<void> {
    const user = await this.auth.sessionUser(req);
    if (user) await this.audit.record(req, { action: 'logout' });
    await this.auth.endSession(req);
    // An attendee signed in to the my-area site in this browser keeps their session (under a new id),
    // with a new anti-forgery token; otherwise the session is gone and so is its token (issue 29 item 18).
    if (req.session?.attendee) this.issueCsrf(req, res);
    else {
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.clearCookie(CSRF_COOKIE, { path: '/' });
    }
  }

  /** The signed-in user; `two_factor_enrolment_required` tells the UI to open the enrolment page. */
  async currentUser(req: HttpRequest): Promise<CurrentUserDto> {
    // The user the guard just read (AuthUserCache): no second query.
    const user = await this.auth.currentUserDto(req.authUser!.id);
    const enrolmentRequired = this.config.twoFactorRequired && secondFactorState(req.session, req.authUser!) === 'not_enrolled';
    return { ...user, two_factor_enrolment_required: enrolmentRequired };
  }
}
