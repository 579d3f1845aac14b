import { ScopedBy } from '../../platform/access/scoped-by';
import { PRODUCT_CATEGORY_SCOPE } from './product-categories.service';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { PRODUCT_CATEGORY_DEFAULTS, productCategorySchema, type ProductCategoryInput } from '@eventdesk/shared';

import { CheckPolicy } from '../../platform/common/policy.decorator';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { PRODUCT_CATEGORY_LIST, ProductCategoriesService } from './product-categories.service';

/** Product categories of an event: ADMIN only (SPEC §2). */
@ScopedBy(PRODUCT_CATEGORY_SCOPE)
@Controller('api/events/:eventId/product-categories')
export class ProductCategoriesController {
  constructor(private readonly categories: ProductCategoriesService) {}

  @CheckPolicy('read', 'ProductCategory')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(PRODUCT_CATEGORY_LIST) list: ListQuery) {
    return page(list, await this.categories.list(ctx, list));
  }

  @CheckPolicy('create', 'ProductCategory')
  @Get('create')
  defaults() {
    return PRODUCT_CATEGORY_DEFAULTS;
  }

  @CheckPolicy('read', 'ProductCategory')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.categories.findOne(ctx, id);
  }

  @CheckPolicy('create', 'ProductCategory')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(productCategorySchema) input: ProductCategoryInput) {
    return this.categories.create(ctx, input);
  }

  @CheckPolicy('update', 'ProductCategory')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.categories.update(ctx, id, mergedInput(productCategorySchema, await this.categories.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'ProductCategory')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.categories.remove(ctx, id);
  }
}
