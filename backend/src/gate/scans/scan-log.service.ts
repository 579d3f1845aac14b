import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScanDto, ZoneOccupancyDto } from '@eventdesk/shared';
import { DataSource, In } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { Vehicle } from '../../accreditation/vehicles/vehicle.entity';
import { Zone } from '../../accreditation/zones/zone.entity';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { User } from '../../platform/users/user.entity';
import { holderCards } from './holder-cards';
import { Scan, ZoneOccupancy } from './scan.entities';

/** The scan log: ADMIN and SECRETARY read every scan of the event (subject AccessControl, no condition). */
export const SCAN_SCOPE = defineRecordScope({ subject: 'AccessControl', entity: Scan, alias: 'scan', conditions: {} });

export const SCAN_LIST: ListSpec = {
  resource: 'access-controls',
  sortable: { id: 'scan.id', scanned_at: 'scan.scannedAt', zone_id: 'scan.zoneId' },
  filters: {
    id: { kind: 'eq', column: 'scan.id', type: 'number' },
    zone_id: { kind: 'eq', column: 'scan.zoneId', type: 'number' },
    result: { kind: 'eq', column: 'scan.result', type: 'string' },
    reason: { kind: 'eq', column: 'scan.reason', type: 'string' },
    direction: { kind: 'eq', column: 'scan.direction', type: 'string' },
    device_id: { kind: 'eq', column: 'scan.deviceId', type: 'string' },
    holder_type: { kind: 'eq', column: 'scan.holderType', type: 'string' },
    holder_id: { kind: 'eq', column: 'scan.holderId', type: 'number' },
    conflict: { kind: 'eq', column: 'scan.conflict', type: 'string' },
    offline: { kind: 'eq', column: 'scan.offline', type: 'boolean' },
    scanned_at_gte: { kind: 'gte', column: 'scan.scannedAt', type: 'date' },
    scanned_at_lte: { kind: 'lte', column: 'scan.scannedAt', type: 'date' },
  },
  defaultSort: ['id', 'DESC'],
  tiebreaker: 'scan.id',
};

/**
 * The scan log (issue 14): the scans as staff read them, with their holders' cards, and the zones'
 * occupancy. The gate writes it (ScansService); this reads it.
 */
@Injectable()
export class ScanLogService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(Scan).createQueryBuilder('scan'), ctx, 'read', SCAN_SCOPE),
      list,
    );
    return { rows: await this.dtos(rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<ScanDto> {
    return (await this.dtos([await requireRecord(this.db.manager, ctx, 'read', SCAN_SCOPE, id)]))[0];
  }

  async occupancy(eventId: number): Promise<ZoneOccupancyDto[]> {
    const zones = await this.db.getRepository(Zone).find({ where: { eventId }, order: { code: 'ASC' } });
    const counts = new Map((await this.db.getRepository(ZoneOccupancy).findBy({ eventId })).map((o) => [o.zoneId, o]));
    return zones.map((z) => ({
      zone_id: z.id,
      inside: counts.get(z.id)?.inside ?? 0,
      peak: counts.get(z.id)?.peak ?? 0,
      capacity: z.capacity,
    }));
  }

  /** The scans with their holders' cards (names, companies, categories: one query each for the page). */
  async dtos(rows: Scan[]): Promise<ScanDto[]> {
    const ids = (type: string) => [...new Set(rows.filter((r) => r.holderType === type && r.holderId !== null).map((r) => r.holderId!))];
    const attendees = ids('ATTENDEE').length ? await this.db.getRepository(Attendee).findBy({ id: In(ids('ATTENDEE')) }) : [];
    const vehicles = ids('VEHICLE').length ? await this.db.getRepository(Vehicle).findBy({ id: In(ids('VEHICLE')) }) : [];
    const { attendeeCard, vehicleCard } = await holderCards(this.db.manager, attendees, vehicles);
    const operators = await this.operators(rows);
    return rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      zone_id: r.zoneId,
      direction: r.direction,
      result: r.result,
      reason: r.reason,
      holder: r.holderId === null ? null : ((r.holderType === 'ATTENDEE' ? attendeeCard : vehicleCard).get(r.holderId) ?? null),
      device_id: r.deviceId,
      nonce: r.nonce,
      user_id: r.userId,
      operator: operators.get(r.userId === null ? r.deviceId : r.userId) ?? null,
      scanned_at: r.scannedAt.toISOString(),
      inside: r.inside,
      offline: r.offline,
      conflict: r.conflict,
      overridden: r.overridden,
      override_note: r.overrideNote,
      created_at: r.createdAt.toISOString(),
    }));
  }

  /**
   * Who scanned (issue 29 items 8 and 17): the staff account's name, or a paired device's (a row with no
   * account whose device is `totem-{id}`: a kiosk or a gate tablet) — by user id, or by device id.
   */
  private async operators(rows: Scan[]): Promise<Map<number | string, string>> {
    const names = new Map<number | string, string>();
    const userIds = [...new Set(rows.filter((r) => r.userId !== null).map((r) => r.userId!))];
    if (userIds.length)
      for (const u of await this.db.getRepository(User).find({ where: { id: In(userIds) }, select: { id: true, name: true, email: true } }))
        names.set(u.id, u.name || u.email);
    const totems = new Map<number, string>();
    for (const r of rows) {
      const match = r.userId === null ? /^totem-(\d{1,10})$/.exec(r.deviceId) : null;
      if (match) totems.set(Number(match[1]), r.deviceId);
    }
    if (totems.size) {
      const ids = [...totems.keys()];
      const found = (await this.db.query(
        `SELECT id, name FROM totems WHERE event_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
        [rows[0].eventId, ...ids],
      )) as { id: number; name: string }[];
      for (const t of found) names.set(`totem-${Number(t.id)}`, t.name);
    }
    return names;
  }
}
