import { ScopedBy } from '../../platform/access/scoped-by';
import { ATTACHMENT_SCOPE } from './attachments.service';
import { Body, Controller, Get, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_MB, attachmentDecisionSchema, type AttachmentFileType } from '@eventdesk/shared';
import { createReadStream } from 'node:fs';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import type { HttpReply } from '../../platform/common/http';
import { IdPipe } from '../../platform/common/id.pipe';
import { HISTORY_LIST } from '../../platform/history/history.service';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { validInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { Upload, Uploaded, type StoredUpload } from '../../platform/common/upload';
import { ATTACHMENT_LIST, AttachmentsService } from './attachments.service';

/**
 * The files served back: inline (or as a download with `?download=1`) with their own type only — never
 * HTML or SVG, which the upload refuses — `nosniff`, and a content security policy that sandboxes
 * them (no script, no form, no request out), so a crafted file cannot act on the staff app's origin.
 */
const PREVIEW_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** The extension of each checked type: a file is saved as what it was found to be, not as it was named. */
const EXTENSION: Record<AttachmentFileType, string> = { PDF: 'pdf', JPEG: 'jpg', PNG: 'png' };

/**
 * RFC 6266: the uploader's name without its extension, then the extension of the checked type (issue 26
 * item 11: a PDF/HTML polyglot sent as `x.html` comes down as `x.pdf`), as ASCII for old clients and in
 * full as UTF-8 (RFC 5987 `filename*`, with the characters its attr-char does not allow escaped too).
 */
function disposition(kind: 'inline' | 'attachment', fileName: string, type: AttachmentFileType): string {
  const name = `${fileName.replace(/\.[^.\s]{1,10}$/, '') || 'documento'}.${EXTENSION[type]}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * `/api/events/{eventId}/attachments`: upload (multipart `file` with definition_id, the holder and
 * expires_at), list and read, the file itself (`…/{id}/file`), and a decision (PUT: VALID, REJECTED with
 * a reason, EXPIRED). A file is never edited or deleted: a new upload replaces it and keeps it as history.
 */
@ScopedBy(ATTACHMENT_SCOPE)
@Controller('api/events/:eventId/attachments')
export class AttachmentsController {
  constructor(private readonly attachments: AttachmentsService) {}

  @CheckPolicy('read', 'Attachment')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(ATTACHMENT_LIST) list: ListQuery) {
    return page(list, await this.attachments.list(ctx, list));
  }

  @CheckPolicy('read', 'Attachment')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.attachments.findOne(ctx, id);
  }

  /** Who uploaded the file and decided on it, when, and why (issue 26 item 2), newest first. */
  @CheckPolicy('read', 'Attachment')
  @Get(':id/history')
  async history(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @ListParams(HISTORY_LIST) list: ListQuery) {
    return page(list, await this.attachments.historyOf(ctx, id, list));
  }

  @CheckPolicy('read', 'Attachment')
  @Get(':id/file')
  async file(
    @EventCtx() ctx: EventContext,
    @Param('id', IdPipe) id: number,
    @Query('download') download: unknown,
    @Res({ passthrough: true }) reply: HttpReply,
  ): Promise<StreamableFile> {
    const { attachment, path } = await this.attachments.file(ctx, id);
    reply.headers({
      'Content-Type': ATTACHMENT_CONTENT_TYPES[attachment.fileType],
      'Content-Disposition': disposition(download === '1' ? 'attachment' : 'inline', attachment.fileName, attachment.fileType),
      'Content-Length': String(attachment.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': PREVIEW_POLICY,
      'X-Frame-Options': 'SAMEORIGIN',
      'Cache-Control': 'private, no-store',
    });
    return new StreamableFile(createReadStream(path));
  }

  @CheckPolicy('create', 'Attachment')
  @Post()
  // Straight to disk under a generated name (never the client's); past what any definition may accept, a 413.
  @Upload('file', { maxBytes: ATTACHMENT_MAX_MB * 1024 * 1024, folder: 'attachments', fields: 10, fieldSize: 1024 })
  upload(@EventCtx() ctx: EventContext, @Body() body: unknown, @Uploaded() file: StoredUpload | undefined) {
    return this.attachments.upload(ctx, body, file);
  }

  // Decisions are the staff's whatever the UI configuration lists (issue 26 item 2).
  @CheckPolicy('review', 'Attachment')
  @Put(':id')
  async decide(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    // Out of scope answers 404 whatever the body (react-admin sends the whole record back).
    await this.attachments.findOne(ctx, id);
    return this.attachments.decide(ctx, id, validInput(attachmentDecisionSchema, body, ctx.lang));
  }
}
