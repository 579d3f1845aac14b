import { Body, Controller, Get, Put } from '@nestjs/common';
import { paymentSettingsSchema } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import { PaymentSettingsService } from './payment-settings.service';

/** The event's payment settings: one record per event, read and written by its ADMIN (subject EventOption). */
@Controller('api/events/:eventId/payment-settings')
export class PaymentSettingsController {
  constructor(private readonly settings: PaymentSettingsService) {}

  @CheckPolicy('read', 'EventOption')
  @Get()
  show(@EventCtx() ctx: EventContext) {
    return this.settings.dto(ctx.eventId);
  }

  /** A PUT merges what it is sent into the stored settings, then checks the whole. */
  @CheckPolicy('update', 'EventOption')
  @Put()
  async update(@EventCtx() ctx: EventContext, @Body() body: unknown) {
    return this.settings.save(ctx, mergedInput(paymentSettingsSchema, await this.settings.settings(ctx.eventId), body, ctx.lang));
  }
}
