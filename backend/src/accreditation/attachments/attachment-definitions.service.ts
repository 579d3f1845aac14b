import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AttachmentDefinitionDto, AttachmentDefinitionInput, AttachmentFileType, VehicleType } from '@eventdesk/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { AttendeeCategory } from '../../registration/attendees/attendee-category.entity';
import { fieldError } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { refreshDocumentation } from '../documentation/documentation-status';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import { AttachmentDefinition, AttachmentDefinitionScope } from './attachment-definition.entity';
import { Attachment } from './attachment.entity';
import { AccreditationError } from '../accreditation-errors';

/** Definitions of an event: the rules put no condition on them. */
export const ATTACHMENT_DEFINITION_SCOPE = defineRecordScope({
  subject: 'AttachmentDefinition',
  entity: AttachmentDefinition,
  alias: 'definition',
  conditions: {},
});

export const ATTACHMENT_DEFINITION_LIST: ListSpec = {
  resource: 'attachment-definitions',
  sortable: { id: 'definition.id', name_it: 'definition.nameIt', target: 'definition.target', created_at: 'definition.createdAt' },
  filters: {
    q: { kind: 'search', columns: ['definition.nameIt', 'definition.nameEn'] },
    id: { kind: 'eq', column: 'definition.id', type: 'number' },
    target: { kind: 'eq', column: 'definition.target', type: 'string' },
    required: { kind: 'eq', column: 'definition.required', type: 'boolean' },
    active: { kind: 'eq', column: 'definition.active', type: 'boolean' },
  },
  defaultSort: ['name_it', 'ASC'],
  tiebreaker: 'definition.id',
};

const historyValues = ({ id: _i, event_id: _e, created_at: _c, updated_at: _u, ...rest }: AttachmentDefinitionDto) => rest;

const columns = (input: AttachmentDefinitionInput): Partial<AttachmentDefinition> => ({
  nameIt: input.name_it,
  nameEn: input.name_en,
  target: input.target,
  required: input.required,
  fileTypes: JSON.stringify(input.file_types),
  maxSizeMb: input.max_size_mb,
  expiryRequired: input.expiry_required,
  validationRequired: input.validation_required,
  active: input.active,
});

/**
 * The documents an event asks for (issue 13): ADMIN writes, USER, SECRETARY and COMPANY read (their
 * documentation tabs list them). A change recomputes the documentation status of the target's holders
 * in the same transaction (one statement); a definition with files is deactivated, not deleted.
 */
@Injectable()
export class AttachmentDefinitionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly history: HistoryService,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: ATTACHMENT_DEFINITION_SCOPE,
      subject: 'attachment_definition',
      dto: (tx, definition) => this.dto(tx, definition),
      values: historyValues,
    });
  }

  private readonly writes: RecordWrites<AttachmentDefinition, AttachmentDefinitionDto>;

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(AttachmentDefinition).createQueryBuilder('definition'), ctx, 'read', ATTACHMENT_DEFINITION_SCOPE),
      list,
    );
    return { rows: await this.toDtos(this.db.manager, rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<AttachmentDefinitionDto> {
    return this.dto(this.db.manager, await requireRecord(this.db.manager, ctx, 'read', ATTACHMENT_DEFINITION_SCOPE, id));
  }

  async create(ctx: EventContext, input: AttachmentDefinitionInput): Promise<AttachmentDefinitionDto> {
    const { eventId } = ctx;
    const id = await this.writes.create(ctx, async (tx) => {
      await this.checkCategories(tx, eventId, input.attendee_category_ids);
      const saved = await tx
        .getRepository(AttachmentDefinition)
        .save(tx.getRepository(AttachmentDefinition).create({ ...columns(input), eventId }));
      await this.replaceScopes(tx, saved.id, input);
      await this.refresh(tx, eventId, input.target);
      return saved.id;
    });
    return this.findOne(ctx, id);
  }

  async update(ctx: EventContext, id: number, input: AttachmentDefinitionInput): Promise<AttachmentDefinitionDto> {
    const { eventId } = ctx;
    await this.writes.update(ctx, id, async (tx, before) => {
      if (before.target !== input.target && (await tx.getRepository(Attachment).existsBy({ definitionId: id })))
        throw fieldError('target', 'definition_in_use');
      await this.checkCategories(tx, eventId, input.attendee_category_ids);
      await tx.getRepository(AttachmentDefinition).update(id, columns(input));
      await this.replaceScopes(tx, id, input);
      await this.refresh(tx, eventId, before.target);
      if (before.target !== input.target) await this.refresh(tx, eventId, input.target);
    });
    return this.findOne(ctx, id);
  }

  async remove(ctx: EventContext, id: number): Promise<AttachmentDefinitionDto> {
    return this.writes.remove(ctx, id, {
      check: async (tx) => {
        if (await tx.getRepository(Attachment).existsBy({ definitionId: id })) throw AccreditationError('definition_in_use');
      },
      then: (tx, definition) => this.refresh(tx, ctx.eventId, definition.target),
    });
  }

  private async refresh(tx: EntityManager, eventId: number, target: AttachmentDefinitionInput['target']) {
    if (target === 'ATTENDEE') await refreshDocumentation(tx, eventId, 'attendees');
    if (target === 'VEHICLE') await refreshDocumentation(tx, eventId, 'vehicles');
  }

  private async checkCategories(tx: EntityManager, eventId: number, ids: number[]) {
    if (ids.length === 0) return;
    const found = await tx.getRepository(AttendeeCategory).countBy({ eventId, id: In(ids) });
    if (found !== ids.length) throw fieldError('attendee_category_ids', 'attendee_category_not_in_event');
  }

  private async replaceScopes(tx: EntityManager, definitionId: number, input: AttachmentDefinitionInput) {
    const repo = tx.getRepository(AttachmentDefinitionScope);
    await repo.delete({ definitionId });
    const rows = [
      ...input.attendee_category_ids.map((attendeeCategoryId) => ({ definitionId, attendeeCategoryId, vehicleType: null })),
      ...input.vehicle_types.map((vehicleType) => ({ definitionId, attendeeCategoryId: null, vehicleType })),
    ];
    if (rows.length) await repo.insert(rows);
  }

  private async dto(manager: EntityManager, d: AttachmentDefinition): Promise<AttachmentDefinitionDto> {
    return (await this.toDtos(manager, [d]))[0];
  }

  /** The definitions with their scopes (one query for the page). */
  async toDtos(manager: EntityManager, rows: AttachmentDefinition[]): Promise<AttachmentDefinitionDto[]> {
    const scopes = rows.length
      ? await manager.getRepository(AttachmentDefinitionScope).findBy({ definitionId: In(rows.map((r) => r.id)) })
      : [];
    return rows.map((d) => {
      const own = scopes.filter((s) => s.definitionId === d.id).sort((a, b) => a.id - b.id);
      return {
        id: d.id,
        event_id: d.eventId,
        name_it: d.nameIt,
        name_en: d.nameEn,
        target: d.target,
        required: d.required,
        attendee_category_ids: own.flatMap((s) => (s.attendeeCategoryId === null ? [] : [s.attendeeCategoryId])),
        vehicle_types: own.flatMap((s) => (s.vehicleType === null ? [] : [s.vehicleType as VehicleType])),
        file_types: JSON.parse(d.fileTypes) as AttachmentFileType[],
        max_size_mb: d.maxSizeMb,
        expiry_required: d.expiryRequired,
        validation_required: d.validationRequired,
        active: d.active,
        created_at: d.createdAt.toISOString(),
        updated_at: d.updatedAt.toISOString(),
      };
    });
  }
}
