import { ScopedBy } from '../../platform/access/scoped-by';
import { SERVICE_SCOPE } from './services.service';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { SERVICE_DEFAULTS, serviceConsumeSchema, serviceSchema, type ServiceConsumeInput, type ServiceInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { AttendeeCtx, type AttendeeAccess } from '../../registration/attendees/attendee-access';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { SERVICE_LIST, ServicesService } from './services.service';

/** `/api/events/{eventId}/services` (ADMIN writes, SECRETARY reads): consumables on site, consumed by scanning the pass. */
@ScopedBy(SERVICE_SCOPE)
@Controller('api/events/:eventId/services')
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @CheckPolicy('read', 'Service')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(SERVICE_LIST) list: ListQuery) {
    return page(list, await this.services.list(ctx, list));
  }

  @CheckPolicy('create', 'Service')
  @Get('create')
  defaults() {
    return SERVICE_DEFAULTS;
  }

  @CheckPolicy('read', 'Service')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.services.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Service')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(serviceSchema) input: ServiceInput) {
    return this.services.create(ctx, input);
  }

  /** A PUT merges what it is sent into the stored service (updateMany sends partial records). */
  @CheckPolicy('update', 'Service')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.services.update(ctx, id, mergedInput(serviceSchema, await this.services.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Service')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.services.remove(ctx, id);
  }

  /** A unit taken by scanning the pass at the service point (who scans at the gates: ADMIN, SECRETARY). */
  @CheckPolicy('create', 'AccessControl')
  @Post(':id/consume')
  @HttpCode(200)
  consume(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @ValidBody(serviceConsumeSchema) input: ServiceConsumeInput) {
    return this.services.consume(ctx, id, input);
  }
}

/** `GET …/attendees/{id}/used-services`: the services the attendee used (who may read the attendee). */
@Controller('api/events/:eventId/attendees/:id')
export class AttendeeServicesController {
  constructor(private readonly services: ServicesService) {}

  @CheckPolicy('read', 'Attendee')
  @Get('used-services')
  usedServices(@AttendeeCtx() access: AttendeeAccess, @Param('id', IdPipe) id: number) {
    return this.services.usedServices(id, access);
  }
}
