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
} from '@eventdesk/shared';
import { DataSource, In } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { zoneOpen } from '../../accreditation/access-rights/access-rights.service';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { fieldError, forbidden } from '../../platform/common/errors';
import { TtlCache } from '../../platform/common/ttl-cache';
import { driverSql, sqlTrue, storedDate } from '../../platform/database/driver-sql';
import { invalidateOnWrite } from '../../platform/database/invalidate-on-write';
import { driverTransaction } from '../../platform/database/write-transaction';
import { Event } from '../../platform/events/event.entity';
import { PassesService, type PassCheck } from '../passes/passes.service';
import { Zone } from '../../accreditation/zones/zone.entity';
import {
  AMOUNT_DUE_SQL,
  FIRST_ENTRY_SQL,
  HOLDER_SQL,
  holderParams,
  NONCE_SQL,
  occupancyRowSql,
  PRESENT_SQL,
  ZONE_SQL,
  type GateHolderRow,
} from './gate-sql';
import { clockBounds, trustedTime } from './device-clock';
import { attendeeLabel } from './holder-cards';
import { OccupancyFeed } from './occupancy-feed';
import { Scan } from './scan.entities';
import { ScanLogService } from './scan-log.service';
import { writeScan, type Decided, type GateScanInput, type GateZone } from './scan-writer';

export type { GateZone };
import { holderFacts, readGateHolder, type GateHolder } from './gate-holder';

interface ZoneRow {
  id: number;
  event_id: number;
  capacity: number | null;
  anti_passback: unknown;
  active: unknown;
  windows: string;
  counted: number | null;
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
    private readonly log: ScanLogService,
  ) {
    invalidateOnWrite(db, [Zone], () => this.zones.clear());
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
      if (!row)
        throw fieldError(
          type === 'ATTENDEE' ? 'attendee_id' : 'vehicle_id',
          type === 'ATTENDEE' ? 'attendee_not_in_event' : 'vehicle_not_in_event',
        );
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
    if (!holder)
      throw fieldError(
        type === 'ATTENDEE' ? 'attendee_id' : 'vehicle_id',
        type === 'ATTENDEE' ? 'attendee_not_in_event' : 'vehicle_not_in_event',
      );
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
    const [row] = await (
      await driverSql(this.db.manager)
    ).rows<GateHolderRow>(HOLDER_SQL[type], holderParams(type, 0, at, holderId, eventId));
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
      for (const dto of await this.log.dtos(rows)) seen.set(`${dto.device_id}\n${dto.nonce}`, dto);
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
    const check = await (signed ??
      (offline === null ? this.passes.verifyTyped(eventId, input.code) : this.passes.verify(eventId, input.code)));
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
      const dto = await driverTransaction(this.db, (sql) => writeScan(sql, ctx, decided));
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

  /** The facts a refusal shows (issue 29 item 6): the entry of who is inside already, the amount an unpaid ticket asks. */
  private async detail(eventId: number, zoneId: number, holder: GateHolder, reason: 'already_inside' | 'not_paid'): Promise<ScanDetailDto> {
    const sql = await driverSql(this.db.manager);
    if (reason === 'already_inside') {
      const [entry] = await sql.rows<{ entered_at: Date | string; device_id: string | null }>(FIRST_ENTRY_SQL, [
        zoneId,
        holder.type,
        holder.id,
      ]);
      return {
        first_entry: entry ? { at: storedDate(entry.entered_at).toISOString(), zone_id: zoneId, device_id: entry.device_id } : null,
        amount_due: null,
      };
    }
    const [due] = await sql.rows<{ cents: number | string | null; currency: string | null }>(AMOUNT_DUE_SQL, [zoneId, eventId, holder.id]);
    return {
      first_entry: null,
      amount_due: due && due.cents !== null && due.currency ? { cents: Number(due.cents), currency: due.currency } : null,
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
    return (await this.log.dtos([await this.db.getRepository(Scan).findOneByOrFail({ id: Number(row.id) })]))[0];
  }

  /** The holder of a verified pass with everything the gate decides on (one read), or why there is none. */
  private holder(eventId: number, zone: GateZone, pass: PassPayload, at: Date): Promise<GateHolder | 'revoked' | 'unknown_holder'> {
    return readGateHolder(this.db.manager, eventId, zone.id, pass, at);
  }
}
