import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  normalizeName,
  normalizePlate,
  t,
  validate,
  VEHICLE_FIELD_LABELS,
  VEHICLE_FIELDS,
  VEHICLE_SPEC_FIELDS,
  VEHICLE_TYPE_LABELS,
  vehicleSchema,
  type ImportRowErrorDto,
  type Language,
  type MessageKey,
  type VehicleInput,
} from '@eventdesk/shared';
import { cellFromReadable, codeFromLabel } from '@eventdesk/shared/reference/readable-values';
import { DataSource, In } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { writeTransaction } from '../../platform/database/write-transaction';
import { followHolderCompany, refreshDocumentation } from '../documentation/documentation-status';
import { EventCompany } from '../../platform/events/event-company.entity';
import { diff, HistoryService, type Actor } from '../../platform/history/history.service';
import { Vehicle } from './vehicle.entity';
import { seesSpecs, toVehicleDto, vehicleColumns, vehicleHistoryValues } from './vehicles.service';
import type { BatchValidation, ImportBatchValidator, ImportBatchWriter, ImportCaller, ImportKind } from '../../registration/imports/import-kind';
import type { Mapping, NumberedRow } from '../../registration/imports/import-rows';
import { ImportsService } from '../../registration/imports/imports.service';

/** What a vehicle import may do, kept with its job: a COMPANY user's own company, the specs tab, deciding `pending`. */
export interface VehicleImportScope {
  eventId: number;
  actor: Actor | null;
  lang: Language;
  ownCompanyId: number | null;
  specs: boolean;
  /** False for who may not confirm vehicles (COMPANY, issue 26 item 2); absent in jobs queued before. */
  decidesPending?: boolean;
}

export type VehicleRow =
  { n: number; kind: 'create'; values: VehicleInput } | { n: number; kind: 'update'; vehicle: Vehicle; values: VehicleInput };

const BOOLEAN_FIELDS = new Set(['pending', 'trailer']);

/** A driver cell: an attendee code or id, or the export's readable "Rossi Mario (A1B2C3)". */
const driverKey = (cell: string) => /\(([^()]+)\)\s*$/.exec(cell)?.[1]?.trim() ?? cell.trim();
const DATE_TIME_FIELDS = new Set(['valid_from', 'valid_to']);
const NUMBER_FIELDS = new Set(['length_cm', 'width_cm', 'height_cm', 'weight_kg']);

/**
 * The fields a column may be mapped to: every vehicle field but the status the server keeps; the specs
 * with the specs tab; `pending` only for who decides it (the form's rule, vehicles.service.ts).
 */
const importFields = (scope: VehicleImportScope): string[] =>
  VEHICLE_FIELDS.filter(
    (f) =>
      f !== 'documentation_status' &&
      (scope.specs || !(VEHICLE_SPEC_FIELDS as readonly string[]).includes(f)) &&
      (f !== 'pending' || scope.decidesPending !== false),
  );

export const vehicleImportScopeOf = (ctx: EventContext): VehicleImportScope => ({
  eventId: ctx.eventId,
  actor: ctx.actor,
  lang: ctx.lang,
  ownCompanyId: ctx.ownCompanyId,
  specs: seesSpecs(ctx),
  decidesPending: ctx.ability.can('update', 'Vehicle', 'pending'),
});

export const vehicleImportCallerOf = (ctx: EventContext): ImportCaller => ({ eventId: ctx.eventId, userId: ctx.user.id, lang: ctx.lang });

/**
 * Validates vehicle rows as the vehicle API would: upsert by plate (normalised; once per file), the
 * company by id or name (a COMPANY user's own, whatever the file says), the driver by attendee code or
 * id (of the event and of the vehicle's company), type by code or label, Sì/No, local date-times, and
 * the company's vehicle quota counting the file's new vehicles.
 */
class VehicleValidator implements ImportBatchValidator<VehicleRow> {
  private readonly columnOf: [number, string][] = [];
  private readonly platesSeen = new Set<string>();
  private companies = new Map<number, EventCompany>();
  private companyByName = new Map<string, number | null>();
  /** New vehicles of the file so far, per company (the quota counts them). */
  private readonly adding = new Map<number, number>();

  constructor(
    private readonly db: DataSource,
    private readonly scope: VehicleImportScope,
    columns: string[],
    mapping: Mapping,
  ) {
    const allowed = new Set(importFields(scope));
    columns.forEach((column, i) => {
      const field = mapping[column];
      if (field && allowed.has(field)) this.columnOf.push([i, field]);
    });
  }

  async init(): Promise<this> {
    const companies = await this.db.getRepository(EventCompany).findBy({ eventId: this.scope.eventId });
    this.companies = new Map(companies.map((c) => [c.id, c]));
    for (const c of companies) {
      const key = normalizeName(c.name);
      this.companyByName.set(key, this.companyByName.has(key) ? null : c.id);
    }
    return this;
  }

  private message(key: MessageKey, params: Record<string, string | number> = {}) {
    return t(this.scope.lang, key, params);
  }

  async validateBatch(batch: NumberedRow[]): Promise<BatchValidation<VehicleRow>> {
    const { eventId } = this.scope;
    const cells = batch.map(({ n, cells: row }) => {
      const raw: Record<string, unknown> = {};
      for (const [i, field] of this.columnOf) raw[field] = (row[i] ?? '').trim();
      return { n, raw };
    });
    const plates = cells.map((c) => (typeof c.raw.plate === 'string' ? normalizePlate(c.raw.plate) : '')).filter(Boolean);
    const existing = new Map(
      (plates.length ? await this.db.getRepository(Vehicle).findBy({ eventId, plate: In(plates) }) : []).map((v) => [v.plate, v]),
    );
    const driverKeys = cells.flatMap((c) =>
      typeof c.raw.driver_attendee_id === 'string' && c.raw.driver_attendee_id ? [driverKey(c.raw.driver_attendee_id)] : [],
    );
    const drivers = driverKeys.length
      ? await this.db.getRepository(Attendee).find({
          select: { id: true, attendeeCode: true, eventCompanyId: true },
          where: [
            { eventId, attendeeCode: In(driverKeys) },
            { eventId, id: In(driverKeys.filter((k) => /^\d{1,10}$/.test(k)).map(Number)) },
          ],
        })
      : [];
    const driverByCode = new Map(drivers.map((d) => [d.attendeeCode, d]));
    const driverById = new Map(drivers.map((d) => [d.id, d]));
    const counts = await this.companyCounts(cells.map((c) => c.raw));

    const rows: VehicleRow[] = [];
    const errors: ImportRowErrorDto[] = [];
    let invalid = 0;
    for (const { n, raw } of cells) {
      const rowErrors: ImportRowErrorDto[] = [];
      const fail = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
        rowErrors.push({ row: n, field, messages: [this.message(key, params)] });
      // Readable forms read back.
      for (const [field, value] of Object.entries(raw)) {
        // An empty cell: no value (a flag or the type keep theirs).
        if (value === '') {
          if (BOOLEAN_FIELDS.has(field) || field === 'type' || field === 'plate') delete raw[field];
          else raw[field] = null;
        } else if (field === 'type') raw.type = codeFromLabel(VEHICLE_TYPE_LABELS, String(value));
        else if (BOOLEAN_FIELDS.has(field)) raw[field] = cellFromReadable('boolean', value);
        else if (DATE_TIME_FIELDS.has(field)) raw[field] = cellFromReadable('datetime', value);
        else if (NUMBER_FIELDS.has(field) && /^-?\d+([.,]\d+)?$/.test(String(value))) raw[field] = Number(String(value).replace(',', '.'));
      }
      // The company: by id or name; a COMPANY user's own whatever the file says.
      let companyId: number | null | undefined = undefined;
      if ('event_company_id' in raw && raw.event_company_id !== null) {
        const text = String(raw.event_company_id);
        const byId = /^\d{1,10}$/.test(text) && this.companies.has(Number(text)) ? Number(text) : undefined;
        const byName = this.companyByName.get(normalizeName(text));
        companyId = byId ?? byName ?? undefined;
        if (companyId === undefined)
          fail('event_company_id', byName === null ? 'import_name_ambiguous' : 'import_unknown_company', { name: text.slice(0, 100) });
        delete raw.event_company_id;
      } else if ('event_company_id' in raw) {
        companyId = null;
        delete raw.event_company_id;
      }
      if (this.scope.ownCompanyId !== null) {
        if (companyId !== undefined && companyId !== null && companyId !== this.scope.ownCompanyId)
          fail('event_company_id', 'vehicle_company_not_allowed');
        companyId = this.scope.ownCompanyId;
      }
      // The driver: by attendee code or id.
      let driverId: number | null | undefined = undefined;
      if ('driver_attendee_id' in raw && raw.driver_attendee_id !== null) {
        const text = driverKey(String(raw.driver_attendee_id));
        const driver = driverByCode.get(text) ?? (/^\d{1,10}$/.test(text) ? driverById.get(Number(text)) : undefined);
        if (!driver) fail('driver_attendee_id', 'driver_code_unknown');
        else driverId = driver.id;
        delete raw.driver_attendee_id;
      } else if ('driver_attendee_id' in raw) {
        driverId = null;
        delete raw.driver_attendee_id;
      }

      const plate = typeof raw.plate === 'string' ? normalizePlate(raw.plate) : '';
      const stored = plate ? existing.get(plate) : undefined;
      if (plate && this.platesSeen.has(plate)) fail('plate', 'plate_repeated');
      if (plate) this.platesSeen.add(plate);
      // A COMPANY user does not learn of, nor change, another company's vehicle.
      if (stored && this.scope.ownCompanyId !== null && stored.eventCompanyId !== this.scope.ownCompanyId) fail('plate', 'plate_taken');

      const base: Record<string, unknown> = stored
        ? { ...toVehicleDto(stored) }
        : { type: 'CAR', country: 'IT', pending: false, trailer: false };
      const merged: Record<string, unknown> = { ...base, ...raw };
      if (companyId !== undefined) merged.event_company_id = companyId;
      if (driverId !== undefined) merged.driver_attendee_id = driverId;
      const result = validate(vehicleSchema, merged, this.scope.lang);
      if (!result.ok) for (const [field, messages] of Object.entries(result.errors)) rowErrors.push({ row: n, field, messages });
      if (result.ok) {
        const values = result.data;
        const driver = values.driver_attendee_id === null ? null : driverById.get(values.driver_attendee_id);
        if (driver && values.event_company_id !== null && driver.eventCompanyId !== values.event_company_id)
          fail('driver_attendee_id', 'driver_not_in_company');
        // The quota of the company it joins (a new vehicle, or one moving in).
        const joining = values.event_company_id !== null && (!stored || stored.eventCompanyId !== values.event_company_id);
        if (joining && rowErrors.length === 0) {
          const company = this.companies.get(values.event_company_id!);
          const used = (counts.get(values.event_company_id!) ?? 0) + (this.adding.get(values.event_company_id!) ?? 0);
          if (company?.vehicleQuota !== null && company?.vehicleQuota !== undefined && used >= company.vehicleQuota)
            fail('event_company_id', 'company_vehicles_full');
          else this.adding.set(values.event_company_id!, (this.adding.get(values.event_company_id!) ?? 0) + 1);
        }
        if (rowErrors.length === 0) rows.push(stored ? { n, kind: 'update', vehicle: stored, values } : { n, kind: 'create', values });
      }
      if (rowErrors.length) {
        invalid++;
        errors.push(...rowErrors);
      }
    }
    return { rows, errors, invalid };
  }

  /** Vehicles each company named in the batch has now (the quota's count before the file). */
  private async companyCounts(raws: Record<string, unknown>[]): Promise<Map<number, number>> {
    const ids = [...this.companies.keys()].filter((id) => this.companies.get(id)!.vehicleQuota !== null);
    if (ids.length === 0 || raws.length === 0) return new Map();
    const rows = await this.db
      .getRepository(Vehicle)
      .createQueryBuilder('v')
      .select('v.eventCompanyId', 'id')
      .addSelect('COUNT(*)', 'count')
      .where('v.eventId = :eventId AND v.eventCompanyId IN (:...ids)', { eventId: this.scope.eventId, ids })
      .groupBy('v.eventCompanyId')
      .getRawMany<{ id: number | string; count: number | string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.count)]));
  }
}

/** Writes a batch in one transaction: inserts, updates, their history, documents that follow, documentation status. */
class VehicleWriter implements ImportBatchWriter<VehicleRow> {
  constructor(
    private readonly db: DataSource,
    private readonly history: HistoryService,
    private readonly scope: VehicleImportScope,
  ) {}

  async write(
    rows: VehicleRow[],
    progress: (tx: import('typeorm').EntityManager) => Promise<void>,
    after: Promise<void> = Promise.resolve(),
  ) {
    await after;
    const { eventId, actor } = this.scope;
    await writeTransaction(this.db, async (tx) => {
      const repo = tx.getRepository(Vehicle);
      const touched: number[] = [];
      const moved: number[] = [];
      for (const row of rows) {
        if (row.kind === 'create') {
          const saved = await repo.save(repo.create({ ...vehicleColumns(row.values), eventId }));
          touched.push(saved.id);
          await this.history.record(tx, {
            eventId,
            subjectType: 'vehicle',
            subjectId: saved.id,
            action: 'create',
            actor,
            changes: diff({}, vehicleHistoryValues(toVehicleDto(saved))),
          });
        } else {
          const before = toVehicleDto(row.vehicle);
          await repo.update(row.vehicle.id, vehicleColumns(row.values));
          const after = toVehicleDto((await repo.findOneBy({ id: row.vehicle.id }))!);
          touched.push(row.vehicle.id);
          if (before.event_company_id !== after.event_company_id) moved.push(row.vehicle.id);
          await this.history.record(tx, {
            eventId,
            subjectType: 'vehicle',
            subjectId: row.vehicle.id,
            action: 'update',
            actor,
            changes: diff(vehicleHistoryValues(before), vehicleHistoryValues(after)),
          });
        }
      }
      await followHolderCompany(tx, 'vehicles', moved);
      await refreshDocumentation(tx, eventId, 'vehicles', touched);
      await progress(tx);
    });
  }
}

/**
 * The vehicle import (issue 13) on the import pipeline: CSV or XLSX, columns mapped to vehicle fields
 * (their labels in Italian or English, or their names, suggested), upsert by plate, a dry run, then a
 * resumable job. Its file is the vehicle export's, readable or as codes.
 */
@Injectable()
export class VehicleImports implements ImportKind<VehicleImportScope, VehicleRow>, OnModuleInit {
  readonly job = 'vehicle_import' as const;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly imports: ImportsService,
    private readonly history: HistoryService,
  ) {}

  onModuleInit(): void {
    this.imports.register(this);
  }

  fields(scope: VehicleImportScope): readonly string[] {
    return importFields(scope);
  }

  suggest(columns: string[], scope: VehicleImportScope) {
    const names = new Map<string, string>();
    for (const field of importFields(scope))
      for (const name of [
        field,
        VEHICLE_FIELD_LABELS.it[field as keyof (typeof VEHICLE_FIELD_LABELS)['it']],
        VEHICLE_FIELD_LABELS.en[field as keyof (typeof VEHICLE_FIELD_LABELS)['en']],
      ])
        if (!names.has(normalizeName(name))) names.set(normalizeName(name), field);
    const taken = new Set<string>();
    return Object.fromEntries(
      columns.map((column) => {
        const field = names.get(normalizeName(column)) ?? null;
        const free = field && !taken.has(field) ? field : null;
        if (free) taken.add(free);
        return [column, free];
      }),
    );
  }

  validator(scope: VehicleImportScope, columns: string[], mapping: Mapping) {
    return new VehicleValidator(this.db, scope, columns, mapping).init();
  }

  async writer(scope: VehicleImportScope) {
    return new VehicleWriter(this.db, this.history, scope);
  }
}
