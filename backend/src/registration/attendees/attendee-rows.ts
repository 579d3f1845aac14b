import { ATTENDEE_FIELDS, type AttendeeDto } from '@eventdesk/shared';
import type { DataSource } from 'typeorm';
import { readStatement, type ReadStatement } from '../../platform/database/driver-sql';
import type { AttendeeAccess } from './attendee-access';
import type { SqlCondition } from './attendee-list';
import { PROPERTY_OF } from './attendee-record';
import { KEPT_TOTAL_SQL } from './attendee-totals';
import { Attendee } from './attendee.entity';

/** Statements kept, one per list shape (field scope, tags, filters, sort); the oldest is dropped beyond. */
const MAX_SHAPES = 200;
/** Below MySQL's default group_concat_max_len (1,024), with room for the last id that may have been cut. */
export const GROUP_CONCAT_SAFE = 1000;

/** How a value of the driver becomes the API's (see `value`). */
type Kind = 'as read' | 'boolean' | 'instant' | 'tags';

/** A page's columns for one field scope, with or without tag ids, and a row of them as the API writes it. */
interface Columns {
  select: string;
  names: string[];
  kinds: Kind[];
  /**
   * Every field, in the answer's order, for each row to start from: copies of one object made by
   * JSON.parse share its (fast) layout, which JSON.stringify then writes quickly; 50 fields set one
   * by one on an empty object would make each row a dictionary.
   */
  template: Row;
}

/** A caller's field scope as the page reads it. */
interface Plan {
  withTags: Columns;
  withoutTags: Columns;
}

type Row = Record<string, unknown>;

/**
 * The attendee list read straight on the driver (database/driver-sql.ts), not through the query
 * builder and its entities: each statement is written once per shape of list (the caller's field
 * scope, whether it reads tags, the conditions and order) and kept. A page is one statement, its tag
 * ids folded in, read as arrays of values and written into rows of the caller's fields. The answer
 * is the same as `scoped(toFullRecord(entity))` (attendees-list.e2e-spec.ts compares it with GET …/{id}).
 */
export class AttendeeListReader {
  /** One plan per field scope: the set of visible fields is kept per event and role (attendee-access.ts). */
  private readonly plans = new WeakMap<ReadonlySet<string>, Plan>();
  /** By shape: the columns' and the conditions' text (a field scope's set is made again when its configuration is read again). */
  private readonly statements = new Map<string, ReadStatement>();
  private checked = false;

  constructor(private readonly db: DataSource) {}

  /**
   * One page of the attendees matching `where`, with the caller's columns (and tag ids when it reads
   * tags). `withKeptTotal`: the event's total kept by the writers (attendee-totals.ts) is read in the
   * same statement (`kept`: null when the event has none yet, undefined when the page is empty).
   */
  async page(
    where: SqlCondition,
    order: string,
    offset: number,
    limit: number,
    access: AttendeeAccess,
    withKeptTotal = false,
  ): Promise<{ rows: AttendeeDto[]; kept?: number | null }> {
    const plan = this.plan(access);
    const columns = access.tags ? plan.withTags : plan.withoutTags;
    const keptColumn = withKeptTotal ? `, (${KEPT_TOTAL_SQL}) AS kept_total` : '';
    const statement = this.statement(
      `page ${columns.select} ${withKeptTotal} ${where.sql} ${order}`,
      () => `SELECT ${columns.select}${keptColumn} FROM attendees attendee WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
    );
    const found = await statement.arrays([...(withKeptTotal ? [access.eventId] : []), ...where.params, limit, offset]);
    const { names, kinds, template } = columns;
    const rows: Row[] = [];
    for (const values of found) {
      const row = { ...template };
      for (let i = 0; i < names.length; i++) row[names[i]!] = value(kinds[i]!, values[i]);
      // A list of tag ids that may have been cut is read again whole.
      if (row.tag_ids === null) row.tag_ids = await this.allTagIds(row.id as number);
      rows.push(row);
    }
    const page = rows as unknown as AttendeeDto[];
    if (!withKeptTotal || !found.length) return { rows: page };
    const kept = found[0]![names.length];
    return { rows: page, kept: kept === null ? null : Number(kept) };
  }

  /** The number of attendees matching `where`. */
  async count(where: SqlCondition): Promise<number> {
    const statement = this.statement(`count ${where.sql}`, () => `SELECT COUNT(*) AS total FROM attendees attendee WHERE ${where.sql}`);
    const [row] = await statement.rows<{ total: number | string }>(where.params);
    return Number(row?.total ?? 0);
  }

  /** The number of attendees a search word matches: `count` is attendee-list.ts tokenCount. */
  async countMatches(count: SqlCondition): Promise<number> {
    const statement = this.statement(`matches ${count.sql}`, () => count.sql);
    const [row] = await statement.rows<{ total: number | string }>(count.params);
    return Number(row?.total ?? 0);
  }

  /** The event's total kept by the writers (attendee-totals.ts); null when the event has none yet. */
  async keptTotal(eventId: number): Promise<number | null> {
    const [row] = await this.statement('kept total', () => KEPT_TOTAL_SQL).rows<{ total: number | string }>([eventId]);
    return row ? Number(row.total) : null;
  }

  private statement(shape: string, sql: () => string): ReadStatement {
    let statement = this.statements.get(shape);
    if (!statement) {
      if (this.statements.size >= MAX_SHAPES) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(shape, (statement = readStatement(this.db, sql())));
    }
    return statement;
  }

  /** An attendee's tag ids, in order, when its folded list was too long to trust (`value`). */
  private async allTagIds(id: number): Promise<number[]> {
    const all = this.statement('tags', () => 'SELECT tag_id FROM attendee_tags WHERE attendee_id = ? ORDER BY tag_id');
    return (await all.rows<{ tag_id: number }>([id])).map((r) => r.tag_id);
  }

  private plan(access: AttendeeAccess): Plan {
    let plan = this.plans.get(access.visible);
    if (!plan) {
      if (!this.checked) this.checkColumns();
      const fields = ['id', 'event_id', ...ATTENDEE_FIELDS.filter((f) => f !== 'id' && access.visible.has(f))];
      plan = {
        withTags: this.columns([...fields, 'tag_ids', 'created_at', 'updated_at']),
        withoutTags: this.columns([...fields, 'created_at', 'updated_at']),
      };
      this.plans.set(access.visible, plan);
    }
    return plan;
  }

  private columns(names: string[]): Columns {
    const metadata = this.db.getMetadata(Attendee);
    const kinds = names.map((field): Kind => {
      if (field === 'tag_ids') return 'tags';
      const type = metadata.findColumnWithPropertyName(propertyOf(field))!.type;
      if (type === 'boolean' || type === Boolean) return 'boolean';
      if (type === 'datetime' || type === Date) return 'instant';
      // Integers come as numbers; a date is 'YYYY-MM-DD' text on both engines (MySQL: dateStrings), as TypeORM leaves it.
      if (type === Number || type === 'int' || type === 'varchar' || type === 'text' || type === 'date') return 'as read';
      throw new Error(`attendee column ${field} of type ${String(type)}: say how the list writes it`);
    });
    const select = names.map((field) => (field === 'tag_ids' ? TAG_IDS : `attendee.${field}`)).join(', ');
    const template = JSON.parse(JSON.stringify(Object.fromEntries(names.map((field) => [field, null])))) as Row;
    return { select, names, kinds, template };
  }

  /** The list's SQL names every field's column after the field (attendee-list.ts): the entity must agree. */
  private checkColumns(): void {
    const metadata = this.db.getMetadata(Attendee);
    for (const field of [...ATTENDEE_FIELDS, 'event_id', 'created_at', 'updated_at']) {
      const name = metadata.findColumnWithPropertyName(propertyOf(field))?.databaseName;
      if (name !== field) throw new Error(`attendee field ${field} is column ${name}: the list's SQL needs them alike`);
    }
    this.checked = true;
  }
}

const propertyOf = (field: string): string =>
  field === 'event_id'
    ? 'eventId'
    : field === 'created_at'
      ? 'createdAt'
      : field === 'updated_at'
        ? 'updatedAt'
        : PROPERTY_OF[field as keyof typeof PROPERTY_OF];

/** An attendee's tag ids, folded into its row. */
const TAG_IDS = '(SELECT GROUP_CONCAT(t.tag_id ORDER BY t.tag_id) FROM attendee_tags t WHERE t.attendee_id = attendee.id) AS tag_ids';

/**
 * A value of the driver as TypeORM would hydrate it, then as the API writes it: booleans from 0/1,
 * instants in ISO 8601, the tag ids GROUP_CONCAT folded as numbers in order — null when the list may
 * have been cut (MySQL cuts GROUP_CONCAT at group_concat_max_len, 1,024 bytes by default).
 */
function value(kind: Kind, read: unknown): unknown {
  if (kind === 'tags') {
    const list = read === null || read === undefined ? '' : String(read);
    if (list.length >= GROUP_CONCAT_SAFE) return null;
    return list ? list.split(',').map(Number) : [];
  }
  if (read === null || read === undefined) return null;
  if (kind === 'boolean') return !!read;
  if (kind === 'instant') return instant(read);
  return read;
}

/** A datetime as SQLite holds it, UTC: TypeORM's text `YYYY-MM-DD HH:MM:SS.SSS`, or SQLite's own (column defaults) without milliseconds. */
const SQLITE_DATETIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{3})?$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A datetime as TypeORM hydrates it (MySQL: a Date; SQLite: its UTC text, made ISO 8601 first), written in ISO 8601. */
export function instant(read: unknown): unknown {
  if (typeof read !== 'string' || !read) return read instanceof Date ? read.toISOString() : read;
  // Such a text naming a real instant is already the ISO form's digits: no Date to parse and print
  // (which cost a tenth of a list request).
  if (SQLITE_DATETIME.test(read) && realInstant(read)) return `${read.slice(0, 10)}T${read.slice(11)}${read.length === 19 ? '.000' : ''}Z`;
  let text = read;
  if (/^\d\d\d\d-\d\d-\d\d \d\d:\d\d/.test(text)) text = text.replace(' ', 'T');
  if (/^\d\d\d\d-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d\d\d)?)?$/.test(text)) text += 'Z';
  return new Date(text).toISOString();
}

/** Whether a `YYYY-MM-DD HH:MM:SS[.SSS]` names a day of the calendar and a time of the day (else Date decides). */
function realInstant(text: string): boolean {
  const two = (at: number) => (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;
  const year = two(0) * 100 + two(2);
  const month = two(5);
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 1 : 0;
  return (
    month >= 1 && month <= 12 && two(8) >= 1 && two(8) <= DAYS_IN_MONTH[month - 1]! + leap && two(11) < 24 && two(14) < 60 && two(17) < 60
  );
}
