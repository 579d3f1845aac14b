import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { MyAreaAttendeeResponseDto, MyAreaEventDto, MyAreaOtpResultDto } from '@eventdesk/shared';
import type { HttpReply, HttpRequest } from '../platform/common/http';
import type { z } from 'zod';
import { Public } from '../platform/common/policy.decorator';
import { ValidBody } from '../platform/common/valid-body.decorator';
import { AttendeeSignInService } from '../registration/attendee-sign-in/attendee-sign-in.service';
import { MyAreaService } from './myarea.service';
import { attendeeLoginSchema, attendeeOtpSchema } from './myarea-input';

/**
 * The my-area site's public calls (SPEC §7): the event's public data and the attendee's sign-in and
 * sign-out. Public for the staff guard; every POST still needs the anti-forgery header (csrf.ts).
 */
@Controller()
export class MyAreaAuthController {
  constructor(
    private readonly myarea: MyAreaService,
    private readonly auth: AttendeeSignInService,
  ) {}

  /** Name, dates, place, image, languages and active terms (in the Accept-Language) of the event; 404 for an unknown token. */
  @Public()
  @Get('api/external/:token/event')
  event(@Param('token') token: string, @Req() req: HttpRequest): Promise<MyAreaEventDto> {
    return this.myarea.publicEvent(token, req);
  }

  /** Mails a 6-digit code to the event's attendee with this e-mail; the same 202 whether or not there is one. */
  @Public()
  @Post('api/:token/attendee/otp')
  @HttpCode(202)
  async requestCode(
    @Param('token') token: string,
    @ValidBody(attendeeOtpSchema) body: z.output<typeof attendeeOtpSchema>,
    @Req() req: HttpRequest,
  ): Promise<MyAreaOtpResultDto> {
    const event = await this.myarea.eventByToken(token);
    await this.auth.requestCode(req, event, body.email);
    return { sent: true };
  }

  /** E-mail + code → the attendee's session for this event (422 `errors.code` for a wrong, expired or used code). */
  @Public()
  @Post('api/:token/attendee/login')
  @HttpCode(200)
  async login(
    @Param('token') token: string,
    @ValidBody(attendeeLoginSchema) body: z.output<typeof attendeeLoginSchema>,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ): Promise<MyAreaAttendeeResponseDto> {
    const event = await this.myarea.eventByToken(token);
    const attendee = await this.auth.login(req, res, event, body.email, body.code);
    return this.myarea.me(attendee);
  }

  /** Ends the attendee part of the session only (a staff sign-in of the same browser stays); 204 even when nobody was signed in. */
  @Public()
  @Post('api/attendee/logout')
  @HttpCode(204)
  logout(@Req() req: HttpRequest): Promise<void> {
    return this.auth.logout(req);
  }
}
