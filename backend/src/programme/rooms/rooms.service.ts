import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { zoneSchema, type RoomDto, type RoomInput } from '@eventdesk/shared';
import { DataSource, Like, Not, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { fieldError } from '../../platform/common/errors';
import { writeTransaction } from '../../platform/database/write-transaction';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import { Zone } from '../../accreditation/zones/zone.entity';
import { ZonesService } from '../../accreditation/zones/zones.service';
import { Room } from './room.entity';
import { ProgrammeError } from '../programme-errors';

/** Rooms of an event: the rules put no condition on them (ADMIN manages them). */
export const ROOM_SCOPE = defineRecordScope({ subject: 'Room', entity: Room, alias: 'room', conditions: {} });

export const ROOM_LIST: ListSpec = {
  resource: 'rooms',
  sortable: { id: 'room.id', name_it: 'room.nameIt', capacity: 'room.capacity', floor: 'room.floor', created_at: 'room.createdAt' },
  filters: {
    q: { kind: 'search', columns: ['room.nameIt', 'room.nameEn', 'room.floor'] },
    id: { kind: 'eq', column: 'room.id', type: 'number' },
    zone_id: { kind: 'eq', column: 'room.zoneId', type: 'number' },
  },
  defaultSort: ['name_it', 'ASC'],
  tiebreaker: 'room.id',
};

const toDto = (r: Room): RoomDto => ({
  id: r.id,
  event_id: r.eventId,
  name_it: r.nameIt,
  name_en: r.nameEn,
  capacity: r.capacity,
  floor: r.floor,
  notes: r.notes,
  zone_id: r.zoneId,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const historyValues = ({ id: _i, event_id: _e, created_at: _c, updated_at: _u, ...rest }: RoomDto) => rest;

const columns = (input: RoomInput): Partial<Room> => ({
  nameIt: input.name_it,
  nameEn: input.name_en,
  capacity: input.capacity,
  floor: input.floor,
  notes: input.notes,
});

/** A zone code from a room's name: capitals, digits and dashes, accents dropped ("Sala Volta 2" → SALA-VOLTA-2). */
export function zoneCodeOf(name: string): string {
  const code = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 16)
    .replace(/-+$/, '');
  return code || 'SALA';
}

/**
 * The rooms of one event (issue 27). A room's door is a zone, so the gate's scans there are its entries
 * and exits: one chosen from the event's zones (each the door of one room at most), or, when none is
 * chosen, one made with the room in the same transaction (named after it, no anti-passback: people
 * come and go between sessions). A room deleted leaves its zone and the scans made there.
 */
@Injectable()
export class RoomsService {
  private readonly writes: RecordWrites<Room, RoomDto>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    history: HistoryService,
    private readonly zones: ZonesService,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: ROOM_SCOPE,
      subject: 'room',
      dto: (_tx, room) => toDto(room),
      values: historyValues,
      transaction: (work) => this.write(work),
    });
  }

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(Room).createQueryBuilder('room'), ctx, 'read', ROOM_SCOPE),
      list,
    );
    return { rows: rows.map(toDto), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<RoomDto> {
    return toDto(await requireRecord(this.db.manager, ctx, 'read', ROOM_SCOPE, id));
  }

  async create(ctx: EventContext, input: RoomInput): Promise<RoomDto> {
    const id = await this.writes.create(ctx, async (tx) => {
      const zoneId = input.zone_id ?? (await this.doorFor(tx, ctx, input));
      await this.checkZone(tx, ctx.eventId, zoneId);
      const room = tx.getRepository(Room);
      return (await room.save(room.create({ ...columns(input), zoneId, eventId: ctx.eventId }))).id;
    });
    return this.findOne(ctx, id);
  }

  /** The fields sent change; a `zone_id` of null keeps the room's door. */
  update(ctx: EventContext, id: number, input: RoomInput): Promise<RoomDto> {
    return this.writes.update(ctx, id, async (tx, before) => {
      const zoneId = input.zone_id ?? before.zone_id;
      if (zoneId !== before.zone_id) await this.checkZone(tx, ctx.eventId, zoneId, id);
      await tx.getRepository(Room).update(id, { ...columns(input), zoneId });
    });
  }

  /** A room with sessions stays until they move or go (read by table: sessions sit above rooms and import them). */
  remove(ctx: EventContext, id: number): Promise<RoomDto> {
    return this.writes.remove(ctx, id, {
      check: async (tx) => {
        if ((await tx.query('SELECT 1 FROM programme_sessions WHERE room_id = ? LIMIT 1', [id])).length)
          throw ProgrammeError('room_has_sessions');
      },
    });
  }

  /** A write in one transaction; another room taking the same door at the same moment is the field's refusal, as when it came first. */
  private async write<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await writeTransaction(this.db, work);
    } catch (error) {
      if (isDuplicateKey(error) && /rooms/i.test(String((error as Error).message))) throw fieldError('zone_id', 'room_zone_taken');
      throw error;
    }
  }

  /** The zone of the event `zoneId` names, not the door of another room. */
  private async checkZone(tx: EntityManager, eventId: number, zoneId: number, roomId?: number): Promise<void> {
    if (!(await tx.getRepository(Zone).existsBy({ id: zoneId, eventId }))) throw fieldError('zone_id', 'access_zone_not_in_event');
    if (await tx.getRepository(Room).existsBy({ eventId, zoneId, ...(roomId && { id: Not(roomId) }) }))
      throw fieldError('zone_id', 'room_zone_taken');
  }

  /** A new zone for the room's door, coded after its name (a number added while the code is taken). */
  private async doorFor(tx: EntityManager, ctx: EventContext, input: RoomInput): Promise<number> {
    const base = zoneCodeOf(input.name_it);
    const taken = new Set(
      (await tx.getRepository(Zone).find({ select: { code: true }, where: { eventId: ctx.eventId, code: Like(`${base}%`) } })).map(
        (z) => z.code,
      ),
    );
    let code = base;
    for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
    const zone = zoneSchema.parse({ name_it: input.name_it, name_en: input.name_en, code, capacity: input.capacity, anti_passback: false });
    return this.zones.createIn(tx, ctx, zone);
  }
}
