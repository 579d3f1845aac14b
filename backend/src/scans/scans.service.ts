import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ScanDenial,
  ScanDirection,
  ScanDto,
  ScanInput,
  ScanResult,
  ScanSyncDto,
  ScanSyncInput,
  ScanSyncItemDto,
  ZoneDto,
  ZoneOccupancyDto,
} from '@eventdesk/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../access/record-access';
import type { EventContext } from '../access/request-context';
import { zoneOpen } from '../access-rights/access-rights.service';
import { Attendee } from '../attendees/attendee.entity';
import { isDuplicateKey } from '../common/db-errors';
import { fieldError } from '../common/errors';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import { forUpdate, writeTransaction } from '../database/write-transaction';
import { PassesService } from '../passes/passes.service';
import { PaymentSettingsService } from '../payments/payment-settings.service';
import { Vehicle } from '../vehicles/vehicle.entity';
import { Zone } from '../zones/zone.entity';
import { holderCards } from './holder-cards';
import { OccupancyFeed } from './occupancy-feed';
import { PassPrint, Scan, ZoneOccupancy, ZonePresence } from './scan.entities';

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

type Holder = { type: 'ATTENDEE'; row: Attendee } | { type: 'VEHICLE'; row: Vehicle };

/** What a device decided without the network (issue 14, offline): its answer and reason. */
export interface OfflineDecision {
  result: ScanResult;
  reason: ScanDenial | null;
}

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
    private readonly payments: PaymentSettingsService,
    private readonly feed: OccupancyFeed,
  ) {}

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

  async scan(ctx: EventContext, input: ScanInput): Promise<ScanDto> {
    const zone = await this.db.getRepository(Zone).findOneBy({ id: input.zone_id, eventId: ctx.eventId });
    if (!zone) throw fieldError('zone_id', 'access_zone_not_in_event');
    const id = await this.record(ctx, zone, input, null);
    return (await this.dtos([await this.db.getRepository(Scan).findOneByOrFail({ id })]))[0];
  }

  /**
   * A device's queue of scans decided offline, in order (issue 14): each recorded as `record` does, so a
   * batch sent again adds nothing; a scan whose zone is gone is answered with its error, not recorded.
   */
  async sync(ctx: EventContext, input: ScanSyncInput): Promise<ScanSyncDto> {
    const zoneIds = [...new Set(input.scans.map((s) => s.zone_id))];
    const zones = new Map((await this.db.getRepository(Zone).findBy({ eventId: ctx.eventId, id: In(zoneIds) })).map((z) => [z.id, z]));
    const ids: (number | null)[] = [];
    for (const item of input.scans) {
      const zone = zones.get(item.zone_id);
      ids.push(zone ? await this.record(ctx, zone, item, { result: item.offline_result, reason: item.offline_reason ?? null }) : null);
    }
    const found = ids.filter((id): id is number => id !== null);
    const rows = new Map((found.length ? await this.db.getRepository(Scan).findBy({ id: In(found) }) : []).map((r) => [r.id, r]));
    return {
      results: input.scans.map((item, i): ScanSyncItemDto => {
        const row = rows.get(ids[i] ?? 0);
        if (!row) return { nonce: item.nonce, error: 'access_zone_not_in_event' };
        return { nonce: item.nonce, id: row.id, result: row.result, reason: row.reason, conflict: row.conflict, inside: row.inside };
      }),
    };
  }

  /**
   * Records one scan and answers its log id: the first answer to a nonce already seen, else the gate's
   * decision. `offline` is what a device decided without the network: an admission stands (the person
   * went in) and what the server would have said instead is its conflict; a refusal is logged as is.
   */
  async record(ctx: EventContext, zone: Zone, input: ScanInput, offline: OfflineDecision | null): Promise<number> {
    const { eventId } = ctx;
    const scannedAt = input.scanned_at ? new Date(input.scanned_at) : new Date();
    const retried = await this.storedId(eventId, input);
    if (retried) return retried;
    if (input.direction !== 'PRINT') await this.occupancyRow(zone);

    const check = await this.passes.check(eventId, input.code);
    let holder: Holder | null = null;
    let reason: ScanDenial | null = check.ok ? null : check.reason;
    if (check.ok) {
      holder = await this.holder(eventId, check.pass.holderType, check.pass.holderId);
      if (!holder) reason = 'unknown_holder';
    }
    if (!reason && holder) reason = await this.denial(eventId, zone, holder, input.direction, scannedAt);
    // An offline admission went through whatever the server says: only a holder it knows takes a place.
    const forced = offline?.result === 'ADMITTED';
    const conflict: ScanDenial | null = forced ? reason : null;
    if (forced && holder && reason !== 'unknown_holder') reason = null;
    if (offline?.result === 'DENIED') reason = offline.reason ?? reason ?? 'invalid_signature';

    try {
      const { id, counted } = await writeTransaction(this.db, async (tx) => {
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
            offline: offline !== null,
            conflict,
          }),
        );
        let result: ScanResult = forced ? 'ADMITTED' : 'DENIED';
        let delta = 0;
        let clash: ScanDenial | null = conflict;
        if (!reason && holder && input.direction === 'PRINT') {
          reason = await this.print(tx, scan, holder, check.ok ? check.pass.version : 0);
          if (forced && reason) [clash, reason] = [reason, null];
          result = reason ? 'DENIED' : 'ADMITTED';
        } else if (!reason && holder) {
          // Entering a zone is leaving the sibling zones the holder is in (anti-passback): the holder's
          // scans wait for each other here, so the zones it is in are known. Then the zones' occupancy
          // rows, locked in id order (MySQL): every scan takes its locks in this order, so concurrent
          // scans wait for each other instead of deadlocking.
          const leaving = input.direction === 'IN' && zone.antiPassback ? await this.zonesLeft(tx, zone, holder) : [];
          await forUpdate(
            tx
              .getRepository(ZoneOccupancy)
              .createQueryBuilder('o')
              .where('o.zoneId IN (:...ids)', { ids: [zone.id, ...leaving] })
              .orderBy('o.zoneId', 'ASC'),
            this.db,
          ).getMany();
          const outcome =
            input.direction === 'IN' ? await this.enter(tx, zone, holder, scannedAt, forced) : await this.leave(tx, zone.id, holder);
          reason = outcome.reason;
          delta = outcome.delta;
          if (forced && outcome.reason) [clash, reason] = [outcome.reason, null];
          result = reason ? 'DENIED' : 'ADMITTED';
          // Entering a zone is leaving the sibling zones the holder was in (anti-passback): logged as exits.
          if (delta > 0) for (const other of leaving) await this.moveOut(tx, scan, other, holder);
        }
        const inside = (await tx.getRepository(ZoneOccupancy).findOneBy({ zoneId: zone.id }))?.inside ?? 0;
        await tx.getRepository(Scan).update(scan.id, { result, reason, inside, delta, conflict: clash });
        return { id: scan.id, counted: delta !== 0 };
      });
      if (counted) this.feed.changed(eventId);
      return id;
    } catch (error) {
      // The same nonce sent twice at once: the other request's answer.
      if (isDuplicateKey(error)) {
        const first = await this.storedId(eventId, input);
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

  /** The log id of the answer already given to this device's nonce, if any. */
  private async storedId(eventId: number, input: ScanInput): Promise<number | null> {
    const row = await this.db
      .getRepository(Scan)
      .findOne({ select: { id: true }, where: { eventId, deviceId: input.device_id, nonce: input.nonce } });
    return row?.id ?? null;
  }

  private async holder(eventId: number, type: 'ATTENDEE' | 'VEHICLE', id: number): Promise<Holder | null> {
    if (type === 'ATTENDEE') {
      const row = await this.db.getRepository(Attendee).findOneBy({ id, eventId });
      return row ? { type, row } : null;
    }
    const row = await this.db.getRepository(Vehicle).findOneBy({ id, eventId });
    return row ? { type, row } : null;
  }

  /** Why the holder may not pass now, before any place is taken; null: it may. A badge print asks only that the holder be confirmed. */
  private async denial(eventId: number, zone: Zone, holder: Holder, direction: ScanDirection, at: Date): Promise<ScanDenial | null> {
    if (direction === 'OUT') return null;
    if (holder.row.pending) return 'pending';
    if (direction === 'PRINT') return null;
    if (!zone.active || !zoneOpen(JSON.parse(zone.windows) as ZoneDto['windows'], at)) return 'zone_closed';
    const right = await this.rightIn(eventId, zone.id, holder, at);
    if (right) return right;
    if (holder.row.documentationStatus && PAPERS_MISSING.has(holder.row.documentationStatus)) return 'documents';
    if (holder.type === 'ATTENDEE' && holder.row.paymentStatus !== 'PAID' && (await this.payments.settings(eventId)).required_at_gate)
      return 'not_paid';
    return null;
  }

  /** Whether the holder may enter the zone at `at` (one query): a right valid then, or the zone's default for its category or type. */
  private async rightIn(eventId: number, zoneId: number, holder: Holder, at: Date): Promise<'no_right' | 'outside_window' | null> {
    const column = holder.type === 'ATTENDEE' ? 'attendee_id' : 'vehicle_id';
    const rights = `FROM access_rights r WHERE r.zone_id = zone.id AND r.event_id = :eventId AND r.${column} = :holder`;
    const byDefault =
      holder.type === 'ATTENDEE'
        ? 'EXISTS (SELECT 1 FROM zone_defaults d WHERE d.zone_id = zone.id AND d.attendee_category_id = :category)'
        : 'EXISTS (SELECT 1 FROM zone_defaults d WHERE d.zone_id = zone.id AND d.vehicle_type = :vehicleType)';
    const row = await this.db
      .getRepository(Zone)
      .createQueryBuilder('zone')
      .select(
        `EXISTS (SELECT 1 ${rights} AND (r.valid_from IS NULL OR r.valid_from <= :at) AND (r.valid_to IS NULL OR r.valid_to >= :at))`,
        'now',
      )
      .addSelect(`EXISTS (SELECT 1 ${rights})`, 'any')
      .addSelect(byDefault, 'by_default')
      .where('zone.id = :zoneId', {
        zoneId,
        eventId,
        at,
        holder: holder.row.id,
        category: holder.type === 'ATTENDEE' ? (holder.row.eventAttendeeCategoryId ?? 0) : 0,
        vehicleType: holder.type === 'VEHICLE' ? holder.row.type : '',
      })
      .getRawOne<{ now: unknown; any: unknown; by_default: unknown }>();
    const yes = (v: unknown) => Number(v) === 1 || v === true;
    if (yes(row?.now) || yes(row?.by_default)) return null;
    return yes(row?.any) ? 'outside_window' : 'no_right';
  }

  /**
   * The zones an entry into `zone` takes the holder out of: where it is inside now, except the zone
   * itself and the zones around it (entering the pit lane is not leaving the paddock it lies in).
   */
  private async zonesLeft(tx: EntityManager, zone: Zone, holder: Holder): Promise<number[]> {
    await forUpdate(
      tx
        .getRepository<Attendee | Vehicle>(holder.type === 'ATTENDEE' ? Attendee : Vehicle)
        .createQueryBuilder('h')
        .select('h.id')
        .where('h.id = :id', { id: holder.row.id }),
      this.db,
    ).getOne();
    const inside = await tx
      .getRepository(ZonePresence)
      .find({ select: { zoneId: true }, where: { eventId: zone.eventId, holderType: holder.type, holderId: holder.row.id } });
    if (!inside.some((p) => p.zoneId !== zone.id)) return [];
    const parents = new Map(
      (await tx.getRepository(Zone).find({ select: { id: true, parentId: true }, where: { eventId: zone.eventId } })).map((z) => [
        z.id,
        z.parentId,
      ]),
    );
    const around = new Set<number>();
    for (let p = parents.get(zone.id) ?? null; p !== null && !around.has(p); p = parents.get(p) ?? null) around.add(p);
    return inside.map((p) => p.zoneId).filter((id) => id !== zone.id && !around.has(id));
  }

  /** Prints the pass version's badge once: the reason it was printed already, else null. */
  private async print(tx: EntityManager, scan: Scan, holder: Holder, version: number): Promise<ScanDenial | null> {
    try {
      await tx.getRepository(PassPrint).insert({
        eventId: scan.eventId,
        holderType: holder.type,
        holderId: holder.row.id,
        version,
        scanId: scan.id,
        printedAt: scan.scannedAt,
      });
      return null;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return 'already_printed';
    }
  }

  /** Takes the holder's place in the zone and in its occupancy; the reason it cannot, else null. Forced (offline): past the capacity. */
  private async enter(
    tx: EntityManager,
    zone: Zone,
    holder: Holder,
    at: Date,
    forced: boolean,
  ): Promise<{ reason: ScanDenial | null; delta: number }> {
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
      .andWhere(zone.capacity === null || forced ? '1 = 1' : 'inside < :capacity', { capacity: zone.capacity })
      .execute();
    if (!taken.affected) {
      await tx.getRepository(ZonePresence).delete(presence);
      return { reason: 'zone_full', delta: 0 };
    }
    return { reason: null, delta: 1 };
  }

  /** Gives the holder's place back (an OUT of someone not inside is admitted and changes nothing). */
  private async leave(tx: EntityManager, zoneId: number, holder: Holder): Promise<{ reason: null; delta: number }> {
    const gone = await tx.getRepository(ZonePresence).delete({ zoneId, holderType: holder.type, holderId: holder.row.id });
    if (!gone.affected) return { reason: null, delta: 0 };
    await tx
      .createQueryBuilder()
      .update(ZoneOccupancy)
      .set({ inside: () => 'inside - 1' })
      .where('zone_id = :zoneId AND inside > 0', { zoneId })
      .execute();
    return { reason: null, delta: -1 };
  }

  /** The exit from a sibling zone that an entry elsewhere implies, logged as an OUT of the same device. */
  private async moveOut(tx: EntityManager, scan: Scan, zoneId: number, holder: Holder): Promise<void> {
    const { delta } = await this.leave(tx, zoneId, holder);
    if (!delta) return;
    const inside = (await tx.getRepository(ZoneOccupancy).findOneBy({ zoneId }))?.inside ?? 0;
    await tx.getRepository(Scan).insert({
      ...scan,
      id: undefined,
      createdAt: undefined,
      zoneId,
      direction: 'OUT',
      result: 'ADMITTED',
      reason: null,
      conflict: null,
      nonce: `move-${scan.id}-${zoneId}`,
      inside,
      delta,
    });
  }

  /** The scans with their holders' cards (names, companies, categories: one query each for the page). */
  async dtos(rows: Scan[]): Promise<ScanDto[]> {
    const ids = (type: string) => [...new Set(rows.filter((r) => r.holderType === type && r.holderId !== null).map((r) => r.holderId!))];
    const attendees = ids('ATTENDEE').length ? await this.db.getRepository(Attendee).findBy({ id: In(ids('ATTENDEE')) }) : [];
    const vehicles = ids('VEHICLE').length ? await this.db.getRepository(Vehicle).findBy({ id: In(ids('VEHICLE')) }) : [];
    const { attendeeCard, vehicleCard } = await holderCards(this.db.manager, attendees, vehicles);
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
      offline: r.offline,
      conflict: r.conflict,
      created_at: r.createdAt.toISOString(),
    }));
  }
}
