import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ATTACHMENT_ACTIONS,
  attachmentUploadSchema,
  type AttachmentDecision,
  type AttachmentDto,
  type AttachmentFileType,
  type AttachmentUploadInput,
} from '@eventdesk/shared';
import { mkdirSync } from 'node:fs';
import { open, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource, In, type EntityManager } from 'typeorm';
import { defineRecordScope, requireAccess, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { ATTENDEE_SCOPE } from '../../registration/attendees/attendee-access';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { COMPANY_SCOPE } from '../../registration/companies/companies.service';
import { fieldError, invalid } from '../../platform/common/errors';
import { validInput } from '../../platform/common/put-merge';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { HistoryService } from '../../platform/history/history.service';
import type { StoredUpload } from '../../platform/common/upload';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { writeTransaction } from '../../platform/database/write-transaction';
import { refreshDocumentation, today } from '../documentation/documentation-status';
import { EventCompany } from '../../platform/events/event-company.entity';
import { User } from '../../platform/users/user.entity';
import { Vehicle } from '../vehicles/vehicle.entity';
import { VEHICLE_SCOPE } from '../vehicles/vehicles.service';
import { AttachmentDefinition, AttachmentDefinitionScope } from './attachment-definition.entity';
import { Attachment } from './attachment.entity';
import { removeFiles, trimAndCheckQuota } from './attachment-storage';
import { AccreditationError } from '../accreditation-errors';

/** A COMPANY user's rules name its own company: the holder's (kept in step with it). */
export const ATTACHMENT_SCOPE = defineRecordScope({
  subject: 'Attachment',
  entity: Attachment,
  alias: 'attachment',
  conditions: { event_company_id: 'eventCompanyId' },
});

export const ATTACHMENT_LIST: ListSpec = {
  resource: 'attachments',
  sortable: { id: 'attachment.id', created_at: 'attachment.createdAt', status: 'attachment.status', expires_at: 'attachment.expiresAt' },
  filters: {
    id: { kind: 'eq', column: 'attachment.id', type: 'number' },
    definition_id: { kind: 'eq', column: 'attachment.definitionId', type: 'number' },
    holder_type: { kind: 'eq', column: 'attachment.holderType', type: 'string' },
    attendee_id: { kind: 'eq', column: 'attachment.attendeeId', type: 'number' },
    vehicle_id: { kind: 'eq', column: 'attachment.vehicleId', type: 'number' },
    event_company_id: { kind: 'eq', column: 'attachment.eventCompanyId', type: 'number' },
    status: { kind: 'eq', column: 'attachment.status', type: 'string' },
    current: { kind: 'eq', column: 'attachment.current', type: 'boolean' },
  },
  defaultSort: ['id', 'DESC'],
  tiebreaker: 'attachment.id',
};

/** The file type from the first bytes; the client's name and MIME type are not trusted. */
export function detectDocumentType(head: Buffer): AttachmentFileType | null {
  if (head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-') return 'PDF';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'JPEG';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'PNG';
  return null;
}

/** The uploader's file name as shown: its last path part, without control characters, at most 255 characters. */
export function displayName(original: string | undefined): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'documento').slice(0, 255);
}

type Action = (typeof ATTACHMENT_ACTIONS)[number];
type Holder = { kind: 'ATTENDEE'; row: Attendee } | { kind: 'VEHICLE'; row: Vehicle } | { kind: 'COMPANY'; row: EventCompany };

const SWEEP_MS = 10 * 60_000;

/**
 * The files of the required documents (issue 13). Who may do what is the CASL subject `Attachment`
 * (a COMPANY user: its own company's holders, 404 for the others) and, on top, the role's UI
 * configuration `attachment_actions` (SPEC §6: upload, preview, validation, expire), both in the API.
 * A file is checked by its content (PDF, JPEG, PNG as the definition accepts), its size against the
 * definition's, and stored under DATA_DIR/uploads/attachments with a generated name. Every change
 * recomputes the holder's documentation status in its transaction; a sweep expires files past their day.
 */
@Injectable()
export class AttachmentsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AttachmentsService.name);
  readonly dir: string;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly history: HistoryService,
  ) {
    this.dir = join(config.dataDir, 'uploads', 'attachments');
    mkdirSync(this.dir, { recursive: true });
  }

  onApplicationBootstrap() {
    const sweep = async () => {
      await this.expireDue().catch((e: Error) => this.logger.error(`Expiry sweep: ${e.message}`));
      await this.removeOrphans().catch((e: Error) => this.logger.error(`Orphan sweep: ${e.message}`));
    };
    this.timer = setInterval(() => void sweep(), SWEEP_MS);
    this.timer.unref();
  }

  /**
   * Removes the stored files no attachment names any more (their holder, definition or event was
   * deleted, and the rows with it): files older than an hour, so that an upload under way is left alone.
   */
  async removeOrphans(olderThanMs = 3600_000): Promise<number> {
    const names = (await readdir(this.dir)).filter((n) => /^[0-9a-f]{32}$/.test(n));
    let removed = 0;
    for (let i = 0; i < names.length; i += 500) {
      const slice = names.slice(i, i + 500);
      const kept = new Set(
        (
          await this.db
            .getRepository(Attachment)
            .find({ select: { id: true, storedPath: true }, where: { storedPath: In(slice.map((n) => `attachments/${n}`)) } })
        ).map((a) => a.storedPath.slice('attachments/'.length)),
      );
      for (const name of slice) {
        if (kept.has(name)) continue;
        const path = join(this.dir, name);
        const info = await stat(path).catch(() => null);
        if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
        await unlink(path).catch(() => undefined);
        removed++;
      }
    }
    return removed;
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /** 403 unless the role's UI configuration lists the action (the CASL check came first). */
  private allow(ctx: EventContext, action: Action): void {
    if (!ctx.uiConfig.attachment_actions.some((item) => item.name === action)) throw AccreditationError('attachment_action_not_allowed');
  }

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(Attachment).createQueryBuilder('attachment'), ctx, 'read', ATTACHMENT_SCOPE),
      list,
    );
    return { rows: await this.toDtos(rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<AttachmentDto> {
    return (await this.toDtos([await requireRecord(this.db.manager, ctx, 'read', ATTACHMENT_SCOPE, id)]))[0];
  }

  /** Stores an uploaded file (already written under `file.name` in this.dir); on any refusal the file is removed. */
  async upload(ctx: EventContext, body: unknown, file: StoredUpload | undefined): Promise<AttachmentDto> {
    try {
      this.allow(ctx, 'upload');
      const input: AttachmentUploadInput = validInput(attachmentUploadSchema, body, ctx.lang);
      if (!file || file.size === 0) throw fieldError('file', 'file_required');
      let replacedFiles: string[] = [];
      const id = await writeTransaction(this.db, async (tx) => {
        const holder = await this.holder(tx, ctx, input);
        const definition = await this.definitionFor(tx, ctx.eventId, input.definition_id, holder);
        const companyId = holder.kind === 'COMPANY' ? holder.row.id : holder.row.eventCompanyId;
        requireAccess(ctx, 'create', ATTACHMENT_SCOPE, { eventCompanyId: companyId } as Attachment);
        const type = await this.checkFile(file, definition);
        if (definition.expiryRequired && !input.expires_at) throw fieldError('expires_at', 'attachment_expiry_required');
        if (input.expires_at && input.expires_at < today()) throw fieldError('expires_at', 'attachment_already_expired');
        const repo = tx.getRepository(Attachment);
        const holderColumns = {
          holderType: holder.kind,
          attendeeId: holder.kind === 'ATTENDEE' ? holder.row.id : null,
          vehicleId: holder.kind === 'VEHICLE' ? holder.row.id : null,
          eventCompanyId: companyId,
        };
        const previous = await repo.findBy({
          eventId: ctx.eventId,
          definitionId: definition.id,
          current: true,
          holderType: holder.kind,
          ...(holder.kind === 'ATTENDEE' && { attendeeId: holder.row.id }),
          ...(holder.kind === 'VEHICLE' && { vehicleId: holder.row.id }),
          ...(holder.kind === 'COMPANY' && { eventCompanyId: holder.row.id }),
        });
        const saved = await repo.save(
          repo.create({
            eventId: ctx.eventId,
            definitionId: definition.id,
            ...holderColumns,
            fileName: displayName(file.originalName),
            storedPath: `attachments/${file.name}`,
            fileType: type,
            size: file.size,
            // A file that replaces a rejected one is for staff to check, whatever the definition (issue 26 item 2).
            status: definition.validationRequired || previous.some((p) => p.status === 'REJECTED') ? 'TO_VALIDATE' : 'VALID',
            reason: null,
            expiresAt: input.expires_at,
            current: true,
            replacedBy: null,
            uploadedBy: ctx.user.id,
          }),
        );
        // The replaced files stay, as the document's history.
        if (previous.length) await repo.update({ id: In(previous.map((p) => p.id)) }, { current: false, replacedBy: saved.id });
        // A bounded history, and within the storage quotas (issue 26, item 6).
        replacedFiles = await trimAndCheckQuota(tx, this.config, saved);
        await this.refreshHolder(tx, ctx.eventId, saved);
        await this.history.record(tx, {
          eventId: ctx.eventId,
          subjectType: 'attachment',
          subjectId: saved.id,
          action: 'create',
          actor: ctx.actor,
          changes: {
            status: [null, saved.status],
            file_name: [null, saved.fileName],
            ...(previous.length && { replaces: [null, previous.map((p) => ({ id: p.id, status: p.status, reason: p.reason }))] }),
          },
        });
        return saved.id;
      });
      await removeFiles(this.config, replacedFiles);
      return await this.findOne(ctx, id);
    } catch (error) {
      if (file?.path) await unlink(file.path).catch(() => undefined);
      throw error;
    }
  }

  /** The record and where its bytes are, for the preview (`preview` action). */
  async file(ctx: EventContext, id: number): Promise<{ attachment: Attachment; path: string }> {
    this.allow(ctx, 'preview');
    const attachment = await requireRecord(this.db.manager, ctx, 'read', ATTACHMENT_SCOPE, id);
    return { attachment, path: join(this.config.dataDir, 'uploads', attachment.storedPath) };
  }

  /**
   * VALID or REJECTED (`validation`), EXPIRED (`expire`), on the holder's current file only: staff
   * decisions (the rule book's `review`, checked by the route), each kept in the actions history with
   * who, when and the reason (issue 26 item 2).
   */
  async decide(ctx: EventContext, id: number, decision: AttachmentDecision): Promise<AttachmentDto> {
    this.allow(ctx, decision.status === 'EXPIRED' ? 'expire' : 'validation');
    await writeTransaction(this.db, async (tx) => {
      const attachment = await requireRecord(tx, ctx, 'review', ATTACHMENT_SCOPE, id, { lock: true });
      if (!attachment.current) throw AccreditationError('attachment_superseded');
      const reason = decision.status === 'VALID' ? null : decision.reason;
      await tx.getRepository(Attachment).update(id, { status: decision.status, reason, decidedBy: ctx.user.id, decidedAt: new Date() });
      await this.refreshHolder(tx, ctx.eventId, attachment);
      await this.history.record(tx, {
        eventId: ctx.eventId,
        subjectType: 'attachment',
        subjectId: id,
        action: 'update',
        actor: ctx.actor,
        changes: { status: [attachment.status, decision.status], reason: [attachment.reason, reason] },
      });
    });
    return this.findOne(ctx, id);
  }

  /** The file's history: its upload (and what it replaced) and every decision, newest first. */
  async historyOf(ctx: EventContext, id: number, list: ListQuery) {
    await requireRecord(this.db.manager, ctx, 'read', ATTACHMENT_SCOPE, id);
    return this.history.list(ctx.eventId, 'attachment', id, list);
  }

  /** Marks EXPIRED the current files past their day, in every event, and recomputes their holders. */
  async expireDue(): Promise<number> {
    const due = await this.db
      .getRepository(Attachment)
      .createQueryBuilder('a')
      .where('a.current = :yes AND a.status IN (:...live) AND a.expiresAt < :today', {
        yes: true,
        live: ['VALID', 'TO_VALIDATE'],
        today: today(),
      })
      .limit(5000)
      .getMany();
    if (due.length === 0) return 0;
    await writeTransaction(this.db, async (tx) => {
      await tx
        .getRepository(Attachment)
        .update({ id: In(due.map((a) => a.id)) }, { status: 'EXPIRED', reason: null, decidedAt: new Date() });
      for (const a of due) await this.refreshHolder(tx, a.eventId, a);
    });
    return due.length;
  }

  private async refreshHolder(tx: EntityManager, eventId: number, a: Pick<Attachment, 'attendeeId' | 'vehicleId'>) {
    if (a.attendeeId !== null) await refreshDocumentation(tx, eventId, 'attendees', [a.attendeeId]);
    if (a.vehicleId !== null) await refreshDocumentation(tx, eventId, 'vehicles', [a.vehicleId]);
  }

  /** The one holder named, which the caller may read (404 otherwise, existence not revealed). */
  private async holder(tx: EntityManager, ctx: EventContext, input: AttachmentUploadInput): Promise<Holder> {
    if (input.attendee_id !== null)
      return { kind: 'ATTENDEE', row: await requireRecord(tx, ctx, 'read', ATTENDEE_SCOPE, input.attendee_id) };
    if (input.vehicle_id !== null) return { kind: 'VEHICLE', row: await requireRecord(tx, ctx, 'read', VEHICLE_SCOPE, input.vehicle_id) };
    return { kind: 'COMPANY', row: await requireRecord(tx, ctx, 'read', COMPANY_SCOPE, input.event_company_id!) };
  }

  /** The definition, active, of the holder's kind, and applying to its category or type. */
  private async definitionFor(tx: EntityManager, eventId: number, id: number, holder: Holder): Promise<AttachmentDefinition> {
    const definition = await tx.getRepository(AttachmentDefinition).findOneBy({ id, eventId });
    if (!definition) throw fieldError('definition_id', 'attachment_definition_not_in_event');
    if (!definition.active || definition.target !== holder.kind) throw fieldError('definition_id', 'attachment_not_for_holder');
    const scopes = await tx.getRepository(AttachmentDefinitionScope).findBy({ definitionId: id });
    const applies =
      scopes.length === 0 ||
      (holder.kind === 'ATTENDEE' && scopes.some((s) => s.attendeeCategoryId === holder.row.eventAttendeeCategoryId)) ||
      (holder.kind === 'VEHICLE' && scopes.some((s) => s.vehicleType === holder.row.type));
    if (!applies) throw fieldError('definition_id', 'attachment_not_for_holder');
    return definition;
  }

  /** The type by the first bytes, among the definition's; the size within its limit. */
  private async checkFile(file: StoredUpload, definition: AttachmentDefinition): Promise<AttachmentFileType> {
    const accepted = JSON.parse(definition.fileTypes) as AttachmentFileType[];
    const handle = await open(file.path, 'r');
    const head = Buffer.alloc(16);
    try {
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
    const type = detectDocumentType(head);
    if (!type || !accepted.includes(type)) throw invalid({ file: ['attachment_file_type'] }, { types: accepted.join(', ') });
    if (file.size > definition.maxSizeMb * 1024 * 1024) throw this.tooLarge(definition.maxSizeMb);
    return type;
  }

  private tooLarge(max: number) {
    return invalid({ file: ['attachment_too_large'] }, { max });
  }

  private async toDtos(rows: Attachment[]): Promise<AttachmentDto[]> {
    const users = [...new Set(rows.map((r) => r.uploadedBy).filter((id): id is number => id !== null))];
    const names = new Map(
      users.length
        ? (await this.db.getRepository(User).find({ select: { id: true, name: true }, where: { id: In(users) } })).map((u) => [
            u.id,
            u.name,
          ])
        : [],
    );
    const day = today();
    return rows.map((a) => ({
      id: a.id,
      event_id: a.eventId,
      definition_id: a.definitionId,
      holder_type: a.holderType,
      attendee_id: a.attendeeId,
      vehicle_id: a.vehicleId,
      event_company_id: a.eventCompanyId,
      file_name: a.fileName,
      file_type: a.fileType,
      size: a.size,
      status: a.current && a.status !== 'REJECTED' && a.expiresAt !== null && a.expiresAt < day ? 'EXPIRED' : a.status,
      reason: a.reason,
      expires_at: a.expiresAt,
      current: a.current,
      replaced_by: a.replacedBy,
      uploaded_by: a.uploadedBy,
      uploaded_by_name: a.uploadedBy === null ? null : (names.get(a.uploadedBy) ?? null),
      decided_by: a.decidedBy,
      decided_at: a.decidedAt ? a.decidedAt.toISOString() : null,
      created_at: a.createdAt.toISOString(),
    }));
  }
}
