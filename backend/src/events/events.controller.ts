import { Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { eventSchema, type EventInput } from '@eventdesk/shared';
import type { Request, Response } from 'express';
import { Authenticated, CheckPolicy } from '../authz/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { requireImage } from '../common/files';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { EVENT_LIST, EventsService } from './events.service';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  /** Every signed-in user may list; the list holds only the events they have a role in. */
  @Authenticated()
  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, EVENT_LIST);
    const { rows, total } = await this.events.list(list, req.authUser!);
    setContentRange(res, list, rows.length, total);
    return rows;
  }

  @CheckPolicy('create', 'Event')
  @Get('create')
  defaults() {
    return this.events.defaults();
  }

  @CheckPolicy('read', 'Event', { eventParam: 'id' })
  @Get(':id')
  show(@Param('id', IdPipe) id: number) {
    return this.events.findOne(id);
  }

  @CheckPolicy('create', 'Event')
  @Post()
  create(@ValidBody(eventSchema) input: EventInput) {
    return this.events.create(input);
  }

  @CheckPolicy('update', 'Event', { eventParam: 'id' })
  @Put(':id')
  update(@Param('id', IdPipe) id: number, @ValidBody(eventSchema) input: EventInput) {
    return this.events.update(id, input);
  }

  @CheckPolicy('delete', 'Event', { eventParam: 'id' })
  @Delete(':id')
  remove(@Param('id', IdPipe) id: number) {
    return this.events.remove(id);
  }

  /** The effective UI configuration for the caller's role in this event (superadmin without a role: ADMIN's). */
  @CheckPolicy('read', 'UiConfig')
  @Get(':eventId/ui-config')
  uiConfig(@Param('eventId', IdPipe) eventId: number, @Req() req: Request) {
    return this.events.uiConfig(eventId, req.authUser!);
  }

  @CheckPolicy('update', 'Event', { eventParam: 'id' })
  @Post(':id/image-background')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } }))
  uploadImage(@Param('id', IdPipe) id: number, @UploadedFile() file: Express.Multer.File | undefined) {
    const type = requireImage(file, 'file');
    return this.events.setImage(id, file!.buffer, type);
  }

  @CheckPolicy('update', 'Event', { eventParam: 'id' })
  @Delete(':id/image-background')
  removeImage(@Param('id', IdPipe) id: number) {
    return this.events.removeImage(id);
  }
}
