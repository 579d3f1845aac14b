import { Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { confirmTwoFactorSchema } from '@eventdesk/shared';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service';
import { Authenticated, Enrolment } from '../common/policy.decorator';
import { AppException } from '../common/errors';
import { ValidBody } from '../common/valid-body.decorator';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { issueCsrfToken } from './csrf';
import { TwoFactorService } from './two-factor.service';

/** Enrolment and management of the authenticator app (Fortify's `user/…` paths). */
@Controller('user')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts enrolment with a new secret; refused once 2FA is confirmed (remove it first). */
  @Enrolment()
  @Post('two-factor-authentication')
  @HttpCode(200)
  async enable(@Req() req: Request): Promise<{ enabled: true }> {
    const user = await this.current(req);
    if (user.twoFactorConfirmedAt) throw new AppException(409, 'two_factor_already_confirmed');
    await this.twoFactor.enable(user);
    await this.audit.record(req, { action: 'two_factor_enabled' });
    return { enabled: true };
  }

  @Enrolment()
  @Delete('two-factor-authentication')
  @HttpCode(200)
  async disable(@Req() req: Request): Promise<{ enabled: false }> {
    const user = await this.current(req);
    await this.twoFactor.disable(user.id);
    await this.audit.record(req, { action: 'two_factor_disabled' });
    return { enabled: false };
  }

  @Enrolment()
  @Get('two-factor-qr-code')
  async qrCode(@Req() req: Request): Promise<{ svg: string; url: string }> {
    const { user, secret } = await this.pending(req);
    return this.twoFactor.qrCode(user, secret);
  }

  @Enrolment()
  @Get('two-factor-secret-key')
  async secretKey(@Req() req: Request): Promise<{ secretKey: string }> {
    const { secret } = await this.pending(req);
    return { secretKey: secret };
  }

  /** Confirms enrolment with a code from the app; answers the recovery codes, shown this once. */
  @Enrolment()
  @Post('confirmed-two-factor-authentication')
  @HttpCode(200)
  async confirm(
    @ValidBody(confirmTwoFactorSchema) body: z.output<typeof confirmTwoFactorSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ two_factor_confirmed_at: string; recovery_codes: string[] }> {
    const { user } = await this.pending(req);
    if (!(await this.twoFactor.verifyTotp(user, body.code))) throw new AppException(422, 'validation_failed', {}, { code: ['invalid_code'] });
    const codes = await this.twoFactor.confirm(user);
    await this.auth.startSession(req, user.id, 'totp');
    issueCsrfToken(req, res, this.config.appUrl.startsWith('https:'));
    await this.audit.record(req, { action: 'two_factor_confirmed', userId: user.id, email: user.email });
    const confirmed = await this.users.findOneByOrFail({ id: user.id });
    return { two_factor_confirmed_at: confirmed.twoFactorConfirmedAt!.toISOString(), recovery_codes: codes };
  }

  /** How many recovery codes are left; they are stored hashed, so new ones come from the POST. */
  @Authenticated()
  @Get('two-factor-recovery-codes')
  async recoveryCodes(@Req() req: Request): Promise<{ remaining: number }> {
    return { remaining: this.twoFactor.remainingRecoveryCodes(await this.current(req)) };
  }

  @Authenticated()
  @Post('two-factor-recovery-codes')
  @HttpCode(200)
  async regenerate(@Req() req: Request): Promise<{ recovery_codes: string[] }> {
    const user = await this.current(req);
    if (!user.twoFactorConfirmedAt) throw new AppException(409, 'two_factor_not_enabled');
    const codes = await this.twoFactor.regenerateRecoveryCodes(user.id);
    await this.audit.record(req, { action: 'recovery_codes_regenerated' });
    return { recovery_codes: codes };
  }

  private async current(req: Request): Promise<User> {
    return this.users.findOneByOrFail({ id: req.authUser!.id });
  }

  /** The secret of an enrolment in progress (not shown any more once confirmed). */
  private async pending(req: Request): Promise<{ user: User; secret: string }> {
    const user = await this.current(req);
    if (user.twoFactorConfirmedAt) throw new AppException(409, 'two_factor_already_confirmed');
    const secret = this.twoFactor.secretOf(user);
    if (!secret) throw new AppException(409, 'two_factor_not_enabled');
    return { user, secret };
  }
}
