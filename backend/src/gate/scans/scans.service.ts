import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  gateDecision,
  type DocumentationStatus,
  type GateCheckDto,
  type GateCheckQuery,
  type GateCheckZoneDto,
  type GateFacts,
  type PassHolderType,
  type PassPayload,
  type ScanDenial,
  type ScanDirection,
  type ScanDetailDto,
  type ScanDto,
  type ScanInput,
  type ScanResult,
  type ScanSyncDto,
  type ScanSyncInput,
  type ScanSyncItemDto,
  type ZoneDto,
  type ZoneOccupancyDto,
} from '@eventdesk/shared';
import { DataSource, In } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import { actingUserId, type EventContext } from '../../platform/access/request-context';
import { zoneOpen } from '../../accreditation/access-rights/access-rights.service';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { fieldError, forbidden } from '../../platform/common/errors';
import { TtlCache } from '../../platform/common/ttl-cache';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { driverSql, sqlTrue, type DriverSql, type SqlStatement } from '../../platform/database/driver-sql';
import { invalidateOnWrite } from '../../platform/database/invalidate-on-write';
import { driverTransaction } from '../../platform/database/write-transaction';
import { Event } from '../../platform/events/event.entity';
import { User } from '../../platform/users/user.entity';
import { PassesService, type PassCheck } from '../passes/passes.service';
import { Vehicle } from '../../accreditation/vehicles/vehicle.entity';
import { Zone } from '../../accreditation/zones/zone.entity';
import {
  AMOUNT_DUE_SQL,
  ENTER_SQL,
  FIRST_ENTRY_SQL,
  GIVE_BACK_SQL,
  HOLDER_SQL,
  holderLockSql,
  holderParams,
  INSERT_SCAN_SQL,
  INSIDE_SQL,
  LEAVE_SQL,
  NONCE_SQL,
  occupancyLockSql,
  occupancyRowSql,
  PARENTS_SQL,
  PRESENT_SQL,
  PRINT_REFUSED_SQL,
  PRINT_SQL,
  BADGE_DELIVERED_SQL,
  TAKE_SQL,
  ZONE_SQL,
  type GateHolderRow,
} from './gate-sql';
import { clockBounds, trustedTime } from './device-clock';
import { attendeeLabel, holderCards } from './holder-cards';
import { OccupancyFeed } from './occupancy-feed';
import { Scan, ZoneOccupancy } from './scan.entities';
import { holderFacts, readGateHolder, type GateHolder } from './gate-holder';

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

/** A zone as the gate decides on it (gate-sql.ts ZONE_SQL); `counted`: its occupancy row exists. */
export interface GateZone {
  id: number;
  eventId: number;
  capacity: number | null;
  antiPassback: boolean;
  active: boolean;
  windows: ZoneDto['windows'];
  counted: boolean;
}

interface ZoneRow {
  id: number;
  event_id: number;
  capacity: number | null;
  anti_passback: unknown;
  active: unknown;
  windows: string;
  counted: number | null;
}

interface OccupancyRow {
  zone_id: number;
  inside: number;
}

/** A scan as recorded: online (with a supervisor's override note) or from an offline queue (without). */
type GateScanInput = Omit<ScanInput, 'override_note'> & { override_note?: string | null };

/** What the reads before the write transaction decided. */
interface Decided {
  zone: GateZone;
  input: GateScanInput;
  at: Date;
  holder: GateHolder | null;
  reason: ScanDenial | null;
  forced: boolean;
  conflict: ScanDenial | null;
  offline: boolean;
  version: number;
  /** A supervisor's reason to admit anyway: the refusal is logged as overridden, not as a conflict. */
  override: string | null;
}

/**
 * A holder's place taken or given back: the zone's count after it, the other zones an entry leaves
 * (with their counts), and the writes that do it (sent with the log row: their results decide nothing).
 */
interface Place {
  reason: ScanDenial | null;
  /** An offline entry let in past the zone's capacity: `zone_full`, the scan's conflict (issue 26). */
  conflict: ScanDenial | null;
  delta: number;
  inside: number | null;
  leaving: { zoneId: number; inside: number }[];
  writes: SqlStatement[];
}

/**
 * What an offline device decided (issue 14, offline): its answer and reason, and when — the device's
 * time when within bounds, else null (issue 26: decided and logged at the server's time, flagged).
 */
export interface OfflineDecision {
  result: ScanResult;
  reason: ScanDenial | null;
  at: Date | null;
}


/** How long another instance's change to a zone (closed, capacity, windows) may take to reach this one's gates. */
const ZONE_TTL_MS = 5_000;

/**
 * A paired gate tablet's scan (issue 29 item 8): at its totem's zone only (403 elsewhere), logged under its
 * totem (`totem-{id}`, the kiosk's form) whatever device id it sends; a staff device's scan as it is.
 */
function asDevice<T extends { zone_id: number; device_id: string }>(ctx: EventContext, input: T): T {
  if (!ctx.device) return input;
  if (input.zone_id !== ctx.device.zoneId) throw forbidden();
  return { ...input, device_id: `totem-${ctx.device.totemId}` };
}

/** A DATETIME as the driver returns it: a Date (MySQL) or text in UTC (SQLite). */
const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`));

const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/**
 * The facts the gate decides on (shared gate-decision.ts), from the holder's one read: the same function
 * answers the scan, the access tab and the request queue (issue 29 item 2). Presence and capacity are
 * added under the holder's lock when a place is taken.
 */
export function gateFacts(zone: GateZone, type: PassHolderType, row: GateHolderRow, direction: ScanDirection, at: Date): GateFacts {
  return {
    ...holderFacts(type, row),
    direction,
    zoneOpen: zone.active && zoneOpen(zone.windows, at),
    right: sqlTrue(row.right_now) || sqlTrue(row.by_default) ? 'now' : sqlTrue(row.right_any) ? 'other_time' : 'none',
    antiPassback: zone.antiPassback,
  };
}

/**
 * Scans at the gates (issue 14). The pass is checked first (signature, event — no database for a
 * forged code), then the holder with its version (revoked), the zone (active, open), the holder's right
 * there (explicit or by default, valid then), its papers and payment. An admitted IN takes the
 * holder's place in the zone (`zone_presence`, unique per zone and holder: with anti-passback a second
 * entry is refused) and the occupancy's (never past the capacity); an OUT gives them back. The log
 * row's nonce is unique per device and written in the same transaction: a retry, even at the same
 * moment, answers the first result and counts nothing twice. Every scan is logged, admitted or not.
 * The scan path is fixed SQL straight to the driver (gate-sql.ts): see docs/performance.md.
 */
@Injectable()
export class ScansService {
  private readonly zones = new TtlCache<number, GateZone | null>(ZONE_TTL_MS);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passes: PassesService,
    private readonly feed: OccupancyFeed,
  ) {
    invalidateOnWrite(db, [Zone], () => this.zones.clear());
  }

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

  /**
   * What the gate would answer the holder at each zone of the event (or the one asked) now (issue 29
   * item 2): the same holder read and the same decision as a scan, with the presence and the count as
   * they stand. The access tab and the request queue show this, never a rule of their own.
   */
  async check(ctx: EventContext, query: GateCheckQuery): Promise<GateCheckDto> {
    const { eventId } = ctx;
    const type: PassHolderType = query.attendee_id !== undefined ? 'ATTENDEE' : 'VEHICLE';
    const holderId = (query.attendee_id ?? query.vehicle_id)!;
    const at = new Date();
    const zoneIds = query.zone_id
      ? [query.zone_id]
      : (await this.db.getRepository(Zone).find({ where: { eventId }, select: { id: true }, order: { code: 'ASC' } })).map((z) => z.id);
    const sql = await driverSql(this.db.manager);
    const names = new Map(
      (await this.db.getRepository(Zone).find({ where: { eventId }, select: { id: true, code: true, nameIt: true, nameEn: true } })).map(
        (z) => [z.id, z],
      ),
    );
    const zones: GateCheckZoneDto[] = [];
    let first: GateHolderRow | null = null;
    for (const zoneId of zoneIds) {
      const zone = await this.zone(eventId, zoneId);
      if (!zone) throw fieldError('zone_id', 'access_zone_not_in_event');
      const [row] = await sql.rows<GateHolderRow>(HOLDER_SQL[type], holderParams(type, zone.id, at, holderId, eventId));
      if (!row) throw fieldError(type === 'ATTENDEE' ? 'attendee_id' : 'vehicle_id', type === 'ATTENDEE' ? 'attendee_not_in_event' : 'vehicle_not_in_event');
      first ??= row;
      const [present] = await sql.rows<{ n: number }>(PRESENT_SQL, [zone.id, type, holderId]);
      const inside = Number(row.inside ?? 0);
      const reason = gateDecision({
        ...gateFacts(zone, type, row, 'IN', at),
        inside: Number(present?.n ?? 0) > 0,
        full: zone.capacity !== null && inside >= zone.capacity,
      });
      const named = names.get(zone.id)!;
      zones.push({
        id: zone.id,
        code: named.code,
        name_it: named.nameIt,
        name_en: named.nameEn,
        has_right: sqlTrue(row.right_any) || sqlTrue(row.by_default),
        default: sqlTrue(row.by_default),
        reason,
      });
    }
    // An event without zones: the holder's own state still answers (read with no zone).
    const holder = first ?? (await this.holderRowAnyZone(eventId, type, holderId, at));
    if (!holder) throw fieldError(type === 'ATTENDEE' ? 'attendee_id' : 'vehicle_id', type === 'ATTENDEE' ? 'attendee_not_in_event' : 'vehicle_not_in_event');
    const label = type === 'ATTENDEE' ? attendeeLabel(holder.last_name, holder.first_name, holder.code ?? '') : holder.code;
    return {
      at: at.toISOString(),
      holder: { type, id: holderId, label: label ?? '', company: holder.company, category: holder.category },
      pending: sqlTrue(holder.pending),
      documentation_status: (holder.papers as DocumentationStatus | null) ?? null,
      zones,
    };
  }

  /** The holder's row without a zone of its own (an event with no zones yet). */
  private async holderRowAnyZone(eventId: number, type: PassHolderType, holderId: number, at: Date): Promise<GateHolderRow | undefined> {
    const [row] = await (await driverSql(this.db.manager)).rows<GateHolderRow>(HOLDER_SQL[type], holderParams(type, 0, at, holderId, eventId));
    return row;
  }

  async scan(ctx: EventContext, scanned: ScanInput): Promise<ScanDto> {
    // "Admit anyway" is the supervisor's (issue 29 item 6): CASL's `override` on AccessControl (the event ADMIN).
    if (scanned.override_note && !ctx.ability.can('override', 'AccessControl')) throw forbidden();
    const input = asDevice(ctx, scanned);
    if (ctx.device && !ctx.device.active) throw fieldError('totem', 'totem_inactive');
    const zone = await this.zone(ctx.eventId, input.zone_id);
    if (!zone) throw fieldError('zone_id', 'access_zone_not_in_event');
    return this.record(ctx, zone, input, null);
  }

  /** The zone of the event as the gate needs it; kept a few seconds (a write of a zone through this instance drops it at once). */
  async zone(eventId: number, zoneId: number): Promise<GateZone | null> {
    const zone = await this.zones.get(zoneId, async () => {
      const [row] = await (await driverSql(this.db.manager)).rows<ZoneRow>(ZONE_SQL, [zoneId]);
      if (!row) return null;
      return {
        id: Number(row.id),
        eventId: Number(row.event_id),
        capacity: row.capacity === null ? null : Number(row.capacity),
        antiPassback: sqlTrue(row.anti_passback),
        active: sqlTrue(row.active),
        windows: JSON.parse(row.windows) as ZoneDto['windows'],
        counted: row.counted !== null,
      };
    });
    return zone?.eventId === eventId ? zone : null;
  }

  /**
   * A device's queue of scans decided offline, in order (issue 14): each recorded as `record` does, so a
   * batch sent again adds nothing (the nonces already seen are answered from the log in one read per
   * device); a scan whose zone is gone is answered with its error, not recorded. A device's time is
   * believed from the event's opening eve to a few minutes past now (device-clock.ts, one read per batch).
   */
  async sync(ctx: EventContext, sent: ScanSyncInput): Promise<ScanSyncDto> {
    // A switched-off gate tablet still hands in what it decided: those people went in.
    const input = { scans: sent.scans.map((s) => asDevice(ctx, s)) };
    const event = await this.db
      .getRepository(Event)
      .findOneOrFail({ where: { id: ctx.eventId }, select: { id: true, startAt: true, createdAt: true } });
    const bounds = clockBounds(event, Date.now());
    const seen = new Map<string, ScanDto>();
    for (const deviceId of new Set(input.scans.map((s) => s.device_id))) {
      const nonces = input.scans.filter((s) => s.device_id === deviceId).map((s) => s.nonce);
      const rows = await this.db.getRepository(Scan).findBy({ eventId: ctx.eventId, deviceId, nonce: In(nonces) });
      for (const dto of await this.dtos(rows)) seen.set(`${dto.device_id}\n${dto.nonce}`, dto);
    }
    // Every new scan's signature is checked at once on the thread pool, while the scans are recorded one by one, in order.
    const signed = new Map<string, Promise<PassCheck>>();
    for (const item of input.scans) {
      const key = `${item.device_id}\n${item.nonce}`;
      if (seen.has(key) || signed.has(key)) continue;
      const check = this.passes.verify(ctx.eventId, item.code);
      check.catch(() => undefined); // awaited (and its failure raised) when the scan's turn comes
      signed.set(key, check);
    }
    const results: ScanSyncItemDto[] = [];
    for (const item of input.scans) {
      const key = `${item.device_id}\n${item.nonce}`;
      const zone = seen.has(key) ? null : await this.zone(ctx.eventId, item.zone_id);
      if (!seen.has(key) && !zone) {
        results.push({ nonce: item.nonce, error: 'access_zone_not_in_event' });
        continue;
      }
      const row =
        seen.get(key) ??
        (await this.record(
          ctx,
          zone!,
          item,
          { result: item.offline_result, reason: item.offline_reason ?? null, at: trustedTime(item.scanned_at, bounds) },
          signed.get(key),
        ));
      seen.set(key, row);
      results.push({ nonce: item.nonce, id: row.id, result: row.result, reason: row.reason, conflict: row.conflict, inside: row.inside });
    }
    return { results };
  }

  /**
   * Records one scan and answers it: the first answer to a nonce already seen, else the gate's
   * decision, at the server's time: a client's clock decides nothing online (issue 26). `offline` is
   * what a device decided without the network, at its time when believed: an admission stands (the
   * person went in) and what the server would have said instead is its conflict; a refusal is logged as
   * is. A device time out of bounds is the conflict `device_clock` (unless the code itself was no good,
   * whenever read). The reads (the pass's signature without the database, then the holder with its
   * version, rights and card in one statement) come before the write transaction, which only takes the places.
   */
  async record(
    ctx: EventContext,
    zone: GateZone,
    input: GateScanInput,
    offline: OfflineDecision | null,
    signed?: Promise<PassCheck>,
  ): Promise<ScanDto> {
    const { eventId } = ctx;
    const untrusted = offline !== null && offline.at === null;
    const at = offline?.at ?? new Date();
    if (input.direction !== 'PRINT' && !zone.counted) await this.occupancyRow(zone);

    // Online, a code typed by hand (attendee code, plate) stands for the holder's pass (issue 29 item 5).
    const check = await (signed ?? (offline === null ? this.passes.verifyTyped(eventId, input.code) : this.passes.verify(eventId, input.code)));
    let holder: GateHolder | null = null;
    let reason: ScanDenial | null = check.ok ? null : check.reason;
    if (check.ok) {
      const found = await this.holder(eventId, zone, check.pass, at);
      if (typeof found === 'string') reason = found;
      else holder = found;
    }
    const codeRefused = reason;
    if (!reason && holder) reason = gateDecision(gateFacts(zone, holder.type, holder.row, input.direction, at));
    // An offline admission went through whatever the server says: only a holder it knows takes a place.
    // A supervisor's "admit anyway" likewise, for a holder the server knows (a forged code stays out).
    const override = offline === null && input.override_note && holder ? input.override_note : null;
    const forced = offline?.result === 'ADMITTED' || override !== null;
    let conflict: ScanDenial | null = forced ? reason : null;
    if (untrusted) conflict = (forced && codeRefused) || 'device_clock';
    if (forced && holder) reason = null;
    if (offline?.result === 'DENIED') reason = offline.reason ?? reason ?? 'invalid_signature';

    const decided: Decided = {
      zone,
      input,
      at,
      holder,
      reason,
      forced,
      conflict,
      offline: offline !== null,
      version: check.ok ? check.pass.version : 0,
      override,
    };
    try {
      const dto = await driverTransaction(this.db, (sql) => this.write(sql, ctx, decided));
      if (dto.delta !== 0) this.feed.changed(eventId);
      // A scan's own answer always says what its refusal needs shown (null: nothing), so every answer has one shape.
      dto.scan.detail =
        holder && (dto.scan.reason === 'already_inside' || dto.scan.reason === 'not_paid')
          ? await this.detail(eventId, zone.id, holder, dto.scan.reason)
          : null;
      return dto.scan;
    } catch (error) {
      // The same nonce again (a retry, or both at once): the answer given to the first.
      if (isDuplicateKey(error)) {
        const first = await this.stored(eventId, input);
        if (first) return first;
      }
      throw error;
    }
  }

  /**
   * The write transaction of a scan: an admitted IN or OUT takes or gives back the holder's place in
   * the zone (`zone_presence`) and in its occupancy; then the log row, whose nonce is unique (a retry
   * fails there and is rolled back whole, so nothing is counted twice); then the exits that an entry
   * implies elsewhere, and a badge print once per pass version.
   */
  private async write(sql: DriverSql, ctx: EventContext, d: Decided): Promise<{ scan: ScanDto; delta: number }> {
    const { zone, input, holder } = d;
    let { reason } = d;
    let result: ScanResult = d.forced ? 'ADMITTED' : 'DENIED';
    let clash = d.conflict;
    let place: Place = { reason: null, conflict: null, delta: 0, inside: null, leaving: [], writes: [] };
    const printing = !reason && holder !== null && input.direction === 'PRINT';
    if (printing) result = 'ADMITTED';
    else if (!reason && holder) {
      place = await this.place(sql, zone, holder, input.direction === 'OUT' ? 'OUT' : 'IN', d.at, d.forced);
      reason = place.reason;
      // A scan has one conflict: the first reason the server would have given, in the order it checks.
      if (d.forced && reason) [clash, reason] = [clash ?? reason, null];
      clash ??= place.conflict;
      result = reason ? 'DENIED' : 'ADMITTED';
    }
    // Admitted anyway: what the server refused is the override's, not a conflict.
    const overridden = d.override ? clash : null;
    if (d.override) clash = null;
    const note = overridden ? d.override : null;
    // The count after the scan; a scan that moved nobody logs it as it stands (read with the holder).
    const inside =
      place.inside ??
      (holder ? Number(holder.row.inside ?? 0) : Number((await sql.rows<{ inside: number }>(INSIDE_SQL, [zone.id]))[0]?.inside ?? 0));
    // Stored to the second on MySQL (DATETIME): the answer says what the log will say.
    const scannedAt = sql.mysql ? toSecond(d.at) : d.at;
    const createdAt = toSecond(new Date());
    const row = (
      zoneId: number,
      direction: ScanDirection,
      nonce: string,
      values: {
        result: ScanResult;
        reason: ScanDenial | null;
        inside: number;
        delta: number;
        conflict: ScanDenial | null;
        overridden?: ScanDenial | null;
        note?: string | null;
      },
    ) => [
      ctx.eventId,
      zoneId,
      direction,
      values.result,
      values.reason,
      holder?.type ?? null,
      holder?.id ?? null,
      holder?.companyId ?? null,
      input.device_id,
      nonce,
      actingUserId(ctx),
      scannedAt,
      values.inside,
      values.delta,
      d.offline,
      values.conflict,
      values.overridden ?? null,
      values.note ?? null,
      createdAt,
    ];
    // The place taken or given back, and the log row: one round trip on MySQL, with the commit when nothing follows.
    const changes = await sql.batch(
      [
        ...place.writes,
        [INSERT_SCAN_SQL, row(zone.id, input.direction, input.nonce, { result, reason, inside, delta: place.delta, conflict: clash, overridden, note })],
      ],
      !printing && !(place.delta > 0 && place.leaving.length),
    );
    const id = changes[changes.length - 1].insertId;
    if (printing) {
      const refused = await this.print(sql, ctx.eventId, id, holder, d.version, scannedAt);
      if (refused) {
        if (d.forced) clash ??= refused;
        else [result, reason] = ['DENIED', refused];
        await sql.run(PRINT_REFUSED_SQL, [result, reason, clash, id]);
      }
    }
    // Entering a zone is leaving the sibling zones the holder was in (anti-passback): logged as exits of the same device.
    if (place.delta > 0)
      for (const other of place.leaving) {
        if (!(await sql.run(LEAVE_SQL, [other.zoneId, holder!.type, holder!.id])).affected) continue;
        await sql.run(GIVE_BACK_SQL, [other.zoneId]);
        const left = { result: 'ADMITTED' as const, reason: null, inside: Math.max(0, other.inside - 1), delta: -1, conflict: null };
        await sql.run(INSERT_SCAN_SQL, row(other.zoneId, 'OUT', `move-${id}-${other.zoneId}`, left));
      }
    return {
      delta: place.delta,
      scan: {
        id,
        event_id: ctx.eventId,
        zone_id: zone.id,
        direction: input.direction,
        result,
        reason,
        holder: holder?.card ?? null,
        device_id: input.device_id,
        nonce: input.nonce,
        user_id: actingUserId(ctx),
        operator: ctx.device ? ctx.device.name : ctx.user.name || ctx.user.email,
        scanned_at: scannedAt.toISOString(),
        inside,
        offline: d.offline,
        conflict: clash,
        overridden,
        override_note: note,
        created_at: createdAt.toISOString(),
      },
    };
  }

  /** The facts a refusal shows (issue 29 item 6): the entry of who is inside already, the amount an unpaid ticket asks. */
  private async detail(eventId: number, zoneId: number, holder: GateHolder, reason: 'already_inside' | 'not_paid'): Promise<ScanDetailDto> {
    const sql = await driverSql(this.db.manager);
    if (reason === 'already_inside') {
      const [entry] = await sql.rows<{ entered_at: Date | string; device_id: string | null }>(FIRST_ENTRY_SQL, [zoneId, holder.type, holder.id]);
      return {
        first_entry: entry ? { at: asDate(entry.entered_at).toISOString(), zone_id: zoneId, device_id: entry.device_id } : null,
        amount_due: null,
      };
    }
    const [due] = await sql.rows<{ cents: number | string | null; currency: string | null }>(AMOUNT_DUE_SQL, [zoneId, eventId, holder.id]);
    return {
      first_entry: null,
      amount_due: due && due.cents !== null && due.currency ? { cents: Number(due.cents), currency: due.currency } : null,
    };
  }

  /**
   * Takes or gives back the holder's place in the zone and in its occupancy: the holder's row first
   * (its scans wait for each other), then the occupancy rows in zone order, so no two scans deadlock.
   * An entry refused says why; forced (offline): past the capacity, which is its conflict.
   */
  private async place(
    sql: DriverSql,
    zone: GateZone,
    holder: GateHolder,
    direction: 'IN' | 'OUT',
    at: Date,
    forced: boolean,
  ): Promise<Place> {
    const inZones = (await sql.rows<{ zone_id: number | null }>(holderLockSql(holder.type, sql.mysql), [holder.id])).flatMap((r) =>
      r.zone_id === null ? [] : [Number(r.zone_id)],
    );
    const here = inZones.includes(zone.id);
    const nothing: Place = { reason: null, conflict: null, delta: 0, inside: null, leaving: [], writes: [] };
    if (direction === 'OUT') {
      // An OUT of someone not inside is admitted and changes nothing.
      if (!here) return nothing;
      const [count] = await sql.rows<OccupancyRow>(occupancyLockSql(1, sql.mysql), [zone.id]);
      return {
        ...nothing,
        delta: -1,
        inside: Math.max(0, Number(count?.inside ?? 1) - 1),
        writes: [
          [LEAVE_SQL, [zone.id, holder.type, holder.id]],
          [GIVE_BACK_SQL, [zone.id]],
        ],
      };
    }
    // The gate's decision on what only the lock tells: presence and capacity (the other facts were decided before).
    const decide = (inside: boolean, full: boolean) =>
      gateDecision({ direction: 'IN', holderType: holder.type, pending: false, inside, full, antiPassback: zone.antiPassback });
    // Inside already: with anti-passback a second entry is refused; without, it is let in and not counted twice.
    if (here) return { ...nothing, reason: decide(true, false) };
    const leaving = zone.antiPassback ? await this.zonesLeft(sql, zone, inZones) : [];
    const ids = [zone.id, ...leaving].sort((a, b) => a - b);
    const counts = new Map(
      (await sql.rows<OccupancyRow>(occupancyLockSql(ids.length, sql.mysql), ids)).map((r) => [Number(r.zone_id), Number(r.inside)]),
    );
    const before = counts.get(zone.id) ?? 0;
    const full = zone.capacity !== null && before >= zone.capacity;
    if (full && !forced) return { ...nothing, reason: decide(false, true), inside: before };
    // The holder's row is locked and its zones read: the presence cannot be there already.
    return {
      reason: null,
      conflict: full ? 'zone_full' : null,
      delta: 1,
      inside: before + 1,
      leaving: leaving.map((id) => ({ zoneId: id, inside: counts.get(id) ?? 0 })),
      writes: [
        [ENTER_SQL, [zone.eventId, zone.id, holder.type, holder.id, at]],
        [TAKE_SQL, [zone.id]],
      ],
    };
  }

  /** The zone's occupancy row, made once (its own small write: never inside a scan, where it would take a shared lock). */
  private async occupancyRow(zone: GateZone): Promise<void> {
    await driverTransaction(this.db, (sql) => sql.run(occupancyRowSql(sql.mysql), [zone.id, zone.eventId]));
    zone.counted = true;
  }

  /** The answer already given to this device's nonce, if any. */
  private async stored(eventId: number, input: GateScanInput): Promise<ScanDto | null> {
    const [row] = await (await driverSql(this.db.manager)).rows<{ id: number }>(NONCE_SQL, [eventId, input.device_id, input.nonce]);
    if (!row) return null;
    return (await this.dtos([await this.db.getRepository(Scan).findOneByOrFail({ id: Number(row.id) })]))[0];
  }

  /** The holder of a verified pass with everything the gate decides on (one read), or why there is none. */
  private holder(eventId: number, zone: GateZone, pass: PassPayload, at: Date): Promise<GateHolder | 'revoked' | 'unknown_holder'> {
    return readGateHolder(this.db.manager, eventId, zone.id, pass, at);
  }

  /**
   * The zones an entry into `zone` takes the holder out of: where it is inside now, except the zone
   * itself and the zones around it (entering the pit lane is not leaving the paddock it lies in).
   */
  private async zonesLeft(sql: DriverSql, zone: GateZone, inZones: number[]): Promise<number[]> {
    const others = inZones.filter((id) => id !== zone.id);
    if (!others.length) return [];
    const parents = new Map(
      (await sql.rows<{ id: number; parent_id: number | null }>(PARENTS_SQL, [zone.eventId])).map((z) => [
        Number(z.id),
        z.parent_id === null ? null : Number(z.parent_id),
      ]),
    );
    const around = new Set<number>();
    for (let p = parents.get(zone.id) ?? null; p !== null && !around.has(p); p = parents.get(p) ?? null) around.add(p);
    return others.filter((id) => !around.has(id));
  }

  /** Prints the pass version's badge once: the reason it was printed already, else null. */
  private async print(
    sql: DriverSql,
    eventId: number,
    scanId: number,
    holder: GateHolder,
    version: number,
    at: Date,
  ): Promise<ScanDenial | null> {
    try {
      await sql.run(PRINT_SQL, [eventId, holder.type, holder.id, version, scanId, at]);
      if (holder.type === 'ATTENDEE') await sql.run(BADGE_DELIVERED_SQL, [at, holder.id]);
      return null;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return 'already_printed';
    }
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
