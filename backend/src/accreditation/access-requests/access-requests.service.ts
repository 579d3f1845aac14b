import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  t,
  type AccessRequestBulkDecision,
  type AccessRequestDto,
  type AccessRequestInput,
  type AccessRequestsCreatedDto,
  type AccessRequestsDecidedDto,
} from '@eventdesk/shared';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { defineRecordScope, requireAccess, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { AccessRight } from '../access-rights/access-right.entity';
import { Signals } from '../../platform/signals/signals';
import { rightHolder, RIGHTS_CHANGED } from '../zones/access-signals';
import { ATTENDEE_SCOPE } from '../../registration/attendees/attendee-access';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { notFound } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { writeTransaction } from '../../platform/database/write-transaction';
import { Event } from '../../platform/events/event.entity';
import { ACCESS_DECISION_MAIL, type AccessDecisionLine } from '../../platform/mail/mail-templates';
import { MailService } from '../../platform/mail/mail.service';
import { User } from '../../platform/users/user.entity';
import { Vehicle } from '../vehicles/vehicle.entity';
import { VEHICLE_SCOPE } from '../vehicles/vehicles.service';
import { Zone } from '../zones/zone.entity';
import { AccessRequest } from './access-request.entity';
import { holderNow, holdersNow, zoneCodes } from './holder-now';
import { AccreditationError } from '../accreditation-errors';

/** A COMPANY user's rules name its own company: the holder's company when the request was made. */
export const ACCESS_REQUEST_SCOPE = defineRecordScope({
  subject: 'AccessControlRequest',
  entity: AccessRequest,
  alias: 'request',
  conditions: { event_company_id: 'eventCompanyId' },
});

export const ACCESS_REQUEST_LIST: ListSpec = {
  resource: 'access-control-requests',
  sortable: {
    id: 'request.id',
    created_at: 'request.createdAt',
    status: 'request.status',
    holder_label: 'request.holderLabel',
    zone_id: 'request.zoneId',
    decided_at: 'request.decidedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['request.holderLabel', 'request.note'] },
    id: { kind: 'eq', column: 'request.id', type: 'number' },
    status: { kind: 'eq', column: 'request.status', type: 'string' },
    operation: { kind: 'eq', column: 'request.operation', type: 'string' },
    holder_type: { kind: 'eq', column: 'request.holderType', type: 'string' },
    event_company_id: { kind: 'eq', column: 'request.eventCompanyId', type: 'number' },
    zone_id: { kind: 'eq', column: 'request.zoneId', type: 'number' },
    attendee_id: { kind: 'eq', column: 'request.attendeeId', type: 'number' },
    vehicle_id: { kind: 'eq', column: 'request.vehicleId', type: 'number' },
    requested_by: { kind: 'eq', column: 'request.requestedBy', type: 'number' },
  },
  defaultSort: ['id', 'DESC'],
  tiebreaker: 'request.id',
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toDto = (r: AccessRequest, names: ReadonlyMap<number, string>, now: AccessRequestDto['holder_now']): AccessRequestDto => ({
  id: r.id,
  event_id: r.eventId,
  operation: r.operation,
  status: r.status,
  attendee_id: r.attendeeId,
  vehicle_id: r.vehicleId,
  holder_type: r.holderType,
  holder_label: r.holderLabel,
  event_company_id: r.eventCompanyId,
  zone_id: r.zoneId,
  valid_from: iso(r.validFrom),
  valid_to: iso(r.validTo),
  note: r.note,
  requested_by: r.requestedBy,
  requested_by_name: r.requestedBy === null ? null : (names.get(r.requestedBy) ?? null),
  reason: r.reason,
  decided_by: r.decidedBy,
  decided_at: iso(r.decidedAt),
  created_at: r.createdAt.toISOString(),
  holder_now: now,
});

const attendeeLabel = (a: Attendee) => [a.firstName, a.lastName].filter(Boolean).join(' ') || a.attendeeCode || `#${a.id}`;

/** What a role's UI configuration must list (`accesses`) for it to ask for each operation (SPEC §6). */
const ACCESS_ITEM = { ADD: 'request-add', REMOVE: 'request-delete' } as const;

/**
 * Access-control requests (issue 13). USER and COMPANY ask that attendees and vehicles get or lose
 * zones — a COMPANY user only for its own company's holders (the others answer 404); one record per
 * holder and zone. ADMIN decides one or many: the decision is claimed with a conditional update
 * (`status = PENDING`), so a request decided twice, or by two reviewers at once, acts once; approving
 * applies the right in the same transaction; a request whose holder was deleted meanwhile is rejected
 * with that reason. The requesters get one e-mail each with their decisions, in the language they asked in.
 */
@Injectable()
export class AccessRequestsService {
  private readonly logger = new Logger(AccessRequestsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly signals: Signals,
  ) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(AccessRequest).createQueryBuilder('request'), ctx, 'read', ACCESS_REQUEST_SCOPE),
      list,
    );
    return { rows: await this.dtos(ctx.eventId, rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<AccessRequestDto> {
    const row = await requireRecord(this.db.manager, ctx, 'read', ACCESS_REQUEST_SCOPE, id);
    return (await this.dtos(ctx.eventId, [row]))[0];
  }

  /** The requests with their requesters' names and their holders as they stand (a fixed number of reads per page). */
  private async dtos(eventId: number, rows: AccessRequest[]): Promise<AccessRequestDto[]> {
    const [names, states] = await Promise.all([this.userNames(rows.map((r) => r.requestedBy)), holdersNow(this.db.manager, eventId, rows)]);
    const codes = await zoneCodes(this.db.manager, eventId, states.values());
    return rows.map((r) => toDto(r, names, holderNow(r, states, codes)));
  }

  async create(ctx: EventContext, input: AccessRequestInput): Promise<AccessRequestsCreatedDto> {
    const allowed = ctx.uiConfig.accesses.some((item) => item.name === ACCESS_ITEM[input.operation]);
    if (!allowed) throw AccreditationError('access_request_not_allowed');
    const ids = await writeTransaction(this.db, async (tx) => {
      const zones = await tx.getRepository(Zone).findBy({ eventId: ctx.eventId, id: In(input.zone_ids) });
      if (zones.length !== input.zone_ids.length) throw notFound();
      const holders = await this.holders(tx, ctx, input);
      const repo = tx.getRepository(AccessRequest);
      const rows = holders.flatMap((holder) =>
        input.zone_ids.map((zoneId) =>
          repo.create({
            eventId: ctx.eventId,
            operation: input.operation,
            status: 'PENDING',
            ...holder,
            zoneId,
            validFrom: input.operation === 'ADD' && input.valid_from ? new Date(input.valid_from) : null,
            validTo: input.operation === 'ADD' && input.valid_to ? new Date(input.valid_to) : null,
            note: input.note,
            requestedBy: ctx.user.id,
            requesterLang: ctx.lang,
          }),
        ),
      );
      const saved = await repo.save(rows, { chunk: 200 });
      return saved.map((r) => r.id);
    });
    return { id: ids[0], ids, count: ids.length };
  }

  /** The holders named, each one the caller may see (else 404, existence not revealed), with what the request keeps of it. */
  private async holders(tx: EntityManager, ctx: EventContext, input: AccessRequestInput) {
    const attendees = input.attendee_ids.length
      ? await tx.getRepository(Attendee).findBy({ eventId: ctx.eventId, id: In(input.attendee_ids) })
      : [];
    const vehicles = input.vehicle_ids.length
      ? await tx.getRepository(Vehicle).findBy({ eventId: ctx.eventId, id: In(input.vehicle_ids) })
      : [];
    if (attendees.length !== input.attendee_ids.length || vehicles.length !== input.vehicle_ids.length) throw notFound();
    requireAccess(ctx, 'read', ATTENDEE_SCOPE, attendees);
    requireAccess(ctx, 'read', VEHICLE_SCOPE, vehicles);
    return [
      ...attendees.map((a) => ({
        attendeeId: a.id,
        vehicleId: null,
        holderType: 'ATTENDEE' as const,
        holderLabel: attendeeLabel(a).slice(0, 255),
        eventCompanyId: a.eventCompanyId,
      })),
      ...vehicles.map((v) => ({
        attendeeId: null,
        vehicleId: v.id,
        holderType: 'VEHICLE' as const,
        holderLabel: v.plate,
        eventCompanyId: v.eventCompanyId,
      })),
    ];
  }

  /** `PUT …/{id}`: one decision; a request already decided answers 409. */
  async decideOne(ctx: EventContext, id: number, decision: Omit<AccessRequestBulkDecision, 'ids'>): Promise<AccessRequestDto> {
    const result = await this.decide(ctx, { ...decision, ids: [id] });
    if (result.already_decided.length) throw AccreditationError('access_request_decided');
    return this.findOne(ctx, id);
  }

  /** `POST …/decide`: many decisions in one transaction; requests decided already are left as they are and reported. */
  async decide(ctx: EventContext, input: AccessRequestBulkDecision): Promise<AccessRequestsDecidedDto> {
    const ids = [...new Set(input.ids)];
    const outcome = await writeTransaction(this.db, async (tx) => {
      const rows = await tx.getRepository(AccessRequest).findBy({ eventId: ctx.eventId, id: In(ids) });
      if (rows.length !== ids.length) throw notFound();
      requireAccess(ctx, 'review', ACCESS_REQUEST_SCOPE, rows);
      const result: AccessRequestsDecidedDto = { decided: [], already_decided: [], holder_gone: [] };
      const decided: AccessRequest[] = [];
      for (const row of rows.sort((a, b) => a.id - b.id)) {
        if (row.status !== 'PENDING') {
          result.already_decided.push(row.id);
          continue;
        }
        let status = input.status;
        let reason = input.reason;
        if (status === 'APPROVED' && !(await this.holderExists(tx, row))) {
          status = 'REJECTED';
          reason = t(row.requesterLang, 'access_request_holder_gone');
          result.holder_gone.push(row.id);
        }
        // The claim: only the call that moves the request out of PENDING acts on it.
        const claimed = await tx
          .createQueryBuilder()
          .update(AccessRequest)
          .set({ status, reason, decidedBy: ctx.user.id, decidedAt: new Date() })
          .where('id = :id AND status = :pending', { id: row.id, pending: 'PENDING' })
          .execute();
        if (claimed.affected !== 1) {
          result.already_decided.push(row.id);
          result.holder_gone = result.holder_gone.filter((id) => id !== row.id);
          continue;
        }
        if (status === 'APPROVED') await this.apply(tx, row);
        result.decided.push(row.id);
        decided.push(Object.assign(row, { status, reason }));
      }
      return { result, decided };
    });
    await this.notify(ctx.eventId, outcome.decided);
    return outcome.result;
  }

  private async holderExists(tx: EntityManager, row: AccessRequest): Promise<boolean> {
    if (row.attendeeId !== null) return tx.getRepository(Attendee).existsBy({ id: row.attendeeId, eventId: row.eventId });
    if (row.vehicleId !== null) return tx.getRepository(Vehicle).existsBy({ id: row.vehicleId, eventId: row.eventId });
    return false;
  }

  /** ADD grants the zone (once: an equal right is not repeated); REMOVE takes every right of the holder on the zone. */
  private async apply(tx: EntityManager, row: AccessRequest): Promise<void> {
    const rights = tx.getRepository(AccessRight);
    const holder = row.attendeeId !== null ? { attendeeId: row.attendeeId } : { vehicleId: row.vehicleId! };
    if (row.operation === 'REMOVE') {
      const removed = await rights.delete({ eventId: row.eventId, zoneId: row.zoneId, ...holder });
      if (removed.affected) await this.signals.send(tx, RIGHTS_CHANGED, { eventId: row.eventId, ...rightHolder(row) });
      return;
    }
    const same = await rights.existsBy({
      eventId: row.eventId,
      zoneId: row.zoneId,
      ...holder,
      validFrom: row.validFrom ?? IsNull(),
      validTo: row.validTo ?? IsNull(),
    });
    if (same) return;
    await rights.save(
      rights.create({
        eventId: row.eventId,
        zoneId: row.zoneId,
        ...holder,
        validFrom: row.validFrom,
        validTo: row.validTo,
        source: 'REQUEST',
      }),
    );
  }

  /** One e-mail per requester with its decisions; a failed send is logged, the decisions stand. */
  private async notify(eventId: number, decided: AccessRequest[]): Promise<void> {
    if (decided.length === 0) return;
    const event = await this.db.getRepository(Event).findOneBy({ id: eventId });
    const zones = new Map(
      (await this.db.getRepository(Zone).findBy({ id: In([...new Set(decided.map((r) => r.zoneId))]) })).map((z) => [z.id, z]),
    );
    const byRequester = new Map<number, AccessRequest[]>();
    for (const row of decided) {
      if (row.requestedBy === null) continue;
      byRequester.set(row.requestedBy, [...(byRequester.get(row.requestedBy) ?? []), row]);
    }
    const users = await this.db.getRepository(User).findBy({ id: In([...byRequester.keys()]) });
    for (const user of users) {
      const rows = byRequester.get(user.id)!;
      const lang = rows[0].requesterLang;
      const lines: AccessDecisionLine[] = rows.map((r) => {
        const zone = zones.get(r.zoneId);
        return {
          holder: r.holderLabel,
          zone: zone ? `${(lang === 'en' && zone.nameEn) || zone.nameIt} (${zone.code})` : `#${r.zoneId}`,
          operation: r.operation,
          approved: r.status === 'APPROVED',
          reason: r.reason,
        };
      });
      try {
        await this.mail.send({ to: user.email, ...ACCESS_DECISION_MAIL[lang](event?.name ?? '', lines) });
      } catch (error) {
        this.logger.error(`Access decision mail to user ${user.id} failed: ${(error as Error).message}`);
      }
    }
  }

  private async userNames(ids: (number | null)[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const users = await this.db.getRepository(User).find({ select: { id: true, name: true }, where: { id: In(wanted) } });
    return new Map(users.map((u) => [u.id, u.name]));
  }
}
