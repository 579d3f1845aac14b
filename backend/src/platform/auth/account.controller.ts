import { Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import {
  changePasswordSchema,
  confirmPasswordSchema,
  type ChangePasswordInput,
  type PasswordConfirmationDto,
  type UserSessionDto,
} from '@eventdesk/shared';
import type { HttpRequest } from '../common/http';
import type { z } from 'zod';
import { Authenticated, Enrolment } from '../common/policy.decorator';
import { ValidBody } from '../common/valid-body.decorator';
import { AccountService } from './account.service';

/** The signed-in user's own account (Fortify's `user/…` paths): confirmation, password, sessions. */
@Controller('user')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Enrolment()
  @Post('confirm-password')
  @HttpCode(200)
  confirm(
    @ValidBody(confirmPasswordSchema) body: z.output<typeof confirmPasswordSchema>,
    @Req() req: HttpRequest,
  ): Promise<PasswordConfirmationDto> {
    return this.account.confirm(req, body);
  }

  @Enrolment()
  @Get('confirmed-password-status')
  status(@Req() req: HttpRequest): PasswordConfirmationDto {
    return this.account.status(req);
  }

  @Authenticated()
  @Put('password')
  changePassword(@ValidBody(changePasswordSchema) body: ChangePasswordInput, @Req() req: HttpRequest): Promise<{ sessions_ended: number }> {
    return this.account.changePassword(req, body);
  }

  @Authenticated()
  @Get('sessions')
  sessions(@Req() req: HttpRequest): Promise<UserSessionDto[]> {
    return this.account.list(req);
  }

  /** Ends every session of the user but this one. */
  @Authenticated()
  @Delete('sessions')
  @HttpCode(200)
  endOthers(@Req() req: HttpRequest): Promise<{ sessions_ended: number }> {
    return this.account.endOthers(req);
  }

  @Authenticated()
  @Delete('sessions/:id')
  @HttpCode(204)
  endOne(@Param('id') id: string, @Req() req: HttpRequest): Promise<void> {
    return this.account.endOne(req, id);
  }
}
