import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccessRightDto, AccessRightInput, EffectiveAccessDto, ZoneDto } from '@eventdesk/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { fieldError } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { writeTransaction } from '../../platform/database/write-transaction';
import { Signals } from '../../platform/signals/signals';
import { rightHolder, RIGHTS_CHANGED } from '../zones/access-signals';
import { Vehicle } from '../vehicles/vehicle.entity';
import { Zone } from '../zones/zone.entity';
import { AccessRight } from './access-right.entity';

/** Access rights of an event: the rules put no condition on them (COMPANY and VIEWER have none at all). */
export const ACCESS_RIGHT_SCOPE = defineRecordScope({ subject: 'AccessControl', entity: AccessRight, alias: 'right', conditions: {} });

export const ACCESS_RIGHT_LIST: ListSpec = {
  resource: 'access-rights',
  sortable: { id: 'right.id', zone_id: 'right.zoneId', valid_from: 'right.validFrom', created_at: 'right.createdAt' },
  filters: {
    id: { kind: 'eq', column: 'right.id', type: 'number' },
    attendee_id: { kind: 'eq', column: 'right.attendeeId', type: 'number' },
    vehicle_id: { kind: 'eq', column: 'right.vehicleId', type: 'number' },
    zone_id: { kind: 'eq', column: 'right.zoneId', type: 'number' },
  },
  defaultSort: ['id', 'ASC'],
  tiebreaker: 'right.id',
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toDto = (r: AccessRight): AccessRightDto => ({
  id: r.id,
  event_id: r.eventId,
  attendee_id: r.attendeeId,
  vehicle_id: r.vehicleId,
  zone_id: r.zoneId,
  valid_from: iso(r.validFrom),
  valid_to: iso(r.validTo),
  source: r.source,
  created_at: r.createdAt.toISOString(),
});

/** Whether `at` falls in one of the zone's opening windows (none: always open). */
export function zoneOpen(windows: ZoneDto['windows'], at: Date): boolean {
  return windows.length === 0 || windows.some((w) => new Date(w.from) <= at && at <= new Date(w.to));
}

/**
 * Who may enter which zone (issue 13): rights granted by the ADMIN (a SECRETARY asks, issue 26),
 * checked against the event's attendees, vehicles and zones. `effective` is the one place that says
 * which zones a holder may enter at a moment — the gate will call it: one indexed query for the
 * holder's rights joined to their active zones, then the zones' opening windows.
 */
@Injectable()
export class AccessRightsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly signals: Signals,
  ) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(AccessRight).createQueryBuilder('right'), ctx, 'read', ACCESS_RIGHT_SCOPE),
      list,
    );
    return { rows: rows.map(toDto), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<AccessRightDto> {
    return toDto(await requireRecord(this.db.manager, ctx, 'read', ACCESS_RIGHT_SCOPE, id));
  }

  async create(ctx: EventContext, input: AccessRightInput): Promise<AccessRightDto> {
    const id = await writeTransaction(this.db, async (tx) => {
      await this.check(tx, ctx.eventId, input);
      const saved = await tx.getRepository(AccessRight).save(
        tx.getRepository(AccessRight).create({
          eventId: ctx.eventId,
          attendeeId: input.attendee_id,
          vehicleId: input.vehicle_id,
          zoneId: input.zone_id,
          validFrom: input.valid_from ? new Date(input.valid_from) : null,
          validTo: input.valid_to ? new Date(input.valid_to) : null,
          source: 'STAFF',
        }),
      );
      return saved.id;
    });
    return this.findOne(ctx, id);
  }

  async remove(ctx: EventContext, id: number): Promise<AccessRightDto> {
    return writeTransaction(this.db, async (tx) => {
      const row = await requireRecord(tx, ctx, 'delete', ACCESS_RIGHT_SCOPE, id, { lock: true });
      await tx.getRepository(AccessRight).delete(id);
      // An offline gate seals the holder again with the rights left (its next refresh).
      await this.signals.send(tx, RIGHTS_CHANGED, { eventId: ctx.eventId, ...rightHolder(row) });
      return toDto(row);
    });
  }

  /**
   * The zones the holder may enter at `at`: active zones open then, for which it holds a right valid
   * then or which its attendee category / vehicle type carries by default. One query on the (event,
   * holder) index of the rights and the defaults' (event, category|type) index.
   */
  async effective(eventId: number, holder: { attendeeId: number } | { vehicleId: number }, at: Date): Promise<EffectiveAccessDto> {
    const attendee = 'attendeeId' in holder;
    const explicit =
      `EXISTS (SELECT 1 FROM access_rights r WHERE r.zone_id = zone.id AND r.event_id = :eventId AND r.${attendee ? 'attendee_id' : 'vehicle_id'} = :holder` +
      ' AND (r.valid_from IS NULL OR r.valid_from <= :at) AND (r.valid_to IS NULL OR r.valid_to >= :at))';
    const byDefault = attendee
      ? 'EXISTS (SELECT 1 FROM zone_defaults d INNER JOIN attendees h ON h.event_attendee_category_id = d.attendee_category_id WHERE d.zone_id = zone.id AND h.id = :holder)'
      : 'EXISTS (SELECT 1 FROM zone_defaults d INNER JOIN vehicles h ON h.type = d.vehicle_type WHERE d.zone_id = zone.id AND h.id = :holder)';
    const { entities, raw } = await this.db
      .getRepository(Zone)
      .createQueryBuilder('zone')
      .addSelect(byDefault, 'by_default')
      .where(`zone.eventId = :eventId AND zone.active = :active AND (${explicit} OR ${byDefault})`, {
        eventId,
        active: true,
        at,
        holder: attendee ? holder.attendeeId : holder.vehicleId,
      })
      .orderBy('zone.code', 'ASC')
      .getRawAndEntities<{ zone_id: number; by_default: number | string | boolean }>();
    const defaults = new Set(raw.filter((r) => Number(r.by_default) === 1 || r.by_default === true).map((r) => Number(r.zone_id)));
    return {
      at: at.toISOString(),
      zones: entities
        .filter((z) => zoneOpen(JSON.parse(z.windows) as ZoneDto['windows'], at))
        .map((z) => ({ id: z.id, code: z.code, name_it: z.nameIt, name_en: z.nameEn, default: defaults.has(z.id) })),
    };
  }

  private async check(tx: EntityManager, eventId: number, input: AccessRightInput): Promise<void> {
    if (!(await tx.getRepository(Zone).existsBy({ id: input.zone_id, eventId }))) throw fieldError('zone_id', 'access_zone_not_in_event');
    if (input.attendee_id && !(await tx.getRepository(Attendee).existsBy({ id: input.attendee_id, eventId })))
      throw fieldError('attendee_id', 'attendee_not_in_event');
    if (input.vehicle_id && !(await tx.getRepository(Vehicle).existsBy({ id: input.vehicle_id, eventId })))
      throw fieldError('vehicle_id', 'vehicle_not_in_event');
  }
}
