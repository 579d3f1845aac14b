import { ScopedBy } from '../../platform/access/scoped-by';
import { ACCESS_REQUEST_SCOPE } from './access-requests.service';
import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  accessRequestBulkDecisionSchema,
  accessRequestDecisionSchema,
  accessRequestSchema,
  type AccessRequestBulkDecision,
  type AccessRequestInput,
} from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { validInput } from '../../platform/common/put-merge';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { ACCESS_REQUEST_LIST, AccessRequestsService } from './access-requests.service';

/**
 * `/api/events/{eventId}/access-control-requests`: asked, then decided (PUT one, POST decide many);
 * a request is never edited or deleted, it stays as the record of what was asked and decided.
 */
@ScopedBy(ACCESS_REQUEST_SCOPE)
@Controller('api/events/:eventId/access-control-requests')
export class AccessRequestsController {
  constructor(private readonly requests: AccessRequestsService) {}

  @CheckPolicy('read', 'AccessControlRequest')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(ACCESS_REQUEST_LIST) list: ListQuery) {
    return page(list, await this.requests.list(ctx, list));
  }

  @CheckPolicy('read', 'AccessControlRequest')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.requests.findOne(ctx, id);
  }

  @CheckPolicy('create', 'AccessControlRequest')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(accessRequestSchema) input: AccessRequestInput) {
    return this.requests.create(ctx, input);
  }

  @CheckPolicy('review', 'AccessControlRequest')
  @Post('decide')
  decideMany(@EventCtx() ctx: EventContext, @ValidBody(accessRequestBulkDecisionSchema) input: AccessRequestBulkDecision) {
    return this.requests.decide(ctx, input);
  }

  @CheckPolicy('review', 'AccessControlRequest')
  @Put(':id')
  async decide(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    // Out of scope answers 404 whatever the body (react-admin sends the whole record back).
    await this.requests.findOne(ctx, id);
    return this.requests.decideOne(ctx, id, validInput(accessRequestDecisionSchema, body, ctx.lang));
  }
}
