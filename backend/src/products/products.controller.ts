import { Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { productSchema, type ProductInput } from '@eventdesk/shared';
import type { Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { PRODUCT_LIST, ProductsService } from './products.service';

/** Products of an event: ADMIN only (SPEC §2). Money in cents, VAT rates in basis points. */
@Controller('api/events/:eventId/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @CheckPolicy('read', 'Product')
  @Get()
  async list(
    @Param('eventId', IdPipe) eventId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, PRODUCT_LIST);
    const { rows, total } = await this.products.list(eventId, list);
    setContentRange(res, list, rows.length, total);
    return rows;
  }

  @CheckPolicy('create', 'Product')
  @Get('create')
  defaults() {
    return this.products.defaults();
  }

  @CheckPolicy('read', 'Product')
  @Get(':id')
  show(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number) {
    return this.products.findOne(eventId, id);
  }

  @CheckPolicy('create', 'Product')
  @Post()
  create(@Param('eventId', IdPipe) eventId: number, @ValidBody(productSchema) input: ProductInput) {
    return this.products.create(eventId, input);
  }

  @CheckPolicy('update', 'Product')
  @Put(':id')
  update(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @ValidBody(productSchema) input: ProductInput) {
    return this.products.update(eventId, id, input);
  }

  @CheckPolicy('delete', 'Product')
  @Delete(':id')
  remove(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number) {
    return this.products.remove(eventId, id);
  }
}
