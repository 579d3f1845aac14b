import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { Enrolment, Public } from '../authz/policy.decorator';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { AuthService, regenerate } from './auth.service';
import { issueCsrfToken } from './csrf';
import { LocalAuthGuard } from './local.strategy';

/** The paths of the old Sanctum/Fortify back end (DESIGN §4). */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
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
    return { two_factor: false };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  @Enrolment()
  @Get('api/user')
  async me(@Req() req: Request) {
    return this.users.findOne(req.authUser!.id);
  }

  private get secure(): boolean {
    return this.config.appUrl.startsWith('https:');
  }
}

export const SESSION_COOKIE = 'eventdesk_session';
