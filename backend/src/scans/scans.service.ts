import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScanDenial, ScanDto, ScanHolderDto, ScanInput, ZoneDto, ZoneOccupancyDto } from '@eventdesk/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../access/record-access';
import type { EventContext } from '../access/request-context';
import { AccessRight } from '../access-rights/access-right.entity';
import { AccessRightsService, zoneOpen } from '../access-rights/access-rights.service';
import { AttendeeCategory } from '../attendees/attendee-category.entity';
import { Attendee } from '../attendees/attendee.entity';
import { isDuplicateKey } from '../common/db-errors';
import { fieldError } from '../common/errors';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import { forUpdate, writeTransaction } from '../database/write-transaction';
import { EventCompany } from '../events/event-company.entity';
import { PassesService } from '../passes/passes.service';
import { Vehicle } from '../vehicles/vehicle.entity';
import { Zone } from '../zones/zone.entity';
import { Scan, ZoneOccupancy, ZonePresence } from './scan.entities';

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
    scanned_at_gte: { kind: 'gte', column: 'scan.scannedAt', type: 'date' },
    scanned_at_lte: { kind: 'lte', column: 'scan.scannedAt', type: 'date' },
  },
  defaultSort: ['id', 'DESC'],
  tiebreaker: 'scan.id',
};

type Holder = { type: 'ATTENDEE'; row: Attendee } | { type: 'VEHICLE'; row: Vehicle };

/** Documentation that keeps a holder out. */
const PAPERS_MISSING = new Set(['MISSING', 'EXPIRED', 'REJECTED']);

/**
 * Scans at the gates (issue 14). The pass is checked first (signature, event, version — no holder read
 * for a forged code), then the holder, the zone (active, open), the holder's right there (explicit or by
 * default, valid then) and its papers. An admitted IN takes the holder's place in the zone
 * (`zone_presence`, unique: two gates at once admit once — anti-passback) and the occupancy's (a
 * conditional UPDATE: never past the capacity); an OUT gives them back. The device's nonce is claimed
 * first in the same transaction: a retry answers the first result and counts nothing twice. Every
 * scan is logged, admitted or not.
 */
@Injectable()
export class ScansService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passes: PassesService,
    private readonly rights: AccessRightsService,
  ) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(Scan).createQueryBuilder('scan'), ctx, 'read', SCAN_SCOPE),
      list,
    );
    return { rows: await this.toDtos(rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<ScanDto> {
    return (await this.toDtos([await requireRecord(this.db.manager, ctx, 'read', SCAN_SCOPE, id)]))[0];
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

  async scan(ctx: EventContext, input: ScanInput): Promise<ScanDto> {
    const { eventId } = ctx;
    const zone = await this.db.getRepository(Zone).findOneBy({ id: input.zone_id, eventId });
    if (!zone) throw fieldError('zone_id', 'access_zone_not_in_event');
    const scannedAt = input.scanned_at ? new Date(input.scanned_at) : new Date();
    const retried = await this.stored(eventId, input);
    if (retried) return retried;
    await this.occupancyRow(zone);

    const check = await this.passes.check(eventId, input.code);
    let holder: Holder | null = null;
    let reason: ScanDenial | null = check.ok ? null : check.reason;
    if (check.ok) {
      holder = await this.holder(eventId, check.pass.holderType, check.pass.holderId);
      if (!holder) reason = 'unknown_holder';
    }
    if (!reason && holder && input.direction === 'IN') reason = await this.denial(eventId, zone, holder, scannedAt);

    try {
      const id = await writeTransaction(this.db, async (tx) => {
        // The nonce first: a concurrent retry waits here, then finds the first answer.
        const scan = await tx.getRepository(Scan).save(
          tx.getRepository(Scan).create({
            eventId,
            zoneId: zone.id,
            direction: input.direction,
            result: 'DENIED',
            reason,
            holderType: holder?.type ?? null,
            holderId: holder?.row.id ?? null,
            eventCompanyId: holder?.row.eventCompanyId ?? null,
            deviceId: input.device_id,
            nonce: input.nonce,
            userId: ctx.user.id,
            scannedAt,
          }),
        );
        let result: 'ADMITTED' | 'DENIED' = 'DENIED';
        let delta = 0;
        if (!reason && holder) {
          // The zone's occupancy row first, locked (MySQL): every scan of the zone takes its locks in
          // this order, so concurrent scans wait for each other instead of deadlocking.
          await forUpdate(
            tx.getRepository(ZoneOccupancy).createQueryBuilder('o').where('o.zoneId = :zoneId', { zoneId: zone.id }),
            this.db,
          ).getOne();
          const outcome = input.direction === 'IN' ? await this.enter(tx, zone, holder, scannedAt) : await this.leave(tx, zone, holder);
          reason = outcome.reason;
          delta = outcome.delta;
          result = outcome.reason ? 'DENIED' : 'ADMITTED';
        }
        const inside = (await tx.getRepository(ZoneOccupancy).findOneBy({ zoneId: zone.id }))?.inside ?? 0;
        await tx.getRepository(Scan).update(scan.id, { result, reason, inside, delta });
        return scan.id;
      });
      return (await this.toDtos([await this.db.getRepository(Scan).findOneByOrFail({ id })]))[0];
    } catch (error) {
      // The same nonce sent twice at once: the other request's answer.
      if (isDuplicateKey(error)) {
        const first = await this.stored(eventId, input);
        if (first) return first;
      }
      throw error;
    }
  }

  /** The zone's occupancy row, made once (its own small write: never inside a scan, where it would take a shared lock). */
  private async occupancyRow(zone: Zone): Promise<void> {
    if (await this.db.getRepository(ZoneOccupancy).existsBy({ zoneId: zone.id })) return;
    await writeTransaction(this.db, (tx) =>
      tx
        .createQueryBuilder()
        .insert()
        .into(ZoneOccupancy)
        .values({ zoneId: zone.id, eventId: zone.eventId, inside: 0, peak: 0 })
        .orIgnore()
        .execute(),
    );
  }

  /** The answer already given to this device's nonce, if any. */
  private async stored(eventId: number, input: ScanInput): Promise<ScanDto | null> {
    const row = await this.db.getRepository(Scan).findOneBy({ eventId, deviceId: input.device_id, nonce: input.nonce });
    return row ? (await this.toDtos([row]))[0] : null;
  }

  private async holder(eventId: number, type: 'ATTENDEE' | 'VEHICLE', id: number): Promise<Holder | null> {
    if (type === 'ATTENDEE') {
      const row = await this.db.getRepository(Attendee).findOneBy({ id, eventId });
      return row ? { type, row } : null;
    }
    const row = await this.db.getRepository(Vehicle).findOneBy({ id, eventId });
    return row ? { type, row } : null;
  }

  /** Why the holder may not enter the zone now, before any place is taken; null: it may. */
  private async denial(eventId: number, zone: Zone, holder: Holder, at: Date): Promise<ScanDenial | null> {
    if (holder.row.pending) return 'pending';
    if (!zone.active || !zoneOpen(JSON.parse(zone.windows) as ZoneDto['windows'], at)) return 'zone_closed';
    const key = holder.type === 'ATTENDEE' ? { attendeeId: holder.row.id } : { vehicleId: holder.row.id };
    const effective = await this.rights.effective(eventId, key, at);
    if (!effective.zones.some((z) => z.id === zone.id)) {
      const anyRight = await this.db.getRepository(AccessRight).existsBy({ eventId, zoneId: zone.id, ...key });
      return anyRight ? 'outside_window' : 'no_right';
    }
    if (holder.row.documentationStatus && PAPERS_MISSING.has(holder.row.documentationStatus)) return 'documents';
    return null;
  }

  /** Takes the holder's place in the zone and in its occupancy; the reason it cannot, else null. */
  private async enter(tx: EntityManager, zone: Zone, holder: Holder, at: Date): Promise<{ reason: ScanDenial | null; delta: number }> {
    const presence = { eventId: zone.eventId, zoneId: zone.id, holderType: holder.type, holderId: holder.row.id };
    try {
      await tx.getRepository(ZonePresence).insert({ ...presence, enteredAt: at });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Inside already: with anti-passback a second entry is refused; without, it is let in and not counted twice.
      return { reason: zone.antiPassback ? 'already_inside' : null, delta: 0 };
    }
    // Never past the capacity; the peak from the count before the entry (both engines read the old values first).
    const taken = await tx
      .createQueryBuilder()
      .update(ZoneOccupancy)
      .set({ peak: () => 'CASE WHEN inside + 1 > peak THEN inside + 1 ELSE peak END', inside: () => 'inside + 1' })
      .where('zone_id = :zoneId', { zoneId: zone.id })
      .andWhere(zone.capacity === null ? '1 = 1' : 'inside < :capacity', { capacity: zone.capacity })
      .execute();
    if (!taken.affected) {
      await tx.getRepository(ZonePresence).delete(presence);
      return { reason: 'zone_full', delta: 0 };
    }
    return { reason: null, delta: 1 };
  }

  /** Gives the holder's place back (an OUT of someone not inside is admitted and changes nothing). */
  private async leave(tx: EntityManager, zone: Zone, holder: Holder): Promise<{ reason: null; delta: number }> {
    const gone = await tx.getRepository(ZonePresence).delete({ zoneId: zone.id, holderType: holder.type, holderId: holder.row.id });
    if (!gone.affected) return { reason: null, delta: 0 };
    await tx
      .createQueryBuilder()
      .update(ZoneOccupancy)
      .set({ inside: () => 'inside - 1' })
      .where('zone_id = :zoneId AND inside > 0', { zoneId: zone.id })
      .execute();
    return { reason: null, delta: -1 };
  }

  /** The scans with their holders' cards (names, companies, categories: one query each for the page). */
  private async toDtos(rows: Scan[]): Promise<ScanDto[]> {
    const ids = (type: string) => [...new Set(rows.filter((r) => r.holderType === type && r.holderId !== null).map((r) => r.holderId!))];
    const attendees = ids('ATTENDEE').length ? await this.db.getRepository(Attendee).findBy({ id: In(ids('ATTENDEE')) }) : [];
    const vehicles = ids('VEHICLE').length ? await this.db.getRepository(Vehicle).findBy({ id: In(ids('VEHICLE')) }) : [];
    const companyIds = [...new Set([...attendees, ...vehicles].flatMap((h) => (h.eventCompanyId === null ? [] : [h.eventCompanyId])))];
    const categoryIds = [...new Set(attendees.flatMap((a) => (a.eventAttendeeCategoryId === null ? [] : [a.eventAttendeeCategoryId])))];
    const companies = new Map(
      (companyIds.length ? await this.db.getRepository(EventCompany).findBy({ id: In(companyIds) }) : []).map((c) => [c.id, c.name]),
    );
    const categories = new Map(
      (categoryIds.length ? await this.db.getRepository(AttendeeCategory).findBy({ id: In(categoryIds) }) : []).map((c) => [c.id, c.name]),
    );
    const attendeeCard = new Map(
      attendees.map((a): [number, ScanHolderDto] => [
        a.id,
        {
          type: 'ATTENDEE',
          id: a.id,
          label: [a.lastName, a.firstName].filter(Boolean).join(' ') || a.attendeeCode,
          company: a.eventCompanyId === null ? null : (companies.get(a.eventCompanyId) ?? null),
          category: a.eventAttendeeCategoryId === null ? null : (categories.get(a.eventAttendeeCategoryId) ?? null),
        },
      ]),
    );
    const vehicleCard = new Map(
      vehicles.map((v): [number, ScanHolderDto] => [
        v.id,
        {
          type: 'VEHICLE',
          id: v.id,
          label: v.plate,
          company: v.eventCompanyId === null ? null : (companies.get(v.eventCompanyId) ?? null),
          category: v.type,
        },
      ]),
    );
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
      scanned_at: r.scannedAt.toISOString(),
      inside: r.inside,
      created_at: r.createdAt.toISOString(),
    }));
  }
}
