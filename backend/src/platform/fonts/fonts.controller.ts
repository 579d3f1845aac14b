import { Body, Controller, Delete, Get, HttpStatus, Param, Post, Put, Req, Res, StreamableFile } from '@nestjs/common';
import { FONT_DEFAULTS, FONT_MAX_BYTES, fontSchema, t, validate, type FieldErrors } from '@eventdesk/shared';
import { createReadStream } from 'node:fs';
import { CheckPolicy } from '../common/policy.decorator';
import { ValidationException } from '../common/errors';
import type { HttpReply, HttpRequest } from '../common/http';
import { Ctx, type RequestContext } from '../access/request-context';
import { IdPipe } from '../common/id.pipe';
import { requestLanguage } from '../common/language';
import { ListParams, page } from '../common/list-page';
import { mergedInput } from '../common/put-merge';
import type { ListQuery } from '../common/ra-query';
import { Upload, Uploaded, type MemoryUpload } from '../common/upload';
import { detectFontFormat } from './font-files';
import { FONT_LIST, FontsService } from './fonts.service';

/** Fonts for the document templates (DESIGN §6): global, superadmin only (subject 'Font'). */
@Controller('api/fonts')
export class FontsController {
  constructor(private readonly fonts: FontsService) {}

  @CheckPolicy('read', 'Font')
  @Get()
  async list(@ListParams(FONT_LIST) list: ListQuery) {
    return page(list, await this.fonts.list(list));
  }

  @CheckPolicy('create', 'Font')
  @Get('create')
  defaults() {
    return FONT_DEFAULTS;
  }

  @CheckPolicy('read', 'Font')
  @Get(':id')
  show(@Param('id', IdPipe) id: number) {
    return this.fonts.findOne(id);
  }

  /** The font's bytes as `font/ttf` or `font/otf`, for previews (`@font-face`) in the admin. */
  @CheckPolicy('read', 'Font')
  @Get(':id/file')
  async file(@Param('id', IdPipe) id: number, @Req() req: HttpRequest, @Res({ passthrough: true }) reply: HttpReply) {
    const file = await this.fonts.file(id);
    reply.header('ETag', file.etag);
    reply.header('Cache-Control', 'private, no-cache');
    if (req.headers['if-none-match'] === file.etag) {
      reply.status(HttpStatus.NOT_MODIFIED);
      return undefined;
    }
    return new StreamableFile(createReadStream(file.path), {
      type: file.mime,
      length: file.size,
      disposition: `inline; filename="${file.fileName}"`,
    });
  }

  /**
   * Multipart: `file` (TrueType or OpenType, recognised by its bytes, at most 10 MB: 413 above) and the
   * fields of `fontSchema`. A wrong or missing file and bad fields are reported together in one 422.
   */
  @CheckPolicy('create', 'Font')
  @Post()
  @Upload('file', { maxBytes: FONT_MAX_BYTES, fields: 20, fieldSize: 64 * 1024 })
  create(@Uploaded() file: MemoryUpload | undefined, @Req() req: HttpRequest) {
    const lang = requestLanguage(req);
    const result = validate(fontSchema, req.body ?? {}, lang);
    const errors: FieldErrors = result.ok ? {} : { ...result.errors };
    const format = file ? detectFontFormat(file.buffer) : null;
    if (!file) errors.file = [t(lang, 'file_required')];
    else if (!format) errors.file = [t(lang, 'font_file_type')];
    if (!result.ok || !format) throw new ValidationException(errors);
    return this.fonts.create(result.data, file!.buffer, format);
  }

  @CheckPolicy('update', 'Font')
  @Put(':id')
  async update(@Param('id', IdPipe) id: number, @Body() body: unknown, @Ctx() ctx: RequestContext) {
    return this.fonts.update(id, mergedInput(fontSchema, await this.fonts.findOne(id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Font')
  @Delete(':id')
  remove(@Param('id', IdPipe) id: number) {
    return this.fonts.remove(id);
  }
}
