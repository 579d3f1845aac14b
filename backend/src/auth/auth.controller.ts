import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { companyLoginSchema, otpRequestSchema, twoFactorChallengeSchema, type CurrentUserDto } from '@eventdesk/shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service';
import { Enrolment, Public } from '../common/policy.decorator';
import { AppException } from '../common/errors';
import { ValidBody } from '../common/valid-body.decorator';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { AuthService, regenerate, secondFactorState } from './auth.service';
import { issueCsrfToken } from './csrf';
import { LocalAuthGuard } from './local.strategy';
import { OneTimeCodesService } from './one-time-codes.service';
import { SESSION_COOKIE } from './session-cookie';
import { TwoFactorService } from './two-factor.service';

const CHALLENGE_TTL_MS = 10 * 60_000;
const OTP_REQUEST_LIMIT = 5;
const OTP_REQUEST_WINDOW_MS = 10 * 60_000;

/** The sign-in paths of the old Sanctum/Fortify back end (DESIGN §4). */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
    private readonly codes: OneTimeCodesService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('sanctum/csrf-cookie')
  @HttpCode(204)
  csrfCookie(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    issueCsrfToken(req, res, this.secure);
  }

  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  async login(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ two_factor: boolean }> {
    const user = req.user as User;
    if (user.twoFactorConfirmedAt) {
      await regenerate(req);
      req.session.pendingUserId = user.id;
      req.session.pendingAt = Date.now();
      issueCsrfToken(req, res, this.secure);
      return { two_factor: true };
    }
    await this.auth.startSession(req, user.id);
    issueCsrfToken(req, res, this.secure);
    await this.audit.record(req, { action: 'login', userId: user.id, email: user.email, details: { second_factor: null } });
    return { two_factor: false };
  }

  /** Completes a login whose password was right: TOTP code, e-mailed code, or a recovery code. */
  @Public()
  @Post('two-factor-challenge')
  @HttpCode(204)
  async challenge(
    @ValidBody(twoFactorChallengeSchema) body: z.output<typeof twoFactorChallengeSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const { pendingUserId, pendingAt } = req.session;
    const user = pendingUserId && pendingAt && Date.now() - pendingAt < CHALLENGE_TTL_MS ? await this.auth.findActive(pendingUserId) : null;
    if (!user) throw new AppException(422, 'validation_failed', {}, { code: ['no_pending_challenge'] });
    const key = `challenge:${user.id}|${req.ip}`;
    await this.auth.assertNotThrottled(req, key, user.email);
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
      throw new AppException(422, 'validation_failed', {}, { [body.recovery_code ? 'recovery_code' : 'code']: ['invalid_code'] });
    }
    await this.auth.startSession(req, user.id, 'totp');
    issueCsrfToken(req, res, this.secure);
    await this.audit.record(req, { action: 'login', userId: user.id, email: user.email, details: { second_factor: body.recovery_code ? 'recovery_code' : 'code' } });
  }

  /** E-mails a one-time code; the answer is the same whether or not the user exists. */
  @Public()
  @Post('api/otp/generate')
  @HttpCode(202)
  async generateOtp(@ValidBody(otpRequestSchema) body: z.output<typeof otpRequestSchema>, @Req() req: Request): Promise<{ sent: true }> {
    const email = body.username.toLowerCase();
    await this.auth.rateHit(`otp:${email}|${req.ip}`, OTP_REQUEST_WINDOW_MS, OTP_REQUEST_LIMIT);
    const user = await this.users.findActiveByEmail(email);
    if (user) {
      const code = await this.codes.issue('user', user.id);
      await this.mail.send({
        to: user.email,
        subject: `Eventdesk: codice di accesso ${code} / sign-in code`,
        text: `Il tuo codice di accesso a Eventdesk è ${code}. Vale 10 minuti e una sola volta.\n\nYour Eventdesk sign-in code is ${code}. It is valid for 10 minutes, once.\n\nSe non l'hai chiesto tu, ignora questo messaggio. / If you did not ask for it, ignore this message.`,
      });
      await this.audit.record(req, { action: 'otp_requested', userId: user.id, email: user.email });
    }
    return { sent: true };
  }

  /** Company users: e-mail + e-mailed code. The code is their possession factor, so no TOTP follows. */
  @Public()
  @Post('company-login')
  @HttpCode(200)
  async companyLogin(
    @ValidBody(companyLoginSchema) body: z.output<typeof companyLoginSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ two_factor: false }> {
    const email = body.username.toLowerCase();
    const key = `company:${email}|${req.ip}`;
    await this.auth.assertNotThrottled(req, key, email);
    const user = await this.users.findActiveByEmail(email);
    const companyOnly = !!user && !user.isSuperadmin && user.eventRoles.length > 0 && user.eventRoles.every((r) => r.role === 'COMPANY');
    const ok = companyOnly && (await this.codes.consume('user', user.id, body.code));
    if (!ok || !user) {
      await this.auth.failure(key);
      await this.audit.record(req, { action: 'company_login_failed', userId: user?.id ?? null, email });
      throw new AppException(422, 'validation_failed', {}, { code: ['invalid_code'] });
    }
    await this.auth.startSession(req, user.id, 'email_code');
    issueCsrfToken(req, res, this.secure);
    await this.audit.record(req, { action: 'company_login', userId: user.id, email: user.email });
    return { two_factor: false };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const user = await this.auth.sessionUser(req);
    if (user) await this.audit.record(req, { action: 'logout' });
    await this.auth.endSession(req);
    // An attendee signed in to the my-area site in this browser keeps their session (under a new id).
    if (!req.session?.attendee) res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** The signed-in user; `two_factor_enrolment_required` tells the UI to open the enrolment page. */
  @Enrolment()
  @Get('api/user')
  async me(@Req() req: Request): Promise<CurrentUserDto> {
    const user = await this.users.findOne(req.authUser!.id);
    const enrolmentRequired = this.config.twoFactorRequired && secondFactorState(req, req.authUser!) === 'not_enrolled';
    return { ...user, two_factor_enrolment_required: enrolmentRequired };
  }

  private get secure(): boolean {
    return this.config.appUrl.startsWith('https:');
  }
}
