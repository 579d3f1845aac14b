import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type {
  MyAreaAttendeeResponseDto,
  MyAreaCatalogueDto,
  MyAreaCheckoutResultDto,
  MyAreaOrderDto,
  MyAreaPassDto,
} from '@eventdesk/shared';
import { PassesService } from '../gate/passes/passes.service';
import { AttendeeSession } from '../platform/common/policy.decorator';
import { IdPipe } from '../platform/common/id.pipe';
import { SignedInAttendee, type MyAreaContext } from './attendee.guard';
import { MyAreaService } from './myarea.service';

/**
 * The signed-in attendee's calls (SPEC §7, myarea/src/api.ts). The global guard checks the attendee
 * session of the event the token names through AttendeeGuard (404 unknown token, 401 nobody of this
 * event signed in); without that provider it refuses them all.
 */
@AttendeeSession()
@Controller('api/:token')
export class MyAreaController {
  constructor(
    private readonly myarea: MyAreaService,
    private readonly passes: PassesService,
  ) {}

  @Get('attendee')
  me(@SignedInAttendee() { attendee }: MyAreaContext): Promise<MyAreaAttendeeResponseDto> {
    return this.myarea.me(attendee);
  }

  /** Writes the fields the event's ATTENDEE configuration lets the attendee change; the others are ignored. */
  @Put('attendee')
  update(@SignedInAttendee() { attendee, lang }: MyAreaContext, @Body() body: unknown): Promise<MyAreaAttendeeResponseDto> {
    return this.myarea.update(attendee, body, lang);
  }

  /** Confirms a new e-mail with the code sent to it (issue 12). */
  @Post('attendee/email')
  @HttpCode(200)
  confirmEmail(@SignedInAttendee() { attendee, lang }: MyAreaContext, @Body() body: unknown): Promise<MyAreaAttendeeResponseDto> {
    return this.myarea.confirmEmail(attendee, body, lang);
  }

  /** The attendee's own pass (issue 14): the code and its QR, to show at the gate. */
  @Get('pass')
  async pass(@SignedInAttendee() { attendee }: MyAreaContext): Promise<MyAreaPassDto> {
    const { code, version } = await this.passes.codeFor(attendee.eventId, 'ATTENDEE', attendee.id);
    return { code, short_code: attendee.attendeeCode, version, qr_svg: await this.passes.qrSvg(code) };
  }

  @Get('products')
  catalogue(@SignedInAttendee() { attendee, lang }: MyAreaContext): Promise<MyAreaCatalogueDto> {
    return this.myarea.catalogue(attendee, lang);
  }

  @Post('checkout')
  checkout(@SignedInAttendee() { attendee, lang }: MyAreaContext, @Body() body: unknown): Promise<MyAreaCheckoutResultDto> {
    return this.myarea.checkout(attendee, body, lang);
  }

  @Get('orders/:id')
  order(@SignedInAttendee() { attendee, lang }: MyAreaContext, @Param('id', IdPipe) id: number): Promise<MyAreaOrderDto> {
    return this.myarea.order(attendee, id, lang);
  }
}
