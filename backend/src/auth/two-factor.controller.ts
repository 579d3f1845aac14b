import { Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { confirmTwoFactorSchema } from '@eventdesk/shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { Authenticated, Enrolment } from '../common/policy.decorator';
import { ValidBody } from '../common/valid-body.decorator';
import { TwoFactorEnrolmentService } from './two-factor-enrolment.service';

/** Enrolment and management of the authenticator app (Fortify's `user/…` paths). */
@Controller('user')
export class TwoFactorController {
  constructor(private readonly enrolment: TwoFactorEnrolmentService) {}

  /** Starts enrolment with a new secret; refused once 2FA is confirmed (remove it first). */
  @Enrolment()
  @Post('two-factor-authentication')
  @HttpCode(200)
  async enable(@Req() req: Request): Promise<{ enabled: true }> {
    return this.enrolment.enable(req);
  }

  @Enrolment()
  @Delete('two-factor-authentication')
  @HttpCode(200)
  async disable(@Req() req: Request): Promise<{ enabled: false }> {
    return this.enrolment.disable(req);
  }

  @Enrolment()
  @Get('two-factor-qr-code')
  async qrCode(@Req() req: Request): Promise<{ svg: string; url: string }> {
    return this.enrolment.qrCode(req);
  }

  @Enrolment()
  @Get('two-factor-secret-key')
  async secretKey(@Req() req: Request): Promise<{ secretKey: string }> {
    return this.enrolment.secretKey(req);
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
    return this.enrolment.confirm(req, res, body.code);
  }

  /** How many recovery codes are left; they are stored hashed, so new ones come from the POST. */
  @Authenticated()
  @Get('two-factor-recovery-codes')
  async recoveryCodes(@Req() req: Request): Promise<{ remaining: number }> {
    return this.enrolment.remainingRecoveryCodes(req);
  }

  @Authenticated()
  @Post('two-factor-recovery-codes')
  @HttpCode(200)
  async regenerate(@Req() req: Request): Promise<{ recovery_codes: string[] }> {
    return this.enrolment.regenerateRecoveryCodes(req);
  }
}
