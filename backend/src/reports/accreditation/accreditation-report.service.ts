import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCESS_REQUEST_STATUSES,
  DOCUMENTATION_STATUSES,
  VEHICLE_TYPES,
  type AccreditationReportDto,
  type DocumentationBarDto,
  type ReportBarDto,
} from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { isMysql } from '../../platform/database/driver-sql';
import type { SqlCondition } from '../../registration/attendees/attendee-list';
import type { ReportSource } from '../report-module';
import { aggregate, aggregateOver, byCount, num, reportAttendees, type ReportQuery } from '../registrations/report-query';

type Row = Record<string, unknown>;

/** One column per documentation status: `SUM(CASE …) AS complete, …`. */
const PER_STATUS = DOCUMENTATION_STATUSES.map(
  (s) => `SUM(CASE WHEN attendee.documentation_status = '${s}' THEN 1 ELSE 0 END) AS ${s.toLowerCase()}`,
).join(', ');

/**
 * The accreditation report (issue 28): the documentation status of the report's attendees (report-query.ts:
 * the caller's row scope and the filters), the access requests of its holders, the vehicles and the quotas,
 * each figure one aggregate statement (COUNT/SUM … GROUP BY); the median time to a decision reads the one
 * or two middle durations the database sorts.
 */
@Injectable()
export class AccreditationReportService implements ReportSource<AccreditationReportDto> {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  async report(ctx: EventContext, query: ReportQuery): Promise<AccreditationReportDto> {
    const { access, where } = await reportAttendees(this.db, ctx, query);
    const sees = (field: string) => access.visible.has(field);
    const readsVehicles = ctx.ability.can('read', 'Vehicle');
    // The vehicles: the event's, narrowed by the company filter (the other filters are about attendees).
    const vehicles: SqlCondition =
      query.companyId === null
        ? { sql: 'v.event_id = ?', params: [ctx.eventId] }
        : { sql: 'v.event_id = ? AND v.event_company_id = ?', params: [ctx.eventId, query.companyId] };
    const holders = `r.event_id = ? AND (r.attendee_id IN (SELECT attendee.id FROM attendees attendee WHERE ${where.sql})${
      readsVehicles ? ` OR r.vehicle_id IN (SELECT v.id FROM vehicles v WHERE ${vehicles.sql})` : ''
    })`;
    const requests: SqlCondition = { sql: holders, params: [ctx.eventId, ...where.params, ...(readsVehicles ? vehicles.params : [])] };
    const docs = sees('documentation_status');
    const company = sees('event_company_id');
    const [totals, byCategory, byCompany, requestRows, median, vehicleTypes, vehicleCompanies, quotas] = await Promise.all([
      aggregate<Row>(this.db, where, `COUNT(*) AS n, ${PER_STATUS}`),
      docs && sees('event_attendee_category_id')
        ? aggregate<Row>(
            this.db,
            where,
            `attendee.event_attendee_category_id AS k, MAX(category.name) AS label, COUNT(*) AS n, ${PER_STATUS}`,
            'GROUP BY attendee.event_attendee_category_id',
            'LEFT JOIN attendee_categories category ON category.id = attendee.event_attendee_category_id',
          )
        : null,
      docs && company
        ? aggregate<Row>(
            this.db,
            where,
            `attendee.event_company_id AS k, MAX(company.name) AS label, COUNT(*) AS n, ${PER_STATUS}`,
            'GROUP BY attendee.event_company_id',
            'LEFT JOIN event_companies company ON company.id = attendee.event_company_id',
          )
        : null,
      aggregateOver<Row>(this.db, 'access_requests r', requests, 'r.status AS k, COUNT(*) AS n', 'GROUP BY r.status'),
      this.medianDecision(requests),
      readsVehicles ? aggregateOver<Row>(this.db, 'vehicles v', vehicles, 'v.type AS k, COUNT(*) AS n', 'GROUP BY v.type') : null,
      readsVehicles && company
        ? aggregateOver<Row>(
            this.db,
            'vehicles v',
            vehicles,
            'v.event_company_id AS k, MAX(company.name) AS label, COUNT(*) AS n',
            'GROUP BY v.event_company_id',
            'LEFT JOIN event_companies company ON company.id = v.event_company_id',
          )
        : null,
      company ? this.quotas(ctx.eventId, query.companyId, where, readsVehicles ? vehicles : null) : null,
    ]);
    const t = totals[0] ?? {};
    const everyKey = <K extends string>(keys: readonly K[], rows: Row[]) =>
      keys.map((key) => ({ key, label: null, count: num(rows.find((r) => String(r.k) === key)?.n) }));
    const named = (rows: Row[]): ReportBarDto[] =>
      rows
        .map((r) => ({ key: r.k === null ? null : num(r.k), label: r.k === null ? null : String(r.label), count: num(r.n) }))
        .sort(byCount);
    const documentation = (rows: Row[]): DocumentationBarDto[] =>
      named(rows).map((bar) => {
        const r = rows.find((row) => (row.k === null ? null : num(row.k)) === bar.key)!;
        return {
          ...bar,
          complete: num(r.complete),
          missing: num(r.missing),
          expired: num(r.expired),
          to_validate: num(r.to_validate),
          rejected: num(r.rejected),
        };
      });
    return {
      attendees: num(t.n),
      documentation: docs
        ? (Object.fromEntries(DOCUMENTATION_STATUSES.map((s) => [s, num(t[s.toLowerCase()])])) as AccreditationReportDto['documentation'])
        : null,
      documentation_by_category: byCategory && documentation(byCategory),
      documentation_by_company: byCompany && documentation(byCompany),
      requests_by_status: everyKey(ACCESS_REQUEST_STATUSES, requestRows),
      median_decision_minutes: median,
      vehicles_by_type:
        vehicleTypes &&
        everyKey(VEHICLE_TYPES, vehicleTypes)
          .filter((b) => b.count > 0)
          .sort(byCount),
      vehicles_by_company: vehicleCompanies && named(vehicleCompanies),
      quota_by_company: quotas,
    };
  }

  /** The median minutes from a request to its decision: the database counts the decided ones and sorts their durations. */
  private async medianDecision(requests: SqlCondition): Promise<number | null> {
    const seconds = isMysql(this.db)
      ? 'TIMESTAMPDIFF(SECOND, r.created_at, r.decided_at)'
      : 'CAST(ROUND((julianday(r.decided_at) - julianday(r.created_at)) * 86400) AS INTEGER)';
    const decided: SqlCondition = {
      sql: `r.decided_at IS NOT NULL AND r.status <> 'PENDING' AND ${requests.sql}`,
      params: requests.params,
    };
    const n = num((await aggregateOver<Row>(this.db, 'access_requests r', decided, 'COUNT(*) AS n'))[0]?.n);
    if (n === 0) return null;
    const middle = await aggregateOver<Row>(
      this.db,
      'access_requests r',
      decided,
      `${seconds} AS s`,
      `ORDER BY ${seconds} LIMIT ${n % 2 ? 1 : 2} OFFSET ${Math.floor((n - 1) / 2)}`,
    );
    const mean = middle.reduce((sum, r) => sum + num(r.s), 0) / middle.length;
    return Math.round(mean / 60);
  }

  /** Every company of the report (the filtered one, or all the event's): its attendees and vehicles in the report against its quotas. */
  private async quotas(
    eventId: number,
    companyId: number | null,
    where: SqlCondition,
    vehicles: SqlCondition | null,
  ): Promise<AccreditationReportDto['quota_by_company']> {
    const vehicleCount = vehicles ? `(SELECT COUNT(*) FROM vehicles v WHERE ${vehicles.sql} AND v.event_company_id = company.id)` : '0';
    const rows = await aggregateOver<Row>(
      this.db,
      'event_companies company',
      {
        sql: `company.event_id = ?${companyId === null ? '' : ' AND company.id = ?'}`,
        params: [...where.params, ...(vehicles?.params ?? []), eventId, ...(companyId === null ? [] : [companyId])],
      },
      `company.id AS k, company.name AS label, company.attendee_quota AS aq, company.vehicle_quota AS vq,
       (SELECT COUNT(*) FROM attendees attendee WHERE ${where.sql} AND attendee.event_company_id = company.id) AS n,
       ${vehicleCount} AS vn`,
    );
    return rows
      .map((r) => ({
        key: num(r.k),
        label: String(r.label),
        count: num(r.n),
        attendee_quota: r.aq === null ? null : num(r.aq),
        vehicles: num(r.vn),
        vehicle_quota: r.vq === null ? null : num(r.vq),
      }))
      .sort(byCount);
  }
}
