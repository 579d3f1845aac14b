import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  encodePassPayload,
  offlineEntryId,
  passCode,
  sealOfflineHolder,
  type OfflineHolder,
  type OfflineListDto,
  type OfflineListQuery,
  type OfflineZone,
  type PassHolderType,
  type ScanHolderDto,
  type ZoneDto,
} from '@eventdesk/shared';
import { sign } from 'node:crypto';
import { DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { AccessRight } from '../../accreditation/access-rights/access-right.entity';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { GateChange } from '../gate-changes/gate-change.entity';
import { PassVersion } from '../passes/pass.entities';
import { PassesService } from '../passes/passes.service';
import { ZoneTicket } from '../../accreditation/zones/zone-ticket.entity';
import { Vehicle } from '../../accreditation/vehicles/vehicle.entity';
import { ZoneDefault } from '../../accreditation/zones/zone-default.entity';
import { Zone } from '../../accreditation/zones/zone.entity';
import { holderCards } from './holder-cards';
import { KEEPS_OUT } from '../../accreditation/documentation/documentation-status';

/** Holders per page of the list (a page is sealed in about a tenth of a second). */
export const OFFLINE_PAGE = 1000;

/**
 * At most this many revoked codes named in one refresh (each is signed again to find its entry id, on
 * the event loop: a fraction of a second for all); past it the gate is asked to download the whole list
 * again, which drops every entry the new list does not hold.
 */
export const OFFLINE_REVOKED_MAX = 2000;


interface Row {
  id: number;
  pending: boolean;
  documentationStatus: string | null;
}

/**
 * The offline allow-list of the gates (issue 14): the event's public key and zones in clear, and one
 * sealed entry per holder (attendees, then vehicles, by id: a keyset page), each openable only with
 * the holder's current pass code. `since` gives only the holders changed after it (their record, a
 * right granted or taken away, a pass reissued) and the entry ids to delete (the codes a reissue
 * revoked, the holders deleted); when the zones' defaults changed since, or more codes were revoked
 * than one answer names, it asks for the whole list again (`refresh_all`). The changes no holder's row
 * shows are noted in gate_changes (gate-changes.ts).
 */
@Injectable()
export class OfflineListService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passes: PassesService,
  ) {}

  async page(eventId: number, query: OfflineListQuery): Promise<OfflineListDto> {
    const generatedAt = new Date();
    const [type, after] = query.after
      ? [query.after.slice(0, 1) === 'V' ? 'VEHICLE' : 'ATTENDEE', Number(query.after.slice(2))]
      : ['ATTENDEE', 0];
    const since = query.since ? new Date(query.since) : null;
    if (since && (await this.defaultsChangedSince(eventId, since)))
      return { ...(await this.head(eventId, generatedAt)), refresh_all: true };
    const revoked = since && !query.after ? await this.revokedSince(eventId, since) : [];
    if (!revoked) return { ...(await this.head(eventId, generatedAt)), refresh_all: true };
    const limit = query.limit ?? OFFLINE_PAGE;
    const entries: OfflineListDto['entries'] = [];
    let next: string | null = null;
    let vehiclesAfter = type === 'VEHICLE' ? after : 0;
    let room = limit;
    if (type === 'ATTENDEE') {
      const rows = await this.changed(this.db.getRepository(Attendee).createQueryBuilder('h'), 'ATTENDEE', eventId, after, since, limit);
      entries.push(...(await this.sealAttendees(eventId, rows)));
      if (rows.length === limit) next = `A:${rows[rows.length - 1].id}`;
      room -= rows.length;
      vehiclesAfter = 0;
    }
    if (!next) {
      const rows = await this.changed(
        this.db.getRepository(Vehicle).createQueryBuilder('h'),
        'VEHICLE',
        eventId,
        vehiclesAfter,
        since,
        room,
      );
      entries.push(...(await this.sealVehicles(eventId, rows)));
      if (rows.length > 0 && rows.length === room) next = `V:${rows[rows.length - 1].id}`;
    }
    return {
      ...(await this.head(eventId, generatedAt)),
      entries,
      revoked,
      next,
    };
  }

  /** What every page carries, and an empty page's rest. */
  private async head(eventId: number, generatedAt: Date): Promise<OfflineListDto> {
    return {
      event_id: eventId,
      public_key: (await this.passes.publicKey(eventId)).public_key,
      zones: await this.zones(eventId),
      generated_at: generatedAt.toISOString(),
      entries: [],
      revoked: [],
      refresh_all: false,
      next: null,
    };
  }

  private defaultsChangedSince(eventId: number, since: Date): Promise<boolean> {
    return this.db
      .getRepository(GateChange)
      .createQueryBuilder('c')
      .where("c.eventId = :eventId AND c.createdAt >= :since AND c.kind = 'DEFAULTS'", { eventId, since })
      .getExists();
  }

  /**
   * The entry ids a gate deletes: of the codes revoked since `since` (passes reissued: every version
   * before the current one — the gate holds the one current at its last refresh, which only a history of
   * reissues would tell), so an old badge opens nothing offline either, and of the holders deleted since
   * (every version up to the one they had). Null when they are more than OFFLINE_REVOKED_MAX (issue 26).
   */
  private async revokedSince(eventId: number, since: Date): Promise<string[] | null> {
    const reissued = await this.db
      .getRepository(PassVersion)
      .createQueryBuilder('p')
      .where('p.eventId = :eventId AND p.updatedAt >= :since', { eventId, since })
      .getMany();
    const deleted = await this.db
      .getRepository(GateChange)
      .createQueryBuilder('c')
      .where("c.eventId = :eventId AND c.createdAt >= :since AND c.kind = 'DELETED'", { eventId, since })
      .getMany();
    // Each holder's highest version to name (a holder reissued and then deleted: the deletion's).
    const holders = new Map<string, { holderType: PassHolderType; holderId: number; upTo: number }>();
    const name = (holderType: PassHolderType, holderId: number, upTo: number) => {
      const known = holders.get(`${holderType}:${holderId}`);
      if (!known || known.upTo < upTo) holders.set(`${holderType}:${holderId}`, { holderType, holderId, upTo });
    };
    for (const pass of reissued) name(pass.holderType, pass.holderId, pass.version - 1);
    for (const gone of deleted) name(gone.holderType!, gone.holderId!, gone.version!);
    if ([...holders.values()].reduce((sum, h) => sum + h.upTo, 0) > OFFLINE_REVOKED_MAX) return null;
    const { privateKey } = await this.passes.keysOf(eventId);
    const ids: Promise<string>[] = [];
    for (const { holderType, holderId, upTo } of holders.values())
      for (let version = 1; version <= upTo; version++) {
        const payload = encodePassPayload({ eventId, holderType, holderId, version });
        ids.push(offlineEntryId(passCode(payload, sign(null, payload, privateKey))));
      }
    return Promise.all(ids);
  }

  /** A page of the event's holders of one type after `after`, changed since `since` when given. */
  private async changed<T extends Attendee | Vehicle>(
    qb: SelectQueryBuilder<T>,
    type: PassHolderType,
    eventId: number,
    after: number,
    since: Date | null,
    limit: number,
  ): Promise<T[]> {
    qb.where('h.eventId = :eventId AND h.id > :after', { eventId, after }).orderBy('h.id', 'ASC').take(limit);
    if (since) {
      const column = type === 'ATTENDEE' ? 'attendee_id' : 'vehicle_id';
      qb.andWhere(
        `(h.updatedAt >= :since OR EXISTS (SELECT 1 FROM access_rights r WHERE r.${column} = h.id AND r.created_at >= :since)` +
          ' OR EXISTS (SELECT 1 FROM pass_versions p WHERE p.holder_type = :type AND p.holder_id = h.id AND p.event_id = h.event_id AND p.updated_at >= :since)' +
          ' OR EXISTS (SELECT 1 FROM gate_changes c WHERE c.event_id = h.event_id AND c.created_at >= :since AND c.holder_type = :type AND c.holder_id = h.id))',
        { since, type },
      );
    }
    return qb.getMany();
  }

  private async sealAttendees(eventId: number, rows: Attendee[]) {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const { attendeeCard } = await holderCards(this.db.manager, rows, []);
    const defaults = await this.db.getRepository(ZoneDefault).findBy({ eventId });
    const rights = await this.db.getRepository(AccessRight).findBy({ eventId, attendeeId: In(ids) });
    const tickets = await this.tickets(eventId, ids);
    return this.seal(eventId, 'ATTENDEE', rows, attendeeCard, (row) => ({
      tickets: tickets(row),
      zones: [
        ...rights.filter((r) => r.attendeeId === row.id).map(window),
        ...defaults.filter((d) => d.attendeeCategoryId !== null && d.attendeeCategoryId === row.eventAttendeeCategoryId).map(always),
      ],
    }));
  }

  private async sealVehicles(eventId: number, rows: Vehicle[]) {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const { vehicleCard } = await holderCards(this.db.manager, [], rows);
    const defaults = await this.db.getRepository(ZoneDefault).findBy({ eventId });
    const rights = await this.db.getRepository(AccessRight).findBy({ eventId, vehicleId: In(ids) });
    return this.seal(eventId, 'VEHICLE', rows, vehicleCard, (row) => ({
      tickets: [],
      zones: [
        ...rights.filter((r) => r.vehicleId === row.id).map(window),
        ...defaults.filter((d) => d.vehicleType === row.type).map(always),
      ],
    }));
  }

  /** Each holder's entry sealed with its current code (signed here: the codes are never stored). */
  private async seal<T extends Row>(
    eventId: number,
    type: PassHolderType,
    rows: T[],
    cards: Map<number, ScanHolderDto>,
    rest: (row: T) => Pick<OfflineHolder, 'tickets' | 'zones'>,
  ) {
    const versions = new Map(
      (await this.db.getRepository(PassVersion).findBy({ eventId, holderType: type, holderId: In(rows.map((r) => r.id)) })).map((v) => [
        v.holderId,
        v.version,
      ]),
    );
    const { privateKey } = await this.passes.keysOf(eventId);
    return Promise.all(
      rows.map((row) => {
        const version = versions.get(row.id) ?? 1;
        const payload = encodePassPayload({ eventId, holderType: type, holderId: row.id, version });
        return sealOfflineHolder(passCode(payload, sign(null, payload, privateKey)), {
          card: cards.get(row.id)!,
          version,
          pending: row.pending,
          papers_missing: row.documentationStatus !== null && KEEPS_OUT.has(row.documentationStatus),
          ...rest(row),
        });
      }),
    );
  }

  /**
   * The zones whose payment rule each attendee meets (issue 29 item 1): an exempt category, or a placed,
   * paid order holding one of the zone's products — the gate's HOLDER_SQL rule, for a page at once.
   */
  private async tickets(eventId: number, attendeeIds: number[]): Promise<(row: Attendee) => number[]> {
    const rules = await this.db.getRepository(ZoneTicket).findBy({ eventId });
    if (!rules.some((r) => r.productId !== null)) return () => [];
    const paid: { attendee_id: number; product_id: number }[] = await this.db.query(
      `SELECT DISTINCT o.attendee_id AS attendee_id, l.product_id AS product_id FROM orders o INNER JOIN order_lines l ON l.order_id = o.id` +
        ` WHERE o.event_id = ? AND o.payment_status = 'PAID' AND o.status = 'PLACED' AND o.attendee_id IN (${attendeeIds.map(() => '?').join(', ')})`,
      [eventId, ...attendeeIds],
    );
    const bought = new Map<number, Set<number>>();
    for (const p of paid) {
      const set = bought.get(Number(p.attendee_id)) ?? new Set<number>();
      set.add(Number(p.product_id));
      bought.set(Number(p.attendee_id), set);
    }
    const ruled = [...new Set(rules.filter((r) => r.productId !== null).map((r) => r.zoneId))];
    return (row) =>
      ruled.filter((zoneId) =>
        rules.some(
          (r) =>
            r.zoneId === zoneId &&
            ((r.attendeeCategoryId !== null && r.attendeeCategoryId === row.eventAttendeeCategoryId) ||
              (r.productId !== null && !!bought.get(row.id)?.has(r.productId))),
        ),
      );
  }

  private async zones(eventId: number): Promise<OfflineZone[]> {
    const ruled = new Set(
      (await this.db.getRepository(ZoneTicket).findBy({ eventId })).flatMap((r) => (r.productId !== null ? [r.zoneId] : [])),
    );
    return (await this.db.getRepository(Zone).find({ where: { eventId }, order: { id: 'ASC' } })).map((z) => ({
      id: z.id,
      code: z.code,
      name_it: z.nameIt,
      name_en: z.nameEn,
      parent_id: z.parentId,
      active: z.active,
      anti_passback: z.antiPassback,
      ticket_required: ruled.has(z.id),
      windows: JSON.parse(z.windows) as ZoneDto['windows'],
    }));
  }
}

const window = (r: AccessRight): [number, string | null, string | null] => [
  r.zoneId,
  r.validFrom?.toISOString() ?? null,
  r.validTo?.toISOString() ?? null,
];
const always = (d: ZoneDefault): [number, null, null] => [d.zoneId, null, null];
