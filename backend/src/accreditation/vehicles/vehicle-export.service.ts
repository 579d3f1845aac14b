import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  VALUE_LABELS,
  VEHICLE_FIELD_LABELS,
  VEHICLE_FIELDS,
  VEHICLE_SPEC_FIELDS,
  VEHICLE_TYPE_LABELS,
  YES_NO,
  type Language,
  type VehicleDto,
} from '@eventdesk/shared';
import { readableDateTime } from '@eventdesk/shared/reference/readable-values';
import type { Writable } from 'node:stream';
import { DataSource, In } from 'typeorm';
import { scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { applyListQuery, type ListQuery } from '../../platform/common/ra-query';
import { EventCompany } from '../../platform/events/event-company.entity';
import { EXPORT_PAGE, exportCell, exportFileName, writeTableFile, type ExportFormat, type ExportValues } from '../../registration/exports/table-file';
import { Vehicle } from './vehicle.entity';
import { seesSpecs, toVehicleDto, VEHICLE_SCOPE, vehicleListQuery } from './vehicles.service';

type Names = { companies: Map<number, string>; drivers: Map<number, string> };

/** One vehicle value as a reader reads it: labels, names, local dates, Sì/No. */
function readable(field: string, value: unknown, lang: Language, names: Names): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? YES_NO[lang].yes : YES_NO[lang].no;
  if (field === 'type') return VEHICLE_TYPE_LABELS[lang][value as keyof (typeof VEHICLE_TYPE_LABELS)['it']] ?? String(value);
  if (field === 'documentation_status')
    return VALUE_LABELS.documentation_status[lang][value as keyof (typeof VALUE_LABELS.documentation_status)['it']] ?? String(value);
  if (field === 'event_company_id') return names.companies.get(Number(value)) ?? String(value);
  if (field === 'driver_attendee_id') return names.drivers.get(Number(value)) ?? String(value);
  if (field === 'valid_from' || field === 'valid_to') return readableDateTime(String(value), lang);
  return String(value);
}

/**
 * Export of the vehicle list as the caller sees it (same filters, sort and company scope), readable by
 * default or as the stored values, streamed a page at a time — the attendee export's writers
 * (exports/table-file.ts), with the vehicle's columns.
 */
@Injectable()
export class VehicleExportService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  fileName(ctx: EventContext, format: ExportFormat): Promise<string> {
    return exportFileName(this.db, ctx.eventId, 'vehicles', format);
  }

  private async ids(ctx: EventContext, list: ListQuery): Promise<number[]> {
    const qb = scopeList(vehicleListQuery(this.db), ctx, 'read', VEHICLE_SCOPE);
    applyListQuery(qb, { ...list, offset: 0, limit: 0 });
    qb.skip(undefined).take(undefined).select('vehicle.id', 'id');
    return (await qb.getRawMany<{ id: number | string }>()).map((r) => Number(r.id));
  }

  private async names(vehicles: Vehicle[]): Promise<Names> {
    const companyIds = [...new Set(vehicles.flatMap((v) => (v.eventCompanyId === null ? [] : [v.eventCompanyId])))];
    const driverIds = [...new Set(vehicles.flatMap((v) => (v.driverAttendeeId === null ? [] : [v.driverAttendeeId])))];
    const [companies, drivers] = await Promise.all([
      companyIds.length
        ? this.db.getRepository(EventCompany).find({ select: { id: true, name: true }, where: { id: In(companyIds) } })
        : [],
      driverIds.length
        ? this.db.getRepository(Attendee).find({
            select: { id: true, firstName: true, lastName: true, attendeeCode: true },
            where: { id: In(driverIds) },
          })
        : [],
    ]);
    return {
      companies: new Map(companies.map((c) => [c.id, c.name])),
      drivers: new Map(drivers.map((a) => [a.id, `${[a.lastName, a.firstName].filter(Boolean).join(' ')} (${a.attendeeCode})`.trim()])),
    };
  }

  private async *rows(ctx: EventContext, list: ListQuery, values: ExportValues): AsyncGenerator<string[]> {
    const ids = await this.ids(ctx, list);
    const fields = this.fields(ctx);
    const repo = this.db.getRepository(Vehicle);
    for (let i = 0; i < ids.length; i += EXPORT_PAGE) {
      const page = ids.slice(i, i + EXPORT_PAGE);
      const vehicles = await repo.findBy({ id: In(page) });
      const byId = new Map(vehicles.map((v) => [v.id, v]));
      const names = values === 'readable' ? await this.names(vehicles) : null;
      for (const id of page) {
        const vehicle = byId.get(id);
        if (!vehicle) continue; // deleted meanwhile
        const record = toVehicleDto(vehicle) as unknown as Record<keyof VehicleDto, unknown>;
        yield fields.map((f) => exportCell(names ? readable(f, record[f], ctx.lang, names) : record[f]));
      }
    }
  }

  /** The columns the caller may see: the specs only with the specs tab. */
  private fields(ctx: EventContext) {
    return VEHICLE_FIELDS.filter((f) => seesSpecs(ctx) || !(VEHICLE_SPEC_FIELDS as readonly string[]).includes(f));
  }

  write(format: ExportFormat, list: ListQuery, ctx: EventContext, out: Writable, values: ExportValues): Promise<void> {
    const headers = this.fields(ctx).map((f) => VEHICLE_FIELD_LABELS[ctx.lang][f]);
    return writeTableFile(format, headers, this.rows(ctx, list, values), out, 'Vehicles');
  }
}
