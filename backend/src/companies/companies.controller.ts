import { Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { eventCompanySchema, type EventCompanyInput } from '@eventdesk/shared';
import type { Request, Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { actorOf } from '../history/actor';
import { COMPANY_LIST, CompaniesService } from './companies.service';

@Controller('api/events/:eventId/companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @CheckPolicy('read', 'EventCompany')
  @Get()
  async list(
    @Param('eventId', IdPipe) eventId: number,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, COMPANY_LIST);
    const { rows, total } = await this.companies.list(eventId, list, req.ability!);
    setContentRange(res, list, rows.length, total);
    return rows;
  }

  @CheckPolicy('create', 'EventCompany')
  @Get('create')
  defaults() {
    return this.companies.defaults();
  }

  @CheckPolicy('read', 'EventCompany')
  @Get(':id')
  show(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @Req() req: Request) {
    return this.companies.findOne(eventId, id, req.ability!);
  }

  @CheckPolicy('create', 'EventCompany')
  @Post()
  create(@Param('eventId', IdPipe) eventId: number, @ValidBody(eventCompanySchema) input: EventCompanyInput, @Req() req: Request) {
    return this.companies.create(eventId, input, actorOf(req));
  }

  @CheckPolicy('update', 'EventCompany')
  @Put(':id')
  update(
    @Param('eventId', IdPipe) eventId: number,
    @Param('id', IdPipe) id: number,
    @ValidBody(eventCompanySchema) input: EventCompanyInput,
    @Req() req: Request,
  ) {
    return this.companies.update(eventId, id, input, req.ability!, actorOf(req));
  }

  @CheckPolicy('delete', 'EventCompany')
  @Delete(':id')
  remove(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @Req() req: Request) {
    return this.companies.remove(eventId, id, req.ability!, actorOf(req));
  }
}
