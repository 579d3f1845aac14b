import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { SESSION_DEFAULTS, sessionSchema, type SessionInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { ScopedBy } from '../../platform/access/scoped-by';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { RegistrationsService } from './registrations.service';
import { SESSION_LIST, SESSION_SCOPE, SessionsService } from './sessions.service';

@ScopedBy(SESSION_SCOPE)
@Controller('api/events/:eventId/sessions')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly registrations: RegistrationsService,
  ) {}

  @CheckPolicy('read', 'Session')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(SESSION_LIST) list: ListQuery) {
    return page(list, await this.sessions.list(ctx, list));
  }

  @CheckPolicy('create', 'Session')
  @Get('create')
  defaults() {
    return SESSION_DEFAULTS;
  }

  @CheckPolicy('read', 'Session')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.sessions.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Session')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(sessionSchema) input: SessionInput) {
    return this.sessions.create(ctx, input);
  }

  @CheckPolicy('update', 'Session')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    await this.sessions.update(ctx, id, mergedInput(sessionSchema, await this.sessions.findOne(ctx, id), body, ctx.lang));
    // More seats, or registration opened: the queue moves up.
    await this.registrations.afterSessionChange(ctx, id);
    return this.sessions.findOne(ctx, id);
  }

  @CheckPolicy('delete', 'Session')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.sessions.remove(ctx, id);
  }
}
