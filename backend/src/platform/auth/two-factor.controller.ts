import { Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { confirmTwoFactorSchema } from '@eventdesk/shared';
import type { HttpReply, HttpRequest } from '../common/http';
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
  async enable(@Req() req: HttpRequest): Promise<{ enabled: true }> {
    return this.enrolment.enable(req);
  }

  @Enrolment()
  @Delete('two-factor-authentication')
  @HttpCode(200)
  async disable(@Req() req: HttpRequest): Promise<{ enabled: false }> {
    return this.enrolment.disable(req);
  }

  @Enrolment()
  @Get('two-factor-qr-code')
  async qrCode(@Req() req: HttpRequest): Promise<{ svg: string; url: string }> {
    return this.enrolment.qrCode(req);
  }

  @Enrolment()
  @Get('two-factor-secret-key')
  async secretKey(@Req() req: HttpRequest): Promise<{ secretKey: string }> {
    return this.enrolment.secretKey(req);
  }

  /** Confirms enrolment with a code from the app; answers the recovery codes, shown this once. */
  @Enrolment()
  @Post('confirmed-two-factor-authentication')
  @HttpCode(200)
  async confirm(
    @ValidBody(confirmTwoFactorSchema) body: z.output<typeof confirmTwoFactorSchema>,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ): Promise<{ two_factor_confirmed_at: string; recovery_codes: string[] }> {
    return this.enrolment.confirm(req, res, body.code);
  }

  /** How many recovery codes are left; they are stored hashed, so new ones come from the POST. */
  @Authenticated()
  @Get('two-factor-recovery-codes')
  async recoveryCodes(@Req() req: HttpRequest): Promise<{ remaining: number }> {
    return this.enrolment.remainingRecoveryCodes(req);
  }

  @Authenticated()
  @Post('two-factor-recovery-codes')
  @HttpCode(200)
  async regenerate(@Req() req: HttpRequest): Promise<{ recovery_codes: string[] }> {
    return this.enrolment.regenerateRecoveryCodes(req);
  }
}
