import { ScopedBy } from '../../platform/access/scoped-by';
import { PRODUCT_SCOPE } from './products.service';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { PRODUCT_DEFAULTS, productSchema, type ProductInput } from '@eventdesk/shared';

import { CheckPolicy } from '../../platform/common/policy.decorator';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { PRODUCT_LIST, ProductsService } from './products.service';

/** Products of an event: ADMIN only (SPEC §2). Money in cents, VAT rates in basis points. */
@ScopedBy(PRODUCT_SCOPE)
@Controller('api/events/:eventId/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @CheckPolicy('read', 'Product')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(PRODUCT_LIST) list: ListQuery) {
    return page(list, await this.products.list(ctx, list));
  }

  @CheckPolicy('create', 'Product')
  @Get('create')
  defaults() {
    return PRODUCT_DEFAULTS;
  }

  @CheckPolicy('read', 'Product')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.products.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Product')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(productSchema) input: ProductInput) {
    return this.products.create(ctx, input);
  }

  @CheckPolicy('update', 'Product')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.products.update(ctx, id, mergedInput(productSchema, await this.products.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Product')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.products.remove(ctx, id);
  }
}
