import { Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { productCategorySchema, type ProductCategoryInput } from '@eventdesk/shared';
import type { Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { PRODUCT_CATEGORY_LIST, ProductCategoriesService } from './product-categories.service';

/** Product categories of an event: ADMIN only (SPEC §2). */
@Controller('api/events/:eventId/product-categories')
export class ProductCategoriesController {
  constructor(private readonly categories: ProductCategoriesService) {}

  @CheckPolicy('read', 'ProductCategory')
  @Get()
  async list(
    @Param('eventId', IdPipe) eventId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, PRODUCT_CATEGORY_LIST);
    const { rows, total } = await this.categories.list(eventId, list);
    setContentRange(res, list, rows.length, total);
    return rows;
  }

  @CheckPolicy('create', 'ProductCategory')
  @Get('create')
  defaults() {
    return { name_it: '', name_en: null, position: 0 };
  }

  @CheckPolicy('read', 'ProductCategory')
  @Get(':id')
  show(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number) {
    return this.categories.findOne(eventId, id);
  }

  @CheckPolicy('create', 'ProductCategory')
  @Post()
  create(@Param('eventId', IdPipe) eventId: number, @ValidBody(productCategorySchema) input: ProductCategoryInput) {
    return this.categories.create(eventId, input);
  }

  @CheckPolicy('update', 'ProductCategory')
  @Put(':id')
  update(
    @Param('eventId', IdPipe) eventId: number,
    @Param('id', IdPipe) id: number,
    @ValidBody(productCategorySchema) input: ProductCategoryInput,
  ) {
    return this.categories.update(eventId, id, input);
  }

  @CheckPolicy('delete', 'ProductCategory')
  @Delete(':id')
  remove(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number) {
    return this.categories.remove(eventId, id);
  }
}
