import { Body, Controller, Delete, Get, Header, Param, Post, Put, Query, type StreamableFile } from '@nestjs/common';
import { CREDIT_RULE_DEFAULTS, creditRuleSchema, type CreditRuleInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { ScopedBy } from '../../platform/access/scoped-by';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import { parseListQuery, type ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { exportOptions, tableFile } from '../../registration/exports/table-file';
import { CREDIT_RULE_LIST, CREDIT_SCOPE, CreditRulesService } from './credit-rules.service';
import { CREDIT_RESULT_LIST, CreditsService } from './credits.service';

/** The event's credit rules (`credits`), what they gave each attendee, and their export (issue 27). */
@ScopedBy(CREDIT_SCOPE)
@Controller('api/events/:eventId/credits')
export class CreditsController {
  constructor(
    private readonly rules: CreditRulesService,
    private readonly credits: CreditsService,
  ) {}

  @CheckPolicy('read', 'Credit')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(CREDIT_RULE_LIST) list: ListQuery) {
    return page(list, await this.rules.list(ctx, list));
  }

  @CheckPolicy('read', 'Credit')
  @Get('results')
  async results(@EventCtx() ctx: EventContext, @ListParams(CREDIT_RESULT_LIST) list: ListQuery) {
    return page(list, await this.credits.results(ctx, list));
  }

  /** `GET …/credits/results/export?format=csv|xlsx&filter=…`: the results for the accreditation provider. */
  @CheckPolicy('read', 'Credit')
  @Get('results/export')
  @Header('Cache-Control', 'no-store')
  async export(@EventCtx() ctx: EventContext, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const { format } = exportOptions(query);
    const list = parseListQuery({ filter: query.filter }, CREDIT_RESULT_LIST);
    return tableFile(await this.credits.fileName(ctx, format), format, (out) => this.credits.export(ctx, list, format, out));
  }

  @CheckPolicy('update', 'Credit')
  @Post('recompute')
  recompute(@EventCtx() ctx: EventContext) {
    return this.credits.recompute(ctx);
  }

  @CheckPolicy('create', 'Credit')
  @Get('create')
  defaults() {
    return CREDIT_RULE_DEFAULTS;
  }

  @CheckPolicy('read', 'Credit')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.rules.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Credit')
  @Post()
  async create(@EventCtx() ctx: EventContext, @ValidBody(creditRuleSchema) input: CreditRuleInput) {
    const created = await this.rules.create(ctx, input);
    await this.credits.recompute(ctx);
    return created;
  }

  @CheckPolicy('update', 'Credit')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    const updated = await this.rules.update(ctx, id, mergedInput(creditRuleSchema, await this.rules.findOne(ctx, id), body, ctx.lang));
    await this.credits.recompute(ctx);
    return updated;
  }

  @CheckPolicy('delete', 'Credit')
  @Delete(':id')
  async remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    const removed = await this.rules.remove(ctx, id);
    await this.credits.recompute(ctx);
    return removed;
  }
}
