import { HttpStatus } from '@nestjs/common';
import type { MessageKey, ReportBarDto } from '@eventdesk/shared';
import type { DataSource } from 'typeorm';
import { invalid } from '../../platform/common/errors';
import { parseListQuery } from '../../platform/common/ra-query';
import { isMysql, readStatement } from '../../platform/database/driver-sql';
import { attendeeAccess, type AttendeeAccess } from '../../registration/attendees/attendee-access';
import { attendeeListSpec, attendeeListWhere, type SqlCondition } from '../../registration/attendees/attendee-list';
import type { ExportFormat } from '../../registration/exports/table-file';
import { savedAttendeeFilterWhere } from '../../registration/filters/saved-filter-where';
import type { EventContext } from '../../platform/access/request-context';

/**
 * What every report's query names (issue 28): the registration days (`from`/`to`, both included), a
 * category, a company, a saved attendee filter, and `format` for a file. Every malformed parameter is
 * named at once in one 400 (`fields`), in the caller's language.
 */
export interface ReportQuery {
  from: string | null;
  to: string | null;
  categoryId: number | null;
  companyId: number | null;
  filterId: number | null;
  /**
   * `compare_event_id`: another event set beside this one, read by the registrations report only (the other
   * reports ignore it, as any parameter they do not take); malformed, it is named in the 400 with the others.
   */
  compareEventId: number | null;
  format: ExportFormat | null;
}

function calendarDay(raw: unknown, errors: Record<string, MessageKey[]>, name: string): string | null {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return (void (errors[name] = ['q_day']), null);
  const date = new Date(`${raw}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) return (void (errors[name] = ['q_calendar']), null);
  return raw;
}

function recordId(raw: unknown, errors: Record<string, MessageKey[]>, name: string): number | null {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) return (void (errors[name] = ['q_id']), null);
  return Number(raw);
}

export function parseReportQuery(query: Record<string, unknown>): ReportQuery {
  const errors: Record<string, MessageKey[]> = {};
  const from = calendarDay(query.from, errors, 'from');
  const to = calendarDay(query.to, errors, 'to');
  if (from && to && from > to) errors.to = ['q_after_from'];
  const categoryId = recordId(query.category_id, errors, 'category_id');
  const companyId = recordId(query.company_id, errors, 'company_id');
  const filterId = recordId(query.filter_id, errors, 'filter_id');
  const compareEventId = recordId(query.compare_event_id, errors, 'compare_event_id');
  let format: ExportFormat | null = null;
  if (query.format !== undefined) {
    if (query.format === 'csv' || query.format === 'xlsx') format = query.format;
    else errors.format = ['q_format'];
  }
  if (Object.keys(errors).length) throw invalid(errors, {}, HttpStatus.BAD_REQUEST);
  return { from, to, categoryId, companyId, filterId, compareEventId, format };
}

/**
 * The report's attendees (alias `attendee`): the event's attendees in the caller's row scope (the attendee
 * list's own conditions, attendee-list.ts), narrowed by the query's filters. A filter on a field the
 * caller's role does not see is refused (400), as the attendee list refuses it. `everyone`: the caller sees
 * every attendee of the event and no filter applies (the condition is `attendee.event_id = ?` alone).
 */
export async function reportAttendees(
  db: DataSource,
  ctx: EventContext,
  q: ReportQuery,
): Promise<{ access: AttendeeAccess; where: SqlCondition; everyone: boolean }> {
  const access = attendeeAccess(ctx);
  const hidden: Record<string, MessageKey[]> = {};
  const need = (param: string, field: string) => {
    if (!access.visible.has(field)) hidden[param] = ['q_hidden_field'];
  };
  if (q.from || q.to) need(q.from ? 'from' : 'to', 'registration_date');
  if (q.categoryId !== null) need('category_id', 'event_attendee_category_id');
  if (q.companyId !== null) need('company_id', 'event_company_id');
  if (Object.keys(hidden).length) throw invalid(hidden, {}, HttpStatus.BAD_REQUEST);
  const filter: Record<string, string | number> = {};
  if (q.from) filter.registration_date_gte = q.from;
  if (q.to) filter.registration_date_lte = q.to;
  if (q.categoryId !== null) filter.event_attendee_category_id = q.categoryId;
  if (q.companyId !== null) filter.event_company_id = q.companyId;
  const conditions = [attendeeListWhere(parseListQuery({ filter: JSON.stringify(filter) }, attendeeListSpec(access)), access)];
  if (q.filterId !== null) conditions.push(await savedAttendeeFilterWhere(db, ctx, q.filterId));
  // No row scope and no filter: the condition is the event's alone (attendee-list.ts answers it as one condition).
  const everyone = conditions.length === 1 && conditions[0]!.sql === 'attendee.event_id = ?';
  return {
    access,
    everyone,
    where: { sql: conditions.map((c) => `(${c.sql})`).join(' AND '), params: conditions.flatMap((c) => c.params) },
  };
}

/** One aggregate statement over the report's attendees: `SELECT {select} FROM attendees attendee {join} WHERE … {rest}`. */
export function aggregate<T extends object>(db: DataSource, where: SqlCondition, select: string, rest = '', join = ''): Promise<T[]> {
  return aggregateOver(db, 'attendees attendee', where, select, rest, join);
}

/** One aggregate statement over another table (a report's scans, orders…): `SELECT {select} FROM {from} {join} WHERE {scope} {rest}`. */
export function aggregateOver<T extends object>(
  db: DataSource,
  from: string,
  scope: SqlCondition,
  select: string,
  rest = '',
  join = '',
): Promise<T[]> {
  return readStatement(db, `SELECT ${select} FROM ${from} ${join} WHERE ${scope.sql} ${rest}`).rows<T>(scope.params);
}

/** `{column}` is one of the report's attendees (the event's own records of them: `{table}.event_id = ?`), as a condition. */
export function ofReportAttendees(table: string, column: string, eventId: number, where: SqlCondition): SqlCondition {
  return {
    sql: `${table}.event_id = ? AND ${column} IN (SELECT attendee.id FROM attendees attendee WHERE ${where.sql})`,
    params: [eventId, ...where.params],
  };
}

/** The UTC day of a stored timestamp, on either engine (SQLite keeps 'YYYY-MM-DD HH:MM:SS.SSS' text). */
export const dayOf = (db: DataSource, column: string) => (isMysql(db) ? `DATE(${column})` : `substr(${column}, 1, 10)`);

export const num = (value: unknown): number => Number(value ?? 0) || 0;

/** `YYYY-MM-DD` whether the driver answers a string or a Date. */
export const dayString = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** Bars by count, then by label or key; the "none" bar (key null) last. */
export const byCount = (x: ReportBarDto, y: ReportBarDto) =>
  Number(x.key === null) - Number(y.key === null) ||
  y.count - x.count ||
  String(x.label ?? x.key).localeCompare(String(y.label ?? y.key)) ||
  String(x.key).localeCompare(String(y.key));
