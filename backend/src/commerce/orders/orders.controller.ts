import { ScopedBy } from '../../platform/access/scoped-by';
import { ORDER_SCOPE } from './order.scope';
import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  orderCancelSchema,
  orderMarkPaidSchema,
  orderRefundNoteSchema,
  type OrderCancelInput,
  type OrderMarkPaidInput,
  type OrderRefundNoteInput,
} from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { ORDER_LIST, OrdersService } from './orders.service';

/**
 * Orders of an event for staff: ADMIN only (SPEC §2). Orders are made by attendees (checkout); staff
 * read them and move them as order-transitions.ts allows (409 otherwise).
 */
@ScopedBy(ORDER_SCOPE)
@Controller('api/events/:eventId/orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @CheckPolicy('read', 'Order')
  @Get()
  async list(@Param('eventId', IdPipe) eventId: number, @ListParams(ORDER_LIST) list: ListQuery) {
    return page(list, await this.orders.list(eventId, list));
  }

  @CheckPolicy('read', 'Order')
  @Get(':id')
  show(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number) {
    return this.orders.findOne(eventId, id);
  }

  @CheckPolicy('update', 'Order')
  @Post(':id/mark-paid')
  @HttpCode(200)
  markPaid(
    @Param('eventId', IdPipe) eventId: number,
    @Param('id', IdPipe) id: number,
    @ValidBody(orderMarkPaidSchema) input: OrderMarkPaidInput,
    @EventCtx() ctx: EventContext,
  ) {
    return this.orders.markPaid(eventId, id, { user: ctx.actor }, input);
  }

  @CheckPolicy('update', 'Order')
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Param('eventId', IdPipe) eventId: number,
    @Param('id', IdPipe) id: number,
    @ValidBody(orderCancelSchema) input: OrderCancelInput,
    @EventCtx() ctx: EventContext,
  ) {
    return this.orders.cancel(eventId, id, { user: ctx.actor }, input);
  }

  @CheckPolicy('update', 'Order')
  @Put(':id/refund-note')
  refundNote(
    @Param('eventId', IdPipe) eventId: number,
    @Param('id', IdPipe) id: number,
    @ValidBody(orderRefundNoteSchema) input: OrderRefundNoteInput,
    @EventCtx() ctx: EventContext,
  ) {
    return this.orders.setRefundNote(eventId, id, { user: ctx.actor }, input);
  }
}
