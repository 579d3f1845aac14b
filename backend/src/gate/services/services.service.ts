import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  gateDecision,
  SERVICE_DENIALS,
  type AttendeeUsedServiceDto,
  type ScanDenial,
  type ServiceConsumeDto,
  type ServiceConsumeInput,
  type ServiceDenial,
  type ServiceDto,
  type ServiceInput,
} from '@eventdesk/shared';
import { DataSource, In } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { ATTENDEE_SCOPE, type AttendeeAccess } from '../../registration/attendees/attendee-access';
import { AttendeeUsedService } from '../../registration/attendees/attendee-used-service.entity';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { AttendeeCategory } from '../../registration/attendees/attendee-category.entity';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { fieldError } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { writeTransaction } from '../../platform/database/write-transaction';
import { storedDate } from '../../platform/database/driver-sql';
import { PassesService } from '../passes/passes.service';
import { holderCards } from '../scans/holder-cards';
import { holderFacts, readGateHolder } from '../scans/gate-holder';
import { Zone } from '../../accreditation/zones/zone.entity';
import { Service } from './service.entity';

/** Services of an event: no condition on the rows (ADMIN writes; SECRETARY reads them to serve them). */
export const SERVICE_SCOPE = defineRecordScope({ subject: 'Service', entity: Service, alias: 'service', conditions: {} });

export const SERVICE_LIST: ListSpec = {
  resource: 'services',
  sortable: { id: 'service.id', name_it: 'service.nameIt', starts_at: 'service.startsAt' },
  filters: {
    q: { kind: 'search', columns: ['service.nameIt', 'service.nameEn'] },
    id: { kind: 'eq', column: 'service.id', type: 'number' },
    active: { kind: 'eq', column: 'service.active', type: 'boolean' },
    zone_id: { kind: 'eq', column: 'service.zoneId', type: 'number' },
  },
  defaultSort: ['name_it', 'ASC'],
  tiebreaker: 'service.id',
};

/**
 * Services on site (issue 14) and their consumption by scanning the pass: the code and holder are read
 * as the gate reads them and refused for the same reasons (issue 29 item 11: `readGateHolder`, then
 * `gateDecision` on pending, papers and the payment rule of the service's zone), then the service
 * (active, within its window, the attendee's category); a unit is taken by
 * inserting the attendee's next unit number, unique per service and attendee — of two service points
 * scanning one pass at once for the last unit, one gets it. The device's nonce makes a retry answer the
 * first result. `DELETE …/attendees/{id}/remove_used_service/{serviceId}` gives the last unit back.
 */
@Injectable()
export class ServicesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passes: PassesService,
  ) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(Service).createQueryBuilder('service'), ctx, 'read', SERVICE_SCOPE),
      list,
    );
    return { rows: await this.dtos(rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<ServiceDto> {
    return (await this.dtos([await requireRecord(this.db.manager, ctx, 'read', SERVICE_SCOPE, id)]))[0];
  }

  async create(ctx: EventContext, input: ServiceInput): Promise<ServiceDto> {
    await this.check(ctx.eventId, input);
    const id = await writeTransaction(
      this.db,
      async (tx) => (await tx.getRepository(Service).save({ eventId: ctx.eventId, ...columns(input) })).id,
    );
    return this.findOne(ctx, id);
  }

  async update(ctx: EventContext, id: number, input: ServiceInput): Promise<ServiceDto> {
    await this.check(ctx.eventId, input);
    await writeTransaction(this.db, async (tx) => {
      await requireRecord(tx, ctx, 'update', SERVICE_SCOPE, id, { lock: true });
      await tx.getRepository(Service).update(id, columns(input));
    });
    return this.findOne(ctx, id);
  }

  async remove(ctx: EventContext, id: number): Promise<ServiceDto> {
    const dto = await this.findOne(ctx, id);
    await writeTransaction(this.db, async (tx) => {
      await requireRecord(tx, ctx, 'delete', SERVICE_SCOPE, id, { lock: true });
      await tx.getRepository(AttendeeUsedService).delete({ serviceId: id });
      await tx.getRepository(Service).delete(id);
    });
    return dto;
  }

  async consume(ctx: EventContext, id: number, input: ServiceConsumeInput): Promise<ServiceConsumeDto> {
    const service = await requireRecord(this.db.manager, ctx, 'read', SERVICE_SCOPE, id);
    const limit = service.limitPerAttendee;
    const retried = await this.db
      .getRepository(AttendeeUsedService)
      .findOneBy({ eventId: ctx.eventId, deviceId: input.device_id, nonce: input.nonce });
    if (retried) return this.answer(service, retried.attendeeId, null);
    const now = new Date();
    // The code and the holder as the gate reads them (one read, the payment rule of the service's zone if it has one).
    const check = await this.passes.verifyTyped(ctx.eventId, input.code);
    const refused = (reason: ServiceDenial): ServiceConsumeDto => ({ result: 'DENIED', reason, holder: null, used: null, limit });
    if (!check.ok) return refused(check.reason);
    const holder = await readGateHolder(this.db.manager, ctx.eventId, service.zoneId ?? 0, check.pass, now);
    if (typeof holder === 'string') return refused(holder);
    if (holder.type !== 'ATTENDEE') return refused('not_attendee');
    const attendeeId = holder.id;
    // The gate's decision on what applies at a service point: pending, papers, the zone's ticket (no rights, presence or count).
    let reason: ServiceDenial | null = serviceDenial(gateDecision({ ...holderFacts(holder.type, holder.row), direction: 'IN' }));
    if (reason) return this.answer(service, attendeeId, reason);
    if (!service.active) reason = 'inactive';
    else if ((service.startsAt && now < service.startsAt) || (service.endsAt && now > service.endsAt)) reason = 'outside_window';
    else if (service.attendeeCategoryIds.length && !service.attendeeCategoryIds.includes(Number(holder.row.category_id ?? 0)))
      reason = 'category';
    if (reason) return this.answer(service, attendeeId, reason);
    // The attendee's lowest free unit; a unit another service point took meanwhile is skipped.
    for (let unit = 1; unit <= limit; unit++) {
      try {
        await writeTransaction(this.db, (tx) =>
          tx.getRepository(AttendeeUsedService).insert({
            attendeeId,
            serviceId: service.id,
            eventId: ctx.eventId,
            unit,
            deviceId: input.device_id,
            nonce: input.nonce,
            userId: ctx.user.id,
            usedAt: now,
          }),
        );
        return this.answer(service, attendeeId, null);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const first = await this.db
          .getRepository(AttendeeUsedService)
          .findOneBy({ eventId: ctx.eventId, deviceId: input.device_id, nonce: input.nonce });
        if (first) return this.answer(service, first.attendeeId, null);
      }
    }
    return this.answer(service, attendeeId, 'limit_reached');
  }

  /** The services the attendee used, with how many units of each. */
  async usedServices(attendeeId: number, access: AttendeeAccess): Promise<AttendeeUsedServiceDto[]> {
    await requireRecord(this.db.manager, access, 'read', ATTENDEE_SCOPE, attendeeId);
    const { eventId } = access;
    const rows = await this.db
      .getRepository(AttendeeUsedService)
      .createQueryBuilder('u')
      .select('u.serviceId', 'service_id')
      .addSelect('COUNT(*)', 'used')
      .addSelect('MAX(u.usedAt)', 'last_used_at')
      .where('u.attendeeId = :attendeeId', { attendeeId })
      .groupBy('u.serviceId')
      .getRawMany<{ service_id: number; used: number | string; last_used_at: Date | string }>();
    const services = new Map(
      (rows.length ? await this.db.getRepository(Service).findBy({ eventId, id: In(rows.map((r) => Number(r.service_id))) }) : []).map(
        (s) => [s.id, s],
      ),
    );
    return rows.map((r) => {
      const s = services.get(Number(r.service_id));
      return {
        service_id: Number(r.service_id),
        name_it: s?.nameIt ?? null,
        name_en: s?.nameEn ?? null,
        used: Number(r.used),
        limit: s?.limitPerAttendee ?? null,
        last_used_at: storedDate(r.last_used_at).toISOString(),
      };
    });
  }

  private async answer(service: Service, attendeeId: number, reason: ServiceDenial | null): Promise<ServiceConsumeDto> {
    const attendee = await this.db.getRepository(Attendee).findOneByOrFail({ id: attendeeId });
    const { attendeeCard } = await holderCards(this.db.manager, [attendee], []);
    const used = await this.db.getRepository(AttendeeUsedService).countBy({ serviceId: service.id, attendeeId });
    return {
      result: reason ? 'DENIED' : 'CONSUMED',
      reason,
      holder: attendeeCard.get(attendeeId) ?? null,
      used,
      limit: service.limitPerAttendee,
    };
  }

  private async dtos(rows: Service[]): Promise<ServiceDto[]> {
    const used = new Map(
      rows.length
        ? (
            await this.db
              .getRepository(AttendeeUsedService)
              .createQueryBuilder('u')
              .select('u.serviceId', 'id')
              .addSelect('COUNT(*)', 'n')
              .where('u.serviceId IN (:...ids)', { ids: rows.map((r) => r.id) })
              .groupBy('u.serviceId')
              .getRawMany<{ id: number; n: number | string }>()
          ).map((r) => [Number(r.id), Number(r.n)])
        : [],
    );
    return rows.map((s) => ({
      id: s.id,
      event_id: s.eventId,
      name_it: s.nameIt,
      name_en: s.nameEn,
      zone_id: s.zoneId,
      starts_at: s.startsAt?.toISOString() ?? null,
      ends_at: s.endsAt?.toISOString() ?? null,
      attendee_category_ids: s.attendeeCategoryIds,
      limit_per_attendee: s.limitPerAttendee,
      active: s.active,
      used: used.get(s.id) ?? 0,
      created_at: s.createdAt.toISOString(),
      updated_at: s.updatedAt.toISOString(),
    }));
  }

  private async check(eventId: number, input: ServiceInput): Promise<void> {
    if (input.zone_id !== null && !(await this.db.getRepository(Zone).existsBy({ id: input.zone_id, eventId })))
      throw fieldError('zone_id', 'access_zone_not_in_event');
    if (input.attendee_category_ids.length) {
      const found = await this.db.getRepository(AttendeeCategory).countBy({ eventId, id: In(input.attendee_category_ids) });
      if (found !== input.attendee_category_ids.length) throw fieldError('attendee_category_ids', 'attendee_category_not_in_event');
    }
  }
}

/** A gate refusal a service point gives as is (pending, papers, payment); any other cannot come from the facts it passes. */
function serviceDenial(reason: ScanDenial | null): ServiceDenial | null {
  if (reason === null) return null;
  if (!(SERVICE_DENIALS as readonly string[]).includes(reason)) throw new Error(`A service point cannot refuse for ${reason}`);
  return reason as ServiceDenial;
}

const columns = (input: ServiceInput) => ({
  nameIt: input.name_it,
  nameEn: input.name_en,
  zoneId: input.zone_id,
  startsAt: input.starts_at ? new Date(input.starts_at) : null,
  endsAt: input.ends_at ? new Date(input.ends_at) : null,
  attendeeCategoryIds: input.attendee_category_ids,
  limitPerAttendee: input.limit_per_attendee,
  active: input.active,
});
