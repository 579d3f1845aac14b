import { ScopedBy } from '../../platform/access/scoped-by';
import { ATTACHMENT_DEFINITION_SCOPE } from './attachment-definitions.service';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ATTACHMENT_DEFINITION_DEFAULTS, attachmentDefinitionSchema, type AttachmentDefinitionInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { ATTACHMENT_DEFINITION_LIST, AttachmentDefinitionsService } from './attachment-definitions.service';

@ScopedBy(ATTACHMENT_DEFINITION_SCOPE)
@Controller('api/events/:eventId/attachment-definitions')
export class AttachmentDefinitionsController {
  constructor(private readonly definitions: AttachmentDefinitionsService) {}

  @CheckPolicy('read', 'AttachmentDefinition')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(ATTACHMENT_DEFINITION_LIST) list: ListQuery) {
    return page(list, await this.definitions.list(ctx, list));
  }

  @CheckPolicy('create', 'AttachmentDefinition')
  @Get('create')
  defaults() {
    return ATTACHMENT_DEFINITION_DEFAULTS;
  }

  @CheckPolicy('read', 'AttachmentDefinition')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.definitions.findOne(ctx, id);
  }

  @CheckPolicy('create', 'AttachmentDefinition')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(attachmentDefinitionSchema) input: AttachmentDefinitionInput) {
    return this.definitions.create(ctx, input);
  }

  @CheckPolicy('update', 'AttachmentDefinition')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.definitions.update(
      ctx,
      id,
      mergedInput(attachmentDefinitionSchema, await this.definitions.findOne(ctx, id), body, ctx.lang),
    );
  }

  @CheckPolicy('delete', 'AttachmentDefinition')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.definitions.remove(ctx, id);
  }
}
