import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { VehicleType, ZoneDto, ZoneInput } from '@eventdesk/shared';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { fieldError } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import { AttendeeCategory } from '../../registration/attendees/attendee-category.entity';
import { Signals } from '../../platform/signals/signals';
import { ZONE_DEFAULTS_CHANGED } from './access-signals';
import { ZoneDefault } from './zone-default.entity';
import { ZoneTicket } from './zone-ticket.entity';
import { Zone } from './zone.entity';
import { AccreditationError } from '../accreditation-errors';

/** Zones of an event: the rules put no condition on them, every one of the event is in scope. */
export const ZONE_SCOPE = defineRecordScope({ subject: 'Zone', entity: Zone, alias: 'zone', conditions: {} });

export const ZONE_LIST: ListSpec = {
  resource: 'zones',
  sortable: { id: 'zone.id', name_it: 'zone.nameIt', code: 'zone.code', capacity: 'zone.capacity', created_at: 'zone.createdAt' },
  filters: {
    q: { kind: 'search', columns: ['zone.nameIt', 'zone.nameEn', 'zone.code'] },
    id: { kind: 'eq', column: 'zone.id', type: 'number' },
    parent_id: { kind: 'eq', column: 'zone.parentId', type: 'number' },
    active: { kind: 'eq', column: 'zone.active', type: 'boolean' },
  },
  defaultSort: ['name_it', 'ASC'],
  tiebreaker: 'zone.id',
};

const toDto = (z: Zone, defaults: ZoneDefault[] = [], tickets: ZoneTicket[] = []): ZoneDto => ({
  id: z.id,
  event_id: z.eventId,
  name_it: z.nameIt,
  name_en: z.nameEn,
  code: z.code,
  color: z.color,
  capacity: z.capacity,
  parent_id: z.parentId,
  windows: JSON.parse(z.windows) as ZoneDto['windows'],
  active: z.active,
  anti_passback: z.antiPassback,
  default_attendee_category_ids: defaults.flatMap((d) =>
    d.zoneId === z.id && d.attendeeCategoryId !== null ? [d.attendeeCategoryId] : [],
  ),
  default_vehicle_types: defaults.flatMap((d) => (d.zoneId === z.id && d.vehicleType !== null ? [d.vehicleType as VehicleType] : [])),
  ticket_product_ids: tickets.flatMap((t) => (t.zoneId === z.id && t.productId !== null ? [t.productId] : [])),
  ticket_exempt_category_ids: tickets.flatMap((t) => (t.zoneId === z.id && t.attendeeCategoryId !== null ? [t.attendeeCategoryId] : [])),
  created_at: z.createdAt.toISOString(),
  updated_at: z.updatedAt.toISOString(),
});

const historyValues = ({ id: _i, event_id: _e, created_at: _c, updated_at: _u, ...rest }: ZoneDto) => rest;

const columns = (input: ZoneInput): Partial<Zone> => ({
  nameIt: input.name_it,
  nameEn: input.name_en,
  code: input.code,
  color: input.color,
  capacity: input.capacity,
  parentId: input.parent_id,
  windows: JSON.stringify(input.windows),
  active: input.active,
  antiPassback: input.anti_passback,
});

/**
 * The zones of one event (issue 13): ADMIN writes, the other staff roles read. Codes are unique in the
 * event; a zone lies inside another of the same event, never inside itself or one it contains; a zone
 * that contains others is not deleted. Every write records the actions history.
 */
@Injectable()
export class ZonesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly history: HistoryService,
    private readonly signals: Signals,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: ZONE_SCOPE,
      subject: 'zone',
      dto: (tx, zone) => this.dto(tx, zone),
      values: historyValues,
    });
  }

  private readonly writes: RecordWrites<Zone, ZoneDto>;

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(Zone).createQueryBuilder('zone'), ctx, 'read', ZONE_SCOPE),
      list,
    );
    return { rows: await this.toDtos(this.db.manager, rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<ZoneDto> {
    return this.dto(this.db.manager, await requireRecord(this.db.manager, ctx, 'read', ZONE_SCOPE, id));
  }

  /** The zones with their default categories and vehicle types (one query for the page). */
  private async toDtos(manager: EntityManager, zones: Zone[]): Promise<ZoneDto[]> {
    const where = { zoneId: In(zones.map((z) => z.id)) };
    const defaults = zones.length ? await manager.getRepository(ZoneDefault).find({ where, order: { id: 'ASC' } }) : [];
    const tickets = zones.length ? await manager.getRepository(ZoneTicket).find({ where, order: { id: 'ASC' } }) : [];
    return zones.map((z) => toDto(z, defaults, tickets));
  }

  private async dto(manager: EntityManager, zone: Zone): Promise<ZoneDto> {
    return (await this.toDtos(manager, [zone]))[0];
  }

  private async replaceDefaults(tx: EntityManager, eventId: number, zoneId: number, input: ZoneInput): Promise<void> {
    if (input.default_attendee_category_ids.length) {
      const found = await tx.getRepository(AttendeeCategory).countBy({ eventId, id: In(input.default_attendee_category_ids) });
      if (found !== input.default_attendee_category_ids.length)
        throw fieldError('default_attendee_category_ids', 'attendee_category_not_in_event');
    }
    const rows = [
      ...input.default_attendee_category_ids.map((attendeeCategoryId) => ({ eventId, zoneId, attendeeCategoryId, vehicleType: null })),
      ...input.default_vehicle_types.map((vehicleType) => ({ eventId, zoneId, attendeeCategoryId: null, vehicleType })),
    ];
    const key = (d: Pick<ZoneDefault, 'attendeeCategoryId' | 'vehicleType'>) => `${d.attendeeCategoryId}|${d.vehicleType}`;
    const before = new Set((await tx.getRepository(ZoneDefault).findBy({ zoneId })).map(key));
    const after = new Set(rows.map(key));
    if (before.size === after.size && [...after].every((k) => before.has(k))) return;
    await tx.getRepository(ZoneDefault).delete({ zoneId });
    if (rows.length) await tx.getRepository(ZoneDefault).insert(rows);
    // Who may enter by default changed for whole categories: the offline gates download their lists again.
    await this.signals.send(tx, ZONE_DEFAULTS_CHANGED, { eventId });
  }

  /**
   * The zone's payment rule (issue 29 item 1): its ticket products and exempt categories, of the event.
   * Products are commerce's: checked by table (accreditation sits below commerce and imports none of it).
   */
  private async replaceTickets(tx: EntityManager, eventId: number, zoneId: number, input: ZoneInput): Promise<void> {
    const products = input.ticket_product_ids;
    if (products.length) {
      const [{ n }] = await tx.query(
        `SELECT COUNT(*) AS n FROM products WHERE event_id = ? AND id IN (${products.map(() => '?').join(', ')})`,
        [eventId, ...products],
      );
      if (Number(n) !== products.length) throw fieldError('ticket_product_ids', 'product_not_in_event');
    }
    const exempt = input.ticket_exempt_category_ids;
    if (exempt.length && (await tx.getRepository(AttendeeCategory).countBy({ eventId, id: In(exempt) })) !== exempt.length)
      throw fieldError('ticket_exempt_category_ids', 'attendee_category_not_in_event');
    const rows = [
      ...products.map((productId) => ({ eventId, zoneId, productId, attendeeCategoryId: null })),
      ...exempt.map((attendeeCategoryId) => ({ eventId, zoneId, productId: null, attendeeCategoryId })),
    ];
    const key = (t: Pick<ZoneTicket, 'productId' | 'attendeeCategoryId'>) => `${t.productId}|${t.attendeeCategoryId}`;
    const before = new Set((await tx.getRepository(ZoneTicket).findBy({ zoneId })).map(key));
    if (before.size === rows.length && rows.every((r) => before.has(key(r)))) return;
    await tx.getRepository(ZoneTicket).delete({ zoneId });
    if (rows.length) await tx.getRepository(ZoneTicket).insert(rows);
    // Who may enter changed for whole categories: the offline gates download their lists again.
    await this.signals.send(tx, ZONE_DEFAULTS_CHANGED, { eventId });
  }

  async create(ctx: EventContext, input: ZoneInput): Promise<ZoneDto> {
    return this.findOne(ctx, await this.writes.create(ctx, (tx) => this.insert(tx, ctx, input)));
  }

  /** Creates a zone inside another write's transaction, with its history entry (a room's door, issue 27); answers its id. */
  createIn(tx: EntityManager, ctx: EventContext, input: ZoneInput): Promise<number> {
    return this.writes.createIn(tx, ctx, (tx) => this.insert(tx, ctx, input));
  }

  private async insert(tx: EntityManager, ctx: EventContext, input: ZoneInput): Promise<number> {
    await this.check(tx, ctx.eventId, input);
    const saved = await tx.getRepository(Zone).save(tx.getRepository(Zone).create({ ...columns(input), eventId: ctx.eventId }));
    await this.replaceDefaults(tx, ctx.eventId, saved.id, input);
    await this.replaceTickets(tx, ctx.eventId, saved.id, input);
    return saved.id;
  }

  async update(ctx: EventContext, id: number, input: ZoneInput): Promise<ZoneDto> {
    await this.writes.update(ctx, id, async (tx) => {
      await this.check(tx, ctx.eventId, input, id);
      await tx.getRepository(Zone).update(id, columns(input));
      await this.replaceDefaults(tx, ctx.eventId, id, input);
      await this.replaceTickets(tx, ctx.eventId, id, input);
    });
    return this.findOne(ctx, id);
  }

  async remove(ctx: EventContext, id: number): Promise<ZoneDto> {
    return this.writes.remove(ctx, id, {
      check: async (tx) => {
        if (await tx.getRepository(Zone).existsBy({ eventId: ctx.eventId, parentId: id })) throw AccreditationError('zone_has_children');
      },
    });
  }

  /** The code free in the event; the parent a zone of the event that does not lie inside this one. */
  private async check(tx: EntityManager, eventId: number, input: ZoneInput, id?: number): Promise<void> {
    const repo = tx.getRepository(Zone);
    if (await repo.existsBy({ eventId, code: input.code, ...(id && { id: Not(id) }) })) throw fieldError('code', 'zone_code_taken');
    if (input.parent_id === null) return;
    // Up the chain from the parent: reaching this zone would make a cycle (a venue has a few levels).
    let current: number | null = input.parent_id;
    for (let depth = 0; current !== null; depth++) {
      if (current === id || depth > 100) throw fieldError('parent_id', 'zone_parent_cycle');
      const parent: Zone | null = await repo.findOneBy({ id: current, eventId });
      if (!parent) throw fieldError('parent_id', 'zone_parent_not_in_event');
      current = parent.parentId;
    }
  }
}
