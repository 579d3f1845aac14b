import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { TERM_DEFAULTS, termSchema, type TermDto, type TermInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { ScopedBy } from '../../platform/access/scoped-by';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { EventRecords, InjectRecords } from '../../platform/history/event-records';
import type { Term } from './term.entity';
import { TERM_LIST, TERM_SCOPE, TERMS } from './terms.service';

/** `/api/events/{eventId}/terms` (SPEC §5 "terms (versioned consents)"): the usual six routes; a PUT takes part of a term. */
@ScopedBy(TERM_SCOPE)
@Controller('api/events/:eventId/terms')
export class TermsController {
  constructor(@InjectRecords(TERMS) private readonly terms: EventRecords<Term, TermDto, TermInput>) {}

  @CheckPolicy('read', 'Term')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(TERM_LIST) list: ListQuery) {
    return page(list, await this.terms.list(ctx, list));
  }

  @CheckPolicy('create', 'Term')
  @Get('create')
  defaults() {
    return TERM_DEFAULTS;
  }

  @CheckPolicy('read', 'Term')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.terms.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Term')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(termSchema) input: TermInput) {
    return this.terms.create(ctx, input);
  }

  @CheckPolicy('update', 'Term')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.terms.update(ctx, id, mergedInput(termSchema, await this.terms.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Term')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.terms.remove(ctx, id);
  }
}
