import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAYMENT_METHODS, UNPAID_AGE_BUCKETS, type CommerceReportBarDto, type CommerceReportDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { Clock } from '../../platform/common/clock';
import type { SqlCondition } from '../../registration/attendees/attendee-list';
import type { ReportSource } from '../report-module';
import { aggregateOver, byCount, num, ofReportAttendees, reportAttendees, type ReportQuery } from '../registrations/report-query';

type Row = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
const AMOUNTS = 'SUM(line.net_cents) AS net, SUM(line.vat_cents) AS vat, SUM(line.gross_cents) AS gross';
const ORDER_AMOUNTS = 'SUM(o.total_net_cents) AS net, SUM(o.total_vat_cents) AS vat, SUM(o.total_gross_cents) AS gross';

/** A stored timestamp as both engines compare it: 'YYYY-MM-DD HH:MM:SS.SSS' (UTC). */
const sqlTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 23);

/**
 * The commerce report (issue 28): the placed orders of the report's attendees (report-query.ts: the caller's
 * row scope and the filters) and their lines, each figure one aggregate statement (COUNT/SUM … GROUP BY).
 * Drafts (a checkout not finished) and cancelled orders are not sales.
 */
@Injectable()
export class CommerceReportService implements ReportSource<CommerceReportDto> {
  constructor(
    @InjectDataSource() readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async report(ctx: EventContext, query: ReportQuery): Promise<CommerceReportDto> {
    const { where } = await reportAttendees(this.db, ctx, query);
    const ofAttendees = ofReportAttendees('o', 'o.attendee_id', ctx.eventId, where);
    const orders: SqlCondition = { sql: `o.status = 'PLACED' AND ${ofAttendees.sql}`, params: ofAttendees.params };
    const en = ctx.lang === 'en';
    const productName = en ? 'COALESCE(p.name_en, p.name_it, line.product_name)' : 'COALESCE(p.name_it, line.product_name)';
    const categoryName = en ? 'COALESCE(c.name_en, c.name_it)' : 'c.name_it';
    const lines = (select: string, group: string, join = '') =>
      aggregateOver<Row>(
        this.db,
        'order_lines line',
        orders,
        `${select}, SUM(line.quantity) AS n, ${AMOUNTS}`,
        `GROUP BY ${group}`,
        `JOIN orders o ON o.id = line.order_id ${join}`,
      );
    // The bucket's bounds are our own timestamps (digits only), written into the statement.
    const now = this.clock.now();
    const age = `CASE WHEN o.created_at > '${sqlTime(now - 7 * DAY_MS)}' THEN '${UNPAID_AGE_BUCKETS[0]}' WHEN o.created_at >= '${sqlTime(now - 30 * DAY_MS)}' THEN '${UNPAID_AGE_BUCKETS[1]}' ELSE '${UNPAID_AGE_BUCKETS[2]}' END`;
    const [totals, products, categories, methods, rates, unpaid] = await Promise.all([
      aggregateOver<Row>(
        this.db,
        'orders o',
        orders,
        `COUNT(*) AS n, ${ORDER_AMOUNTS}, SUM(CASE WHEN o.payment_status = 'PAID' THEN o.total_gross_cents ELSE 0 END) AS paid`,
      ),
      lines(`line.product_id AS k, MAX(${productName}) AS label`, 'line.product_id', 'LEFT JOIN products p ON p.id = line.product_id'),
      lines(
        `p.category_id AS k, MAX(${categoryName}) AS label`,
        'p.category_id',
        'LEFT JOIN products p ON p.id = line.product_id LEFT JOIN product_categories c ON c.id = p.category_id',
      ),
      aggregateOver<Row>(
        this.db,
        'orders o',
        orders,
        `o.payment_method AS k, COUNT(*) AS n, ${ORDER_AMOUNTS}`,
        'GROUP BY o.payment_method',
      ),
      lines('line.vat_rate AS k', 'line.vat_rate'),
      aggregateOver<Row>(
        this.db,
        'orders o',
        { sql: `o.payment_status <> 'PAID' AND ${orders.sql}`, params: orders.params },
        `${age} AS k, COUNT(*) AS n, ${ORDER_AMOUNTS}`,
        `GROUP BY ${age}`,
      ),
    ]);
    const bar = (r: Row, key: CommerceReportBarDto['key'], label: string | null): CommerceReportBarDto => ({
      key,
      label,
      count: num(r.n),
      net_cents: num(r.net),
      vat_cents: num(r.vat),
      gross_cents: num(r.gross),
    });
    const zero = { count: 0, net_cents: 0, vat_cents: 0, gross_cents: 0 };
    const everyKey = <K extends string>(keys: readonly K[], rows: Row[]) =>
      keys.map((key) => {
        const r = rows.find((row) => String(row.k) === key);
        return { ...(r ? bar(r, key, null) : { key, label: null, ...zero }), key, label: null };
      });
    const t = totals[0] ?? {};
    return {
      orders: num(t.n),
      net_cents: num(t.net),
      vat_cents: num(t.vat),
      gross_cents: num(t.gross),
      paid_cents: num(t.paid),
      by_product: products.map((r) => bar(r, num(r.k), String(r.label))).sort(byAmount),
      by_category: categories.map((r) => (r.k === null ? bar(r, null, null) : bar(r, num(r.k), String(r.label)))).sort(byAmount),
      by_payment_method: everyKey(PAYMENT_METHODS, methods),
      vat: rates
        .map((r) => ({ ...bar(r, String(num(r.k)), null), key: String(num(r.k)), label: null }))
        .sort((x, y) => Number(y.key) - Number(x.key)),
      unpaid_by_age: everyKey(UNPAID_AGE_BUCKETS, unpaid),
    };
  }
}

/** Bars by revenue, then as every report's (by count, then name; the "none" bar last). */
const byAmount = (x: CommerceReportBarDto, y: CommerceReportBarDto) =>
  Number(x.key === null) - Number(y.key === null) || y.gross_cents - x.gross_cents || byCount(x, y);
