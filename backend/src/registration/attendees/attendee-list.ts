import { ATTENDEE_FIELDS, ATTENDEE_SEARCH_FIELDS, ATTENDEE_SORT_FIELDS, type AttendeeListFilter } from '@eventdesk/shared';
import { scopeCondition } from '../../platform/access/scope-query';
import type { FilterDef, ListQuery, ListSpec } from '../../platform/common/ra-query';
import type { SqlValue } from '../../platform/database/driver-sql';
import { ATTENDEE_SCOPE, type AttendeeAccess } from './attendee-access';
import { PROPERTY_OF } from './attendee-record';
import { ALL_SEARCH_FIELDS, prefixRange, queryWords, SEARCH_FIELD_BITS, type SearchField } from '../../platform/common/search-words';

/** A field's column in the list's SQL: every API field is the column of the same name (attendee-rows.ts checks it). */
const column = (field: string) => `attendee.${field}`;
const TIEBREAKER = column('id');

/** The filters, with the field whose visibility they need (null: always allowed; 'tags': tag readers). */
const FILTERS: Record<AttendeeListFilter, { def: FilterDef; needs: string | null }> = {
  q: { def: { kind: 'search', columns: [] }, needs: null },
  id: { def: { kind: 'eq', column: TIEBREAKER, type: 'number' }, needs: null },
  event_attendee_category_id: {
    def: { kind: 'eq', column: column('event_attendee_category_id'), type: 'number' },
    needs: 'event_attendee_category_id',
  },
  event_company_id: { def: { kind: 'eq', column: column('event_company_id'), type: 'number' }, needs: 'event_company_id' },
  payment_status: { def: { kind: 'eq', column: column('payment_status'), type: 'string' }, needs: 'payment_status' },
  documentation_status: {
    def: { kind: 'eq', column: column('documentation_status'), type: 'string' },
    needs: 'documentation_status',
  },
  pending: { def: { kind: 'eq', column: column('pending'), type: 'boolean' }, needs: 'pending' },
  badge_delivered: { def: { kind: 'eq', column: column('badge_delivered'), type: 'boolean' }, needs: 'badge_delivered' },
  tag_id: { def: { kind: 'eq', column: 'tag.tag_id', type: 'number' }, needs: 'tags' },
  registration_date_gte: { def: { kind: 'gte', column: column('registration_date'), type: 'date' }, needs: 'registration_date' },
  registration_date_lte: { def: { kind: 'lte', column: column('registration_date'), type: 'date' }, needs: 'registration_date' },
};

/**
 * The list protocol for one caller: only fields its UI configuration shows can be sorted, filtered
 * or searched (a hidden field would leak through the order or the count), so the rest answer 400.
 */
export function attendeeListSpec(access: AttendeeAccess): ListSpec {
  const allowed = (needs: string | null) => needs === null || (needs === 'tags' ? access.tags : access.visible.has(needs));
  // The search "columns" are the visible search fields: q finds an attendee only by what the caller sees.
  const searchColumns = ATTENDEE_SEARCH_FIELDS.filter((f) => access.visible.has(f));
  const filters: Record<string, FilterDef> = {};
  for (const [name, { def, needs }] of Object.entries(FILTERS)) {
    if (name === 'q') {
      if (searchColumns.length) filters.q = { kind: 'search', columns: searchColumns };
    } else if (allowed(needs)) filters[name] = def;
  }
  const sortable = Object.fromEntries(
    ATTENDEE_SORT_FIELDS.filter((f) => f === 'id' || f === 'created_at' || access.visible.has(f)).map((f) => [f, column(f)]),
  );
  return {
    resource: 'attendees',
    sortable,
    filters,
    defaultSort: sortable.last_name ? ['last_name', 'ASC'] : ['id', 'ASC'],
    tiebreaker: TIEBREAKER,
  };
}

/** A date alone bounds the whole day (UTC); a date-time bounds that instant. */
function bound(value: string, kind: 'gte' | 'lte'): { op: string; at: Date } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (kind === 'gte') return { op: '>=', at: day };
    return { op: '<', at: new Date(day.getTime() + 86_400_000) };
  }
  return { op: kind === 'gte' ? '>=' : '<=', at: new Date(value) };
}

/** A condition whose text is fixed by the list's shape, with the values of its `?` in order. */
export interface SqlCondition {
  sql: string;
  params: SqlValue[];
}

const NOTHING: SqlCondition = { sql: '1 = 0', params: [] };
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const oneOf = (column: string, values: readonly SqlValue[]): SqlCondition =>
  values.length ? { sql: `${column} IN (${marks(values.length)})`, params: [...values] } : NOTHING;

/**
 * The conditions of a list of the event's attendees (alias `attendee`): the event, the caller's row
 * scope (its CASL rules, record-access.ts ATTENDEE_SCOPE) and the list's filters. `q`: every word
 * must start a token of one of the caller's visible search fields (search-tokens.ts), `walk` chooses
 * how (see AttendeesService.list); `tag_id`: an EXISTS on attendee_tags.
 */
export function attendeeListWhere(list: ListQuery, access: AttendeeAccess, { walk = false }: { walk?: boolean } = {}): SqlCondition {
  const where: SqlCondition[] = [{ sql: 'attendee.event_id = ?', params: [access.eventId] }];
  const scope = rowScope(access);
  if (scope) where.push(scope);
  for (const filter of list.filters) where.push(...filterConditions(filter, access.eventId, walk));
  return where.length === 1 ? where[0]! : { sql: where.map((c) => c.sql).join(' AND '), params: where.flatMap((c) => c.params) };
}

/** ORDER BY of the list: by last name goes on by first name, and every order by id, so pages never overlap. */
export function attendeeListOrder(list: ListQuery): string {
  const { column: key, order } = list.sort;
  const keys = key === column('last_name') ? [key, column('first_name')] : [key];
  if (key !== TIEBREAKER) keys.push(TIEBREAKER);
  return keys.map((k) => `${k} ${order}`).join(', ');
}

function filterConditions({ name, def, value }: ListQuery['filters'][number], eventId: number, walk: boolean): SqlCondition[] {
  if (def.kind === 'search') {
    return queryWords(value).map((word) => {
      if (!word) return NOTHING;
      const { sql, params } = tokenMatch(word, def.columns, eventId);
      // `walk`: many matches, spread along the list order; a look-up of the attendee's tokens for each
      // attendee met lets the engines walk the order's index and stop at the page's end. (A scalar
      // subquery rather than EXISTS: MariaDB makes an EXISTS a semi-join that reads every match
      // first, 15,000 at 100,000 attendees for "ros".) Otherwise the matches are listed from the
      // tokens' index (IN), few enough to sort.
      if (walk) return { sql: `(SELECT s.attendee_id ${sql} AND s.attendee_id = attendee.id LIMIT 1) IS NOT NULL`, params };
      return { sql: `attendee.id IN (SELECT s.attendee_id ${sql})`, params };
    });
  }
  if (def.kind === 'gte' || def.kind === 'lte') {
    const { op, at } = bound(String(value), def.kind);
    return [{ sql: `${def.column} ${op} ?`, params: [at] }];
  }
  const match = Array.isArray(value) ? oneOf(def.column, value as SqlValue[]) : { sql: `${def.column} = ?`, params: [value as SqlValue] };
  if (name !== 'tag_id' || match === NOTHING) return [match];
  return [{ sql: `EXISTS (SELECT 1 FROM attendee_tags tag WHERE tag.attendee_id = attendee.id AND ${match.sql})`, params: match.params }];
}

/** The event's tokens that start with `word` in one of `fields`: `FROM attendee_search_tokens s WHERE …`. */
export function tokenMatch(word: string, fields: readonly string[], eventId: number): SqlCondition {
  const { from, to } = prefixRange(word);
  const mask = searchMask(fields);
  const all = mask === ALL_SEARCH_FIELDS;
  return {
    sql: 'FROM attendee_search_tokens s WHERE s.event_id = ? AND s.token >= ? AND s.token < ?' + (all ? '' : ' AND (s.fields & ?) <> 0'),
    params: all ? [eventId, from, to] : [eventId, from, to, mask],
  };
}

/**
 * The statement that counts the event's attendees having a token that starts with `word` in one of
 * `fields`, each once. On MySQL, over every field: an attendee's matching tokens are neighbours in its
 * sorted tokens, and only the first of them shares fewer characters than the word with the token
 * before it (`shared_length`, search-words.ts tokenRows), so a plain count of the range, read from the
 * table's primary key, which holds the whole row. Otherwise a count of distinct attendees: over some
 * fields only, the tokens between two matching ones may be of a hidden field; and SQLite's primary
 * key index holds no `shared_length`, so reading it would mean a look-up in the table for every match.
 */
export function tokenCount(word: string, fields: readonly string[], eventId: number, mysql: boolean): SqlCondition {
  const match = tokenMatch(word, fields, eventId);
  if (!mysql || searchMask(fields) !== ALL_SEARCH_FIELDS) {
    return { sql: `SELECT COUNT(DISTINCT s.attendee_id) AS total ${match.sql}`, params: match.params };
  }
  return { sql: `SELECT COUNT(*) AS total ${match.sql} AND s.shared_length < ?`, params: [...match.params, word.length] };
}

const searchMask = (fields: readonly string[]) => fields.reduce((bits, f) => bits | (SEARCH_FIELD_BITS[f as SearchField] ?? 0), 0);

/** The caller's row scope on attendees as a condition (null: it may read every attendee of the event). */
function rowScope(access: AttendeeAccess): SqlCondition | null {
  const params: SqlValue[] = [];
  const sql = scopeCondition(access.ability, 'read', ATTENDEE_SCOPE.subject, SCOPE_COLUMNS, (value) => {
    params.push(value as SqlValue);
    return '?';
  });
  return sql === null ? null : { sql, params };
}

/** The columns of the fields the attendees' rules put conditions on (ATTENDEE_SCOPE). */
const SCOPE_COLUMNS = Object.fromEntries(
  Object.entries(ATTENDEE_SCOPE.conditions).map(([rule, property]) => {
    const field = ATTENDEE_FIELDS.find((f) => PROPERTY_OF[f] === property);
    if (!field) throw new Error(`Row scope: no column for condition on "${rule}"`);
    return [rule, column(field)];
  }),
);
