import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ITALIAN_PLATE,
  VEHICLE_SPEC_FIELDS,
  vehicleSchema,
  type VehicleDto,
  type VehicleInput,
  type VehicleListFilter,
} from '@eventdesk/shared';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { fieldError, invalid } from '../../platform/common/errors';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { findPage, type FilterDef, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { forUpdate, writeTransaction } from '../../platform/database/write-transaction';
import { followHolderCompany, refreshDocumentation } from '../documentation/documentation-status';
import { EventCompany } from '../../platform/events/event-company.entity';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import { mergedInput } from '../../platform/common/put-merge';
import { Signals } from '../../platform/signals/signals';
import { HOLDER_DELETED } from '../../registration/holders/holder-signals';
import { Vehicle } from './vehicle.entity';

/** Vehicles: a COMPANY user's rules name its own company by `event_company_id`. */
export const VEHICLE_SCOPE = defineRecordScope({
  subject: 'Vehicle',
  entity: Vehicle,
  alias: 'vehicle',
  conditions: { event_company_id: 'eventCompanyId' },
});

const VEHICLE_FILTERS: Record<VehicleListFilter, FilterDef> = {
  // Quick search: plate, make, model, the driver's name, the company's name (vehicleListQuery joins them).
  q: {
    kind: 'search',
    columns: ['vehicle.plate', 'vehicle.brand', 'vehicle.model', 'driver.lastName', 'driver.firstName', 'company.name'],
  },
  id: { kind: 'eq', column: 'vehicle.id', type: 'number' },
  type: { kind: 'eq', column: 'vehicle.type', type: 'string' },
  event_company_id: { kind: 'eq', column: 'vehicle.eventCompanyId', type: 'number' },
  driver_attendee_id: { kind: 'eq', column: 'vehicle.driverAttendeeId', type: 'number' },
  pending: { kind: 'eq', column: 'vehicle.pending', type: 'boolean' },
  documentation_status: { kind: 'eq', column: 'vehicle.documentationStatus', type: 'string' },
};

export const VEHICLE_LIST: ListSpec = {
  resource: 'vehicles',
  sortable: { id: 'vehicle.id', plate: 'vehicle.plate', type: 'vehicle.type', brand: 'vehicle.brand', created_at: 'vehicle.createdAt' },
  filters: VEHICLE_FILTERS,
  defaultSort: ['plate', 'ASC'],
  tiebreaker: 'vehicle.id',
};

/** The list's query, with the driver and the company joined for the quick search. */
export const vehicleListQuery = (db: DataSource) =>
  db
    .getRepository(Vehicle)
    .createQueryBuilder('vehicle')
    .leftJoin(Attendee, 'driver', 'driver.id = vehicle.driverAttendeeId')
    .leftJoin(EventCompany, 'company', 'company.id = vehicle.eventCompanyId');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether the caller's vehicle edit menu has the specs tab (VIEWER's has none, but reads nothing more than it sees). */
export const seesSpecs = (ctx: EventContext) => ctx.uiConfig.vehicle_edit_menu.some((item) => item.name === 'specs');

const NO_SPECS = { length_cm: null, width_cm: null, height_cm: null, weight_kg: null, fuel: null, trailer: false } as const;

function withoutSpecs<T extends object>(record: T): T {
  const rest = { ...record } as Record<string, unknown>;
  for (const field of VEHICLE_SPEC_FIELDS) delete rest[field];
  return rest as unknown as T;
}

/** The vehicle as the caller may see it: the specs only with the specs tab (field scope, like attendees'). */
export const scopedVehicle = (ctx: EventContext, dto: VehicleDto): VehicleDto => (seesSpecs(ctx) ? dto : withoutSpecs(dto));

export const toVehicleDto = (v: Vehicle): VehicleDto => ({
  id: v.id,
  event_id: v.eventId,
  plate: v.plate,
  plate_italian: ITALIAN_PLATE.test(v.plate),
  country: v.country,
  type: v.type,
  brand: v.brand,
  model: v.model,
  color: v.color,
  event_company_id: v.eventCompanyId,
  driver_attendee_id: v.driverAttendeeId,
  valid_from: iso(v.validFrom),
  valid_to: iso(v.validTo),
  pending: v.pending,
  notes: v.notes,
  length_cm: v.lengthCm,
  width_cm: v.widthCm,
  height_cm: v.heightCm,
  weight_kg: v.weightKg,
  fuel: v.fuel,
  trailer: v.trailer,
  documentation_status: v.documentationStatus,
  created_at: v.createdAt.toISOString(),
  updated_at: v.updatedAt.toISOString(),
});

export const vehicleHistoryValues = ({
  id: _i,
  event_id: _e,
  plate_italian: _p,
  documentation_status: _d,
  created_at: _c,
  updated_at: _u,
  ...rest
}: VehicleDto) => rest;

export const vehicleColumns = (input: VehicleInput): Partial<Vehicle> => ({
  plate: input.plate,
  country: input.country,
  type: input.type,
  brand: input.brand,
  model: input.model,
  color: input.color,
  eventCompanyId: input.event_company_id,
  driverAttendeeId: input.driver_attendee_id,
  validFrom: input.valid_from ? new Date(input.valid_from) : null,
  validTo: input.valid_to ? new Date(input.valid_to) : null,
  pending: input.pending,
  notes: input.notes,
  lengthCm: input.length_cm,
  widthCm: input.width_cm,
  heightCm: input.height_cm,
  weightKg: input.weight_kg,
  fuel: input.fuel,
  trailer: input.trailer,
});

/**
 * The vehicles of one event (issue 13). A COMPANY user reaches its own company's only (404 for the
 * others) and registers them for its company whatever the body says; the plate is unique in the event;
 * the driver is an attendee of the event and, when the vehicle has a company, of that company; a
 * company's vehicle quota holds under concurrency (the company row locked before counting). Every
 * write records the actions history in its transaction.
 */
@Injectable()
export class VehiclesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly history: HistoryService,
    private readonly signals: Signals,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: VEHICLE_SCOPE,
      subject: 'vehicle',
      dto: (_tx, vehicle) => toVehicleDto(vehicle),
      values: vehicleHistoryValues,
      transaction: (work) => this.write(work),
    });
  }

  private readonly writes: RecordWrites<Vehicle, VehicleDto>;

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(scopeList(vehicleListQuery(this.db), ctx, 'read', VEHICLE_SCOPE), list);
    return { rows: rows.map((v) => scopedVehicle(ctx, toVehicleDto(v))), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<VehicleDto> {
    return scopedVehicle(ctx, await this.full(ctx, id));
  }

  /** Every field, whatever the caller may see (a PUT merges into it). */
  private async full(ctx: EventContext, id: number): Promise<VehicleDto> {
    return toVehicleDto(await requireRecord(this.db.manager, ctx, 'read', VEHICLE_SCOPE, id));
  }

  async historyOf(ctx: EventContext, id: number, list: ListQuery) {
    await requireRecord(this.db.manager, ctx, 'read', VEHICLE_SCOPE, id);
    const hidden = seesSpecs(ctx) ? new Set<string>() : new Set<string>(VEHICLE_SPEC_FIELDS);
    return this.history.list(ctx.eventId, 'vehicle', id, list, (field) => !hidden.has(field));
  }

  /**
   * A PUT: what it is sent merged into the stored record and validated; a caller without the specs
   * tab keeps the stored specs whatever the body says (field scope).
   */
  async updateFrom(ctx: EventContext, id: number, body: unknown): Promise<VehicleDto> {
    const sent = body !== null && typeof body === 'object' && !Array.isArray(body) && !seesSpecs(ctx) ? withoutSpecs(body as object) : body;
    return this.update(ctx, id, mergedInput(vehicleSchema, await this.full(ctx, id), sent, ctx.lang));
  }

  async create(ctx: EventContext, input: VehicleInput): Promise<VehicleDto> {
    const { eventId } = ctx;
    // Without the specs tab, a new vehicle has none (field scope).
    const values = this.forCaller(ctx, seesSpecs(ctx) ? input : { ...input, ...NO_SPECS });
    // Whether a vehicle is confirmed (`pending`) is the staff's (issue 26 item 2): a COMPANY user's write keeps the default or the stored value.
    if (!ctx.ability.can('create', 'Vehicle', 'pending')) values.pending = false;
    const id = await this.writes.create(ctx, async (tx) => {
      await this.check(tx, ctx, values);
      if (values.event_company_id) await this.checkQuota(tx, eventId, values.event_company_id);
      const saved = await tx.getRepository(Vehicle).save(tx.getRepository(Vehicle).create({ ...vehicleColumns(values), eventId }));
      await refreshDocumentation(tx, eventId, 'vehicles', [saved.id]);
      return saved.id;
    });
    return this.findOne(ctx, id);
  }

  async update(ctx: EventContext, id: number, input: VehicleInput): Promise<VehicleDto> {
    const { eventId } = ctx;
    const values = this.forCaller(ctx, input);
    await this.writes.update(ctx, id, async (tx, before) => {
      if (!ctx.ability.can('update', 'Vehicle', 'pending')) values.pending = before.pending;
      await this.check(tx, ctx, values, id);
      if (values.event_company_id && values.event_company_id !== before.event_company_id)
        await this.checkQuota(tx, eventId, values.event_company_id);
      await tx.getRepository(Vehicle).update(id, vehicleColumns(values));
      if (values.event_company_id !== before.event_company_id) await followHolderCompany(tx, 'vehicles', [id]);
      if (values.type !== before.type) await refreshDocumentation(tx, eventId, 'vehicles', [id]);
    });
    return this.findOne(ctx, id);
  }

  async remove(ctx: EventContext, id: number): Promise<VehicleDto> {
    return this.writes.remove(ctx, id, {
      check: (tx) => this.signals.send(tx, HOLDER_DELETED, { eventId: ctx.eventId, holderType: 'VEHICLE', holderId: id }),
    });
  }

  /** A COMPANY user's vehicle is its own company's: another company in the body is refused. */
  private forCaller(ctx: EventContext, input: VehicleInput): VehicleInput {
    if (ctx.ownCompanyId === null) return input;
    if (input.event_company_id !== null && input.event_company_id !== ctx.ownCompanyId)
      throw fieldError('event_company_id', 'vehicle_company_not_allowed');
    return { ...input, event_company_id: ctx.ownCompanyId };
  }

  /** A plate taken by a concurrent write is the unique index's to refuse: 422 on the plate, not 500. */
  private async write<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await writeTransaction(this.db, work);
    } catch (error) {
      if (isDuplicateKey(error)) throw fieldError('plate', 'plate_taken');
      throw error;
    }
  }

  private async check(tx: EntityManager, ctx: EventContext, input: VehicleInput, id?: number): Promise<void> {
    const { eventId } = ctx;
    if (await tx.getRepository(Vehicle).existsBy({ eventId, plate: input.plate, ...(id && { id: Not(id) }) }))
      throw fieldError('plate', 'plate_taken');
    if (input.event_company_id && !(await tx.getRepository(EventCompany).existsBy({ id: input.event_company_id, eventId })))
      throw fieldError('event_company_id', 'company_not_in_event');
    if (input.driver_attendee_id) {
      const driver = await tx.getRepository(Attendee).findOne({
        select: { id: true, eventCompanyId: true },
        where: { id: input.driver_attendee_id, eventId },
      });
      // A COMPANY user gets one answer for another company's attendee and for none (issue 26 item 12: no id oracle).
      if (!driver) throw fieldError('driver_attendee_id', ctx.ownCompanyId === null ? 'driver_not_in_event' : 'driver_not_in_company');
      if (input.event_company_id && driver.eventCompanyId !== input.event_company_id)
        throw fieldError('driver_attendee_id', 'driver_not_in_company');
    }
  }

  /** The company's vehicle quota, counted with the company row locked (MySQL; SQLite serialises writes). */
  private async checkQuota(tx: EntityManager, eventId: number, companyId: number): Promise<void> {
    const company = await forUpdate(
      tx.getRepository(EventCompany).createQueryBuilder('company').where('company.id = :companyId', { companyId }),
      this.db,
    ).getOne();
    if (company?.vehicleQuota === null || company?.vehicleQuota === undefined) return;
    const count = await tx.getRepository(Vehicle).countBy({ eventId, eventCompanyId: companyId });
    if (count >= company.vehicleQuota) throw invalid({ event_company_id: ['company_vehicles_full'] });
  }
}
