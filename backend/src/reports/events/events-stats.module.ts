import { Controller, Get, Header, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { defineAbilityFor, type EventsStatsRowDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import { Ctx, type RequestContext } from '../../platform/access/request-context';
import type { AuthUser } from '../../platform/common/auth-user';
import { forbidden } from '../../platform/common/errors';
import { ListParams, page } from '../../platform/common/list-page';
import { Authenticated } from '../../platform/common/policy.decorator';
import type { ListQuery, ListSpec } from '../../platform/common/ra-query';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

/** The sort keys → the list statement's columns (`id` breaks ties). */
export const EVENTS_STATS_LIST: ListSpec = {
  resource: 'reports/events',
  sortable: { id: 'e.id', name: 'e.name', start_at: 'e.start_at', attendees: 'attendees', scans: 'scans', revenue_cents: 'revenue_cents' },
  filters: {},
  defaultSort: ['attendees', 'DESC'],
  tiebreaker: 'e.id',
};

/** An admitted entry (as the gate report counts one). */
const ENTRY = "s.holder_type = 'ATTENDEE' AND s.result = 'ADMITTED' AND s.direction = 'IN'";
/** A sale that is paid (as the commerce report's `paid_cents`). */
const PAID = "o.status = 'PLACED' AND o.payment_status = 'PAID'";

/**
 * The app menu's `stats` (issue 28): per event the caller may read reports of — a superadmin every event, a
 * user the events where their role reads `Report` (ADMIN, USER, VIEWER; SPEC §2) — its attendees, admitted
 * entries and paid revenue. Each figure is one aggregate statement grouped by event (the list's statement
 * joins the three, sorted and paged by the database); revenue per currency is a fourth over the page's events,
 * and only where the caller may read orders (`read Order`).
 */
@Injectable()
export class EventsStatsService {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  async list(user: AuthUser, list: ListQuery): Promise<{ rows: EventsStatsRowDto[]; total: number }> {
    const readable = user.is_superadmin
      ? null
      : user.events.filter((e) => defineAbilityFor(user, e.id).can('read', 'Report')).map((e) => e.id);
    if (readable && readable.length === 0) throw forbidden();
    const moneyOf = (id: number) => user.is_superadmin || defineAbilityFor(user, id).can('read', 'Order');
    const money = readable ? readable.filter(moneyOf) : null;
    const inList = (column: string, ids: number[] | null) =>
      ids ? (ids.length ? `${column} IN (${ids.map(Number).join(', ')})` : '1 = 0') : '1 = 1';
    const where = inList('e.id', readable);
    const [{ n }] = await this.db.query<Row[]>(`SELECT COUNT(*) AS n FROM events e WHERE ${where}`);
    const rows = await this.db.query<Row[]>(
      `SELECT e.id AS id, e.name AS name, e.start_at AS start_at,
         COALESCE(a.n, 0) AS attendees, COALESCE(s.n, 0) AS scans, COALESCE(r.cents, 0) AS revenue_cents
       FROM events e
       LEFT JOIN (SELECT event_id, COUNT(*) AS n FROM attendees GROUP BY event_id) a ON a.event_id = e.id
       LEFT JOIN (SELECT s.event_id, COUNT(*) AS n FROM scans s WHERE ${ENTRY} GROUP BY s.event_id) s ON s.event_id = e.id
       LEFT JOIN (SELECT o.event_id, SUM(o.total_gross_cents) AS cents FROM orders o WHERE ${PAID} AND ${inList('o.event_id', money)}
                  GROUP BY o.event_id) r ON r.event_id = e.id
       WHERE ${where}
       ORDER BY ${list.sort.column} ${list.sort.order}, e.id ${list.sort.order}
       LIMIT ${Number(list.limit)} OFFSET ${Number(list.offset)}`,
    );
    const ids = rows.map((r) => num(r.id)).filter(moneyOf);
    const revenue = ids.length
      ? await this.db.query<Row[]>(
          `SELECT o.event_id AS event_id, o.currency AS currency, SUM(o.total_gross_cents) AS cents FROM orders o
           WHERE ${PAID} AND ${inList('o.event_id', ids)} GROUP BY o.event_id, o.currency ORDER BY o.currency`,
        )
      : [];
    return {
      total: num(n),
      rows: rows.map((r) => ({
        id: num(r.id),
        name: String(r.name),
        start_at: r.start_at == null ? null : String(r.start_at instanceof Date ? r.start_at.toISOString() : r.start_at).slice(0, 10),
        attendees: num(r.attendees),
        scans: num(r.scans),
        revenue_cents: num(r.revenue_cents),
        revenue: moneyOf(num(r.id))
          ? revenue.filter((m) => num(m.event_id) === num(r.id)).map((m) => ({ currency: String(m.currency), cents: num(m.cents) }))
          : null,
      })),
    };
  }
}

@Controller('api/reports/events')
export class EventsStatsController {
  constructor(private readonly stats: EventsStatsService) {}

  /** Signed in; the service answers 403 to a user whose roles read no report anywhere. */
  @Authenticated()
  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Ctx() ctx: RequestContext, @ListParams(EVENTS_STATS_LIST) list: ListQuery): Promise<EventsStatsRowDto[]> {
    return page(list, await this.stats.list(ctx.user, list));
  }
}

@Module({ controllers: [EventsStatsController], providers: [EventsStatsService] })
export class EventsStatsModule {}
