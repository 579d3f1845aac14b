import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { sendMyAreaLinkSchema, type SendMyAreaLinkInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../platform/access/request-context';
import { CheckPolicy } from '../platform/common/policy.decorator';
import { ValidBody } from '../platform/common/valid-body.decorator';
import { MyAreaLinkService } from './myarea-link.service';

/** The attendee site's address for staff: its link and QR code, and e-mailing it to attendees. */
@Controller('api/events/:eventId')
export class MyAreaLinkController {
  constructor(private readonly links: MyAreaLinkService) {}

  @CheckPolicy('read', 'Attendee')
  @Get('myarea-link')
  link(@EventCtx() ctx: EventContext) {
    return this.links.link(ctx);
  }

  @CheckPolicy('update', 'Attendee')
  @Post('attendees/send-myarea-link')
  @HttpCode(HttpStatus.OK)
  send(@EventCtx() ctx: EventContext, @ValidBody(sendMyAreaLinkSchema) input: SendMyAreaLinkInput) {
    return this.links.send(ctx, input);
  }
}
