import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAYMENT_STATUSES, type AppAbility, type EventStatsDto, type StatsGroupDto } from '@eventdesk/shared';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { Attendee } from '../attendees/attendee.entity';
import { AttendeeCategory } from '../attendees/attendee-category.entity';
import { scopeQuery } from '../../platform/access/scope-query';
import { notFound } from '../../platform/common/errors';
import { EventCompany } from '../../platform/events/event-company.entity';
import { Event } from '../../platform/events/event.entity';

/** Inclusive range of UTC calendar days (`YYYY-MM-DD`); an open end is null. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export const TOP_COMPANIES = 20;
export const DEFAULT_DAYS = 60;

const num = (value: unknown): number => Number(value ?? 0) || 0;

/** The day after `date` (`YYYY-MM-DD`), for half-open datetime ranges. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The event dashboard: every figure is an aggregate computed by the database (COUNT/SUM … GROUP BY)
 * over the event's attendees the caller may read, so its cost does not depend on loading rows.
 * The row scope comes from the CASL rules of the subject 'Stats' (a COMPANY user: `event_company_id`).
 */
@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async eventStats(eventId: number, ability: AppAbility, range: DayRange): Promise<EventStatsDto> {
    // Members reach only events that exist; a superadmin may name any id.
    if (!(await this.db.getRepository(Event).existsBy({ id: eventId }))) throw notFound();
    const [totals, companies, byCategory, byCompany, byPayment, perDay, money] = await Promise.all([
      this.totals(eventId, ability),
      this.companyCount(eventId, ability),
      this.byCategory(eventId, ability),
      this.topCompanies(eventId, ability),
      this.byPaymentStatus(eventId, ability),
      this.registrationsPerDay(eventId, ability, range),
      this.money(eventId, ability),
    ]);

    const companyBars: StatsGroupDto[] = byCompany;
    const inTop = byCompany.reduce((sum, c) => sum + c.count, 0);
    if (totals.noCompany > 0) companyBars.push({ id: 'none', name: null, count: totals.noCompany });
    const other = totals.attendees - totals.noCompany - inTop;
    if (other > 0) companyBars.push({ id: 'other', name: null, count: other });

    return {
      totals: { attendees: totals.attendees, pending: totals.pending, badges_delivered: totals.badgesDelivered, companies },
      by_category: byCategory,
      by_company: companyBars,
      by_payment_status: PAYMENT_STATUSES.map((status) => ({ status, count: byPayment.get(status) ?? 0 })),
      registrations_per_day: perDay,
      money,
    };
  }

  /** Paid and pending amounts of the orders that are not cancelled, per currency, over the caller's attendees. */
  private async money(eventId: number, ability: AppAbility): Promise<EventStatsDto['money']> {
    const rows = await this.attendees(eventId, ability)
      .innerJoin('orders', 'o', 'o.attendee_id = a.id')
      .select('o.currency', 'currency')
      .addSelect('o.payment_status', 'payment')
      .addSelect('SUM(o.total_gross_cents)', 'cents')
      .addSelect('COUNT(*)', 'n')
      .andWhere("o.status <> 'CANCELLED'")
      .groupBy('o.currency')
      .addGroupBy('o.payment_status')
      .getRawMany<ObjectLiteral>();
    const byCurrency = new Map<string, EventStatsDto['money'][number]>();
    for (const r of rows) {
      const currency = String(r.currency);
      const entry = byCurrency.get(currency) ?? { currency, paid_cents: 0, pending_cents: 0, paid_orders: 0, pending_orders: 0 };
      if (r.payment === 'PAID') {
        entry.paid_cents += num(r.cents);
        entry.paid_orders += num(r.n);
      } else {
        entry.pending_cents += num(r.cents);
        entry.pending_orders += num(r.n);
      }
      byCurrency.set(currency, entry);
    }
    return [...byCurrency.values()].sort((x, y) => x.currency.localeCompare(y.currency));
  }

  /** The event's attendees the caller may read, as `a`. */
  private attendees(eventId: number, ability: AppAbility): SelectQueryBuilder<Attendee> {
    const qb = this.db.getRepository(Attendee).createQueryBuilder('a').where('a.event_id = :eventId', { eventId });
    return scopeQuery(qb, ability, 'read', 'Stats', { event_company_id: 'a.event_company_id' });
  }

  private async totals(eventId: number, ability: AppAbility) {
    const row = await this.attendees(eventId, ability)
      .select('COUNT(*)', 'attendees')
      .addSelect('SUM(CASE WHEN a.pending = 1 THEN 1 ELSE 0 END)', 'pending')
      .addSelect('SUM(CASE WHEN a.badge_delivered = 1 THEN 1 ELSE 0 END)', 'badges')
      .addSelect('SUM(CASE WHEN a.event_company_id IS NULL THEN 1 ELSE 0 END)', 'no_company')
      .getRawOne<ObjectLiteral>();
    return {
      attendees: num(row?.attendees),
      pending: num(row?.pending),
      badgesDelivered: num(row?.badges),
      noCompany: num(row?.no_company),
    };
  }

  /** The event's companies in the caller's scope (a COMPANY user: its own), with or without attendees. */
  private async companyCount(eventId: number, ability: AppAbility): Promise<number> {
    const qb = this.db.getRepository(EventCompany).createQueryBuilder('c').where('c.event_id = :eventId', { eventId });
    scopeQuery(qb, ability, 'read', 'Stats', { event_company_id: 'c.id' });
    return qb.getCount();
  }

  /** Every category of the event with its count (zeros included), then attendees without a category. */
  private async byCategory(eventId: number, ability: AppAbility): Promise<StatsGroupDto[]> {
    const [categories, counts] = await Promise.all([
      this.db
        .getRepository(AttendeeCategory)
        .createQueryBuilder('c')
        .select(['c.id', 'c.name'])
        .where('c.event_id = :eventId', { eventId })
        .getMany(),
      this.attendees(eventId, ability)
        .select('a.event_attendee_category_id', 'id')
        .addSelect('COUNT(*)', 'count')
        .groupBy('a.event_attendee_category_id')
        .getRawMany<ObjectLiteral>(),
    ]);
    const countOf = new Map(counts.map((r) => [r.id === null ? null : num(r.id), num(r.count)]));
    const bars: StatsGroupDto[] = categories
      .map((c) => ({ id: c.id, name: c.name, count: countOf.get(c.id) ?? 0 }))
      .sort((x, y) => y.count - x.count || x.name.localeCompare(y.name) || x.id - y.id);
    const none = countOf.get(null) ?? 0;
    if (none > 0) bars.push({ id: 'none', name: null, count: none });
    return bars;
  }

  /** The companies with most attendees (ties: by name), at most TOP_COMPANIES. */
  private async topCompanies(eventId: number, ability: AppAbility): Promise<StatsGroupDto[]> {
    const rows = await this.attendees(eventId, ability)
      .innerJoin(EventCompany, 'c', 'c.id = a.event_company_id')
      .select('c.id', 'id')
      .addSelect('c.name', 'name')
      .addSelect('COUNT(*)', 'cnt')
      .groupBy('c.id')
      .addGroupBy('c.name')
      .orderBy('cnt', 'DESC')
      .addOrderBy('c.name', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .limit(TOP_COMPANIES)
      .getRawMany<ObjectLiteral>();
    return rows.map((r) => ({ id: num(r.id), name: String(r.name), count: num(r.cnt) }));
  }

  private async byPaymentStatus(eventId: number, ability: AppAbility): Promise<Map<string, number>> {
    const rows = await this.attendees(eventId, ability)
      .select('a.payment_status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('a.payment_status')
      .getRawMany<ObjectLiteral>();
    return new Map(rows.map((r) => [String(r.status), num(r.count)]));
  }

  /** Registrations per UTC day, oldest first; without a range, the latest DEFAULT_DAYS days that have any. */
  private async registrationsPerDay(eventId: number, ability: AppAbility, range: DayRange): Promise<{ date: string; count: number }[]> {
    const mysql = this.db.options.type === 'mysql' || this.db.options.type === 'mariadb';
    // Timestamps are stored in UTC on both engines; SQLite keeps them as 'YYYY-MM-DD HH:MM:SS.SSS' text.
    const day = mysql ? 'DATE(a.registration_date)' : 'substr(a.registration_date, 1, 10)';
    const qb = this.attendees(eventId, ability)
      .select(day, 'day')
      .addSelect('COUNT(*)', 'count')
      .andWhere('a.registration_date IS NOT NULL')
      .groupBy(day);
    // Half-open bounds on the column itself, so the (event_id, registration_date) index serves them.
    if (range.from) qb.andWhere('a.registration_date >= :from', { from: `${range.from} 00:00:00` });
    if (range.to) qb.andWhere('a.registration_date < :until', { until: `${nextDay(range.to)} 00:00:00` });
    if (range.from || range.to) qb.orderBy('day', 'ASC');
    else qb.orderBy('day', 'DESC').limit(DEFAULT_DAYS);
    const rows = await qb.getRawMany<ObjectLiteral>();
    const days = rows.map((r) => ({ date: dayString(r.day), count: num(r.count) }));
    return range.from || range.to ? days : days.reverse();
  }
}

/** `YYYY-MM-DD` whether the driver answers a string or a Date (MySQL DATE is read as a string here). */
function dayString(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
