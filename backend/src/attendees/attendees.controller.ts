import { Controller, Delete, Get, Param, Post, Put, Query, Req, Res, Body } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { AttendeeAccessService } from './attendee-access.service';
import { attendeeListSpec } from './attendee-list';
import { AttendeesService } from './attendees.service';

/**
 * `/api/events/{eventId}/attendees`. The body is validated in the service, because what a caller may
 * write and must fill depends on its role's UI configuration.
 */
@Controller('api/events/:eventId/attendees')
export class AttendeesController {
  constructor(
    private readonly attendees: AttendeesService,
    private readonly access: AttendeeAccessService,
  ) {}

  @CheckPolicy('read', 'Attendee')
  @Get()
  async list(
    @Param('eventId', IdPipe) eventId: number,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const access = await this.access.of(eventId, req);
    const list = parseListQuery(query, attendeeListSpec(access));
    const { rows, total } = await this.attendees.list(list, access);
    setContentRange(res, list, rows.length, total);
    return rows;
  }

  @CheckPolicy('create', 'Attendee')
  @Get('create')
  async createForm(@Param('eventId', IdPipe) eventId: number, @Req() req: Request) {
    return this.attendees.createForm(await this.access.of(eventId, req));
  }

  @CheckPolicy('read', 'Attendee')
  @Get(':id')
  async show(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @Req() req: Request) {
    return this.attendees.findOne(id, await this.access.of(eventId, req));
  }

  @CheckPolicy('create', 'Attendee')
  @Post()
  async create(@Param('eventId', IdPipe) eventId: number, @Body() body: unknown, @Req() req: Request) {
    return this.attendees.create(body, await this.access.of(eventId, req));
  }

  @CheckPolicy('update', 'Attendee')
  @Put(':id')
  async update(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @Body() body: unknown, @Req() req: Request) {
    return this.attendees.update(id, body, await this.access.of(eventId, req));
  }

  @CheckPolicy('delete', 'Attendee')
  @Delete(':id')
  async remove(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @Req() req: Request) {
    return this.attendees.remove(id, await this.access.of(eventId, req));
  }
}
