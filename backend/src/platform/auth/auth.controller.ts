import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { companyLoginSchema, otpRequestSchema, twoFactorChallengeSchema, type CurrentUserDto } from '@eventdesk/shared';
import type { HttpReply, HttpRequest } from '../common/http';
import type { z } from 'zod';
import { Enrolment, Public } from '../common/policy.decorator';
import { ValidBody } from '../common/valid-body.decorator';
import { LocalAuthGuard } from './local.strategy';
import { LoginService } from './login.service';

/** The sign-in paths of the old Sanctum/Fortify back end (DESIGN §4). */
@Controller()
export class AuthController {
  constructor(private readonly logins: LoginService) {}

  @Public()
  @Get('sanctum/csrf-cookie')
  @HttpCode(204)
  csrfCookie(@Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply): void {
    this.logins.sessionCsrf(req, res);
  }

  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  async login(@Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply): Promise<{ two_factor: boolean }> {
    return this.logins.passwordLogin(req, res);
  }

  /** Completes a login whose password was right: TOTP code, e-mailed code, or a recovery code. */
  @Public()
  @Post('two-factor-challenge')
  @HttpCode(204)
  async challenge(
    @ValidBody(twoFactorChallengeSchema) body: z.output<typeof twoFactorChallengeSchema>,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ): Promise<void> {
    return this.logins.challenge(req, res, body);
  }

  /** E-mails a one-time code; the answer is the same whether or not the user exists. */
  @Public()
  @Post('api/otp/generate')
  @HttpCode(202)
  async generateOtp(
    @ValidBody(otpRequestSchema) body: z.output<typeof otpRequestSchema>,
    @Req() req: HttpRequest,
  ): Promise<{ sent: true }> {
    return this.logins.sendCode(req, body.username);
  }

  /** Company users: e-mail + e-mailed code. The code is their possession factor, so no TOTP follows. */
  @Public()
  @Post('company-login')
  @HttpCode(200)
  async companyLogin(
    @ValidBody(companyLoginSchema) body: z.output<typeof companyLoginSchema>,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ): Promise<{ two_factor: false }> {
    return this.logins.companyLogin(req, res, body);
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply): Promise<void> {
    return this.logins.logout(req, res);
  }

  /** The signed-in user; `two_factor_enrolment_required` tells the UI to open the enrolment page. */
  @Enrolment()
  @Get('api/user')
  async me(@Req() req: HttpRequest): Promise<CurrentUserDto> {
    return this.logins.currentUser(req);
  }
}
