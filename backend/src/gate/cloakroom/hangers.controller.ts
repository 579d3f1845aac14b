import { ScopedBy } from '../../platform/access/scoped-by';
import { HANGER_SCOPE } from './hangers.service';
import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  hangerDepositSchema,
  hangerRackSchema,
  hangerReturnSchema,
  type HangerDepositInput,
  type HangerRackInput,
  type HangerReturnInput,
} from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { badQuery } from '../../platform/common/errors';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { HANGER_LIST, HangersService } from './hangers.service';

/** `/api/events/{eventId}/hangers` (ADMIN, SECRETARY at the desk): the cloakroom's hangers, deposits and returns. */
@ScopedBy(HANGER_SCOPE)
@Controller('api/events/:eventId/hangers')
export class HangersController {
  constructor(private readonly hangers: HangersService) {}

  /** `?free=true|false`: only the free or only the taken hangers. */
  @CheckPolicy('read', 'Cloakroom')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(HANGER_LIST) list: ListQuery, @Query('free') free?: string) {
    if (free !== undefined && free !== 'true' && free !== 'false') throw badQuery('free', 'q_boolean');
    return page(list, await this.hangers.list(ctx, list, free === undefined ? undefined : free === 'true'));
  }

  @CheckPolicy('read', 'Cloakroom')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.hangers.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Cloakroom')
  @Post('rack')
  addRack(@EventCtx() ctx: EventContext, @ValidBody(hangerRackSchema) input: HangerRackInput) {
    return this.hangers.addRack(ctx, input);
  }

  @CheckPolicy('delete', 'Cloakroom')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.hangers.remove(ctx, id);
  }

  @CheckPolicy('update', 'Cloakroom')
  @Post('deposit')
  @HttpCode(200)
  deposit(@EventCtx() ctx: EventContext, @ValidBody(hangerDepositSchema) input: HangerDepositInput) {
    return this.hangers.deposit(ctx, input);
  }

  @CheckPolicy('update', 'Cloakroom')
  @Post('return')
  @HttpCode(200)
  giveBack(@EventCtx() ctx: EventContext, @ValidBody(hangerReturnSchema) input: HangerReturnInput) {
    return this.hangers.giveBack(ctx, input);
  }
}
