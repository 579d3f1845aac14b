import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAYMENT_STATUSES, type RegistrationsReportDto, type ReportBarDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import type { SqlCondition } from '../../registration/attendees/attendee-list';
import { aggregate, byCount, dayOf, dayString, num, reportAttendees, type ReportQuery } from './report-query';

type Row = Record<string, unknown>;

/**
 * The registrations report (issue 28): every figure is one aggregate statement (COUNT … GROUP BY) over the
 * report's attendees — the caller's row scope and the query's filters (report-query.ts) — never rows
 * loaded and counted. A dimension on a field the caller's role does not see is null.
 */
@Injectable()
export class RegistrationsReportService {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  async report(ctx: EventContext, query: ReportQuery): Promise<RegistrationsReportDto> {
    const { access, where } = await reportAttendees(this.db, ctx, query);
    const sees = (field: string) => access.visible.has(field);
    const [totals, perDay, byCategory, byCompany, byCountry, byProvince, byPayment] = await Promise.all([
      aggregate<Row>(this.db, where, 'COUNT(*) AS total, SUM(CASE WHEN attendee.pending = 1 THEN 1 ELSE 0 END) AS pending'),
      sees('registration_date') ? this.perDay(where) : null,
      sees('event_attendee_category_id') ? this.byCategory(ctx.eventId, where) : null,
      sees('event_company_id') ? this.byCompany(where) : null,
      sees('country') ? this.byCode(where, 'country') : null,
      sees('province') ? this.byCode(where, 'province') : null,
      sees('payment_status') ? this.byCode(where, 'payment_status') : null,
    ]);
    const total = num(totals[0]?.total);
    const pending = num(totals[0]?.pending);
    return {
      total,
      pending: sees('pending') ? { pending, confirmed: total - pending } : null,
      per_day: perDay,
      by_category: byCategory,
      by_company: byCompany,
      by_country: byCountry,
      by_province: byProvince,
      by_payment_status: byPayment
        ? PAYMENT_STATUSES.map((status) => ({ key: status, label: null, count: byPayment.find((b) => b.key === status)?.count ?? 0 }))
        : null,
    };
  }

  /** Registrations per UTC day, oldest first, with the running total. */
  private async perDay(where: SqlCondition): Promise<RegistrationsReportDto['per_day']> {
    const day = dayOf(this.db, 'attendee.registration_date');
    const rows = await aggregate<Row>(
      this.db,
      where,
      `${day} AS day, COUNT(*) AS n`,
      `AND attendee.registration_date IS NOT NULL GROUP BY ${day} ORDER BY ${day}`,
    );
    let cumulative = 0;
    return rows.map((r) => ({ date: dayString(r.day), count: num(r.n), cumulative: (cumulative += num(r.n)) }));
  }

  /** Every category of the event (zeros too), then the attendees without one. */
  private async byCategory(eventId: number, where: SqlCondition): Promise<ReportBarDto[]> {
    const [categories, counts] = await Promise.all([
      this.db.query<Row[]>('SELECT id, name FROM attendee_categories WHERE event_id = ?', [eventId]),
      aggregate<Row>(
        this.db,
        where,
        'attendee.event_attendee_category_id AS id, COUNT(*) AS n',
        'GROUP BY attendee.event_attendee_category_id',
      ),
    ]);
    const countOf = new Map(counts.map((r) => [r.id === null ? null : num(r.id), num(r.n)]));
    const bars: ReportBarDto[] = categories.map((c) => ({ key: num(c.id), label: String(c.name), count: countOf.get(num(c.id)) ?? 0 }));
    if (countOf.get(null)) bars.push({ key: null, label: null, count: countOf.get(null)! });
    return bars.sort(byCount);
  }

  /** The companies with attendees in the report, then the attendees without a company. */
  private async byCompany(where: SqlCondition): Promise<ReportBarDto[]> {
    const grouped = await aggregate<Row>(
      this.db,
      where,
      'attendee.event_company_id AS id, MAX(company.name) AS name, COUNT(*) AS n',
      'GROUP BY attendee.event_company_id',
      'LEFT JOIN event_companies company ON company.id = attendee.event_company_id',
    );
    return grouped
      .map((r) => ({ key: r.id === null ? null : num(r.id), label: r.id === null ? null : String(r.name), count: num(r.n) }))
      .sort(byCount);
  }

  /** Counts by a code column (country, province, payment status); a missing code is the null bar. */
  private async byCode(where: SqlCondition, column: string): Promise<ReportBarDto[]> {
    const code = `NULLIF(attendee.${column}, '')`;
    const rows = await aggregate<Row>(this.db, where, `${code} AS code, COUNT(*) AS n`, `GROUP BY ${code}`);
    return rows.map((r) => ({ key: r.code === null ? null : String(r.code), label: null, count: num(r.n) })).sort(byCount);
  }
}
