import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AGE_BANDS,
  GENDERS,
  PAYMENT_STATUSES,
  defineAbilityFor,
  membershipIn,
  type RegistrationDayDto,
  type RegistrationsComparisonDto,
  type RegistrationsReportDto,
  type ReportBarDto,
} from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import { eventContextOf, type EventContext } from '../../platform/access/request-context';
import { invalid } from '../../platform/common/errors';
import { EventSettingsService } from '../../platform/events/event-settings.service';
import type { SqlCondition } from '../../registration/attendees/attendee-list';
import { isMysql } from '../../platform/database/driver-sql';
import { aggregate, byCount, dayOf, dayString, num, reportAttendees, type ReportQuery } from './report-query';

type Row = Record<string, unknown>;

/**
 * The registrations report (issue 28): every figure is one aggregate statement (COUNT … GROUP BY) over the
 * report's attendees — the caller's row scope and the query's filters (report-query.ts) — never rows
 * loaded and counted. A dimension on a field the caller's role does not see is null.
 */
@Injectable()
export class RegistrationsReportService {
  constructor(
    @InjectDataSource() readonly db: DataSource,
    private readonly settings: EventSettingsService,
  ) {}

  async report(ctx: EventContext, query: ReportQuery): Promise<RegistrationsReportDto> {
    // The compared event is checked before anything is counted: refused, nothing of it is read.
    const compared = query.compareEventId === null ? null : await this.comparedContext(ctx, query.compareEventId);
    const { access, where } = await reportAttendees(this.db, ctx, query);
    const sees = (field: string) => access.visible.has(field);
    const [profile, perDay, byCategory, byCompany, byCountry, byProvince, compare] = await Promise.all([
      this.profile(where, sees),
      sees('registration_date') ? this.eventOf(ctx.eventId).then(({ start }) => this.perDay(where, start)) : null,
      sees('event_attendee_category_id') ? this.byCategory(ctx.eventId, where) : null,
      sees('event_company_id') ? this.byCompany(where) : null,
      sees('country') ? this.byCode(where, 'country') : null,
      sees('province') ? this.byCode(where, 'province') : null,
      compared && this.comparison(compared),
    ]);
    const { total, pending, byPayment, byGender, byAgeBand, byRegion } = profile;
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
      by_gender: byGender && inOrder(GENDERS, byGender),
      by_age_band:
        byAgeBand &&
        inOrder(
          AGE_BANDS.map((b) => b.key),
          byAgeBand,
        ),
      by_region: byRegion,
      compare,
    };
  }

  /**
   * The caller inside the compared event, as the guard would make it there: refused (422 on `compare_event_id`, one
   * message whether the event is missing or not the caller's to read, so the answer tells nothing of events the
   * caller has no role in) unless it exists and the caller may `read Report` there (a superadmin: any event).
   */
  private async comparedContext(ctx: EventContext, eventId: number): Promise<EventContext> {
    const membership = membershipIn(ctx.user, eventId);
    const ability = defineAbilityFor(ctx.user, eventId);
    const settings = ctx.user.is_superadmin || membership ? await this.settings.get(eventId) : null;
    if (!settings || !ability.can('read', 'Report')) throw invalid({ compare_event_id: ['report_compare_event'] });
    return eventContextOf(ctx, eventId, settings, ability);
  }

  /**
   * The compared event's figures: every attendee the caller may read there (its row scope; none of the report's
   * filters, which name this event's days, categories, companies and saved filters) and their registrations per day.
   */
  private async comparison(ctx: EventContext): Promise<RegistrationsComparisonDto> {
    const [{ access, where }, { name, start }] = await Promise.all([reportAttendees(this.db, ctx, NO_FILTER), this.eventOf(ctx.eventId)]);
    const [totals, perDay] = await Promise.all([
      aggregate<Row>(this.db, where, 'COUNT(*) AS total'),
      access.visible.has('registration_date') ? this.perDay(where, start) : null,
    ]);
    return { event_id: ctx.eventId, name, start_date: start, total: num(totals[0]?.total), per_day: perDay };
  }

  /** The event's name and start day (`YYYY-MM-DD`; null when it has none). */
  private async eventOf(eventId: number): Promise<{ name: string; start: string | null }> {
    const [event] = await this.db.query<Row[]>('SELECT name, start_at FROM events WHERE id = ?', [eventId]);
    return { name: String(event?.name ?? ''), start: event?.start_at == null ? null : dayString(event.start_at) };
  }

  /**
   * The total, the pending, and the counts by payment status, gender, age band and region, in one pass: one
   * `GROUP BY` over the five small dimensions together (at most a few thousand groups, whatever the number of
   * attendees), folded here into one count per dimension. A dimension on a field the caller does not see is
   * grouped as a constant and answered null.
   */
  private async profile(where: SqlCondition, sees: (field: string) => boolean) {
    const dims = {
      payment: sees('payment_status') ? `NULLIF(attendee.payment_status, '')` : 'NULL',
      gender: sees('gender') ? `NULLIF(attendee.gender, '')` : 'NULL',
      band: sees('age') && sees('date_of_birth') ? this.ageBand() : 'NULL',
      region: sees('origin_region') ? `NULLIF(attendee.origin_region, '')` : 'NULL',
    };
    const exprs = Object.values(dims);
    const rows = await aggregate<Row>(
      this.db,
      where,
      `${exprs.map((e, i) => `${e} AS d${i}`).join(', ')}, attendee.pending AS pending, COUNT(*) AS n`,
      `GROUP BY ${[...exprs, 'attendee.pending'].join(', ')}`,
      dims.band === 'NULL' ? '' : 'LEFT JOIN events ev ON ev.id = attendee.event_id',
    );
    const fold = (i: number): ReportBarDto[] => {
      const counts = new Map<string | null, number>();
      for (const r of rows) {
        const key = r[`d${i}`] == null ? null : String(r[`d${i}`]);
        counts.set(key, (counts.get(key) ?? 0) + num(r.n));
      }
      return [...counts].map(([key, count]) => ({ key, label: null, count }));
    };
    return {
      total: rows.reduce((sum, r) => sum + num(r.n), 0),
      pending: rows.reduce((sum, r) => sum + (num(r.pending) === 1 ? num(r.n) : 0), 0),
      byPayment: sees('payment_status') ? fold(0) : null,
      byGender: sees('gender') ? fold(1) : null,
      byAgeBand: dims.band === 'NULL' ? null : fold(2),
      byRegion: sees('origin_region') ? fold(3).sort(byCount) : null,
    };
  }

  /**
   * The age band (shared `AGE_BANDS`) as an SQL expression: the attendee's `age`, else their whole years on the
   * event's first day (`start_at`) from `date_of_birth`; neither (or no start day) is null.
   */
  private ageBand(): string {
    const dob = 'attendee.date_of_birth';
    const start = 'ev.start_at';
    const years = isMysql(this.db)
      ? `TIMESTAMPDIFF(YEAR, ${dob}, ${start})`
      : `(CAST(substr(${start}, 1, 4) AS INTEGER) - CAST(substr(${dob}, 1, 4) AS INTEGER) - (substr(${start}, 6, 5) < substr(${dob}, 6, 5)))`;
    const age = `COALESCE(attendee.age, ${years})`;
    return `CASE WHEN ${age} IS NULL THEN NULL ${AGE_BANDS.map((b) =>
      b.max === null ? `ELSE '${b.key}'` : `WHEN ${age} <= ${b.max} THEN '${b.key}'`,
    ).join(' ')} END`;
  }

  /** Registrations per UTC day, oldest first, with the running total and each day's distance from `start` (the event's start day). */
  private async perDay(where: SqlCondition, start: string | null): Promise<RegistrationDayDto[]> {
    const day = dayOf(this.db, 'attendee.registration_date');
    const rows = await aggregate<Row>(
      this.db,
      where,
      `${day} AS day, COUNT(*) AS n`,
      `AND attendee.registration_date IS NOT NULL GROUP BY ${day} ORDER BY ${day}`,
    );
    let cumulative = 0;
    return rows.map((r) => ({
      date: dayString(r.day),
      days_from_start: daysBetween(start, dayString(r.day)),
      count: num(r.n),
      cumulative: (cumulative += num(r.n)),
    }));
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
    return (await this.grouped(where, `NULLIF(attendee.${column}, '')`)).sort(byCount);
  }

  /** Counts by a code expression over the report's attendees (`join`: the tables it reads), one bar per code. */
  private async grouped(where: SqlCondition, code: string, join = ''): Promise<ReportBarDto[]> {
    const rows = await aggregate<Row>(this.db, where, `${code} AS code, COUNT(*) AS n`, `GROUP BY ${code}`, join);
    return rows.map((r) => ({ key: r.code === null ? null : String(r.code), label: null, count: num(r.n) }));
  }
}

/** The compared event's query: none of the report's filters. */
const NO_FILTER: ReportQuery = {
  from: null,
  to: null,
  categoryId: null,
  companyId: null,
  filterId: null,
  compareEventId: null,
  format: null,
};

const DAY_MS = 86_400_000;
/** Whole days from `start` to `day` (both `YYYY-MM-DD`, UTC): negative before the start; null without a start. */
const daysBetween = (start: string | null, day: string): number | null =>
  start === null ? null : Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

/** Every key of `keys` in that order (zeros too), then the null bar when it counts someone. */
function inOrder<K extends string>(keys: readonly K[], bars: ReportBarDto[]): { key: K | null; label: null; count: number }[] {
  const countOf = (key: string | null) => bars.find((b) => b.key === key)?.count ?? 0;
  const none = countOf(null);
  return [...keys.map((key) => ({ key, label: null, count: countOf(key) })), ...(none ? [{ key: null, label: null, count: none }] : [])];
}
