import { ATTENDEE_SEARCH_FIELDS, ATTENDEE_SORT_FIELDS, type AttendeeListFilter } from '@eventdesk/shared';
import type { SelectQueryBuilder } from 'typeorm';
import { applyListQuery, type FilterDef, type ListQuery, type ListSpec } from '../common/ra-query';
import type { AttendeeAccess } from './attendee-access';
import { camel } from './attendee-record';
import type { Attendee } from './attendee.entity';
import { ALL_SEARCH_FIELDS, prefixRange, queryWords, SEARCH_FIELD_BITS, type SearchField } from '../common/search-words';

const column = (field: string) => `attendee.${camel(field)}`;

/** The filters, with the field whose visibility they need (null: always allowed; 'tags': tag readers). */
const FILTERS: Record<AttendeeListFilter, { def: FilterDef; needs: string | null }> = {
  q: { def: { kind: 'search', columns: [] }, needs: null },
  id: { def: { kind: 'eq', column: 'attendee.id', type: 'number' }, needs: null },
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

/** Filters applied here rather than by the generic list helper. */
const OWN_FILTERS = new Set(['q', 'tag_id', 'registration_date_gte', 'registration_date_lte']);

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
    tiebreaker: 'attendee.id',
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

/**
 * Filters, order and page of `list` on a query of the event's attendees (alias `attendee`).
 * `q`: every word must start a token of one of the caller's visible search fields
 * (search-tokens.ts), `walk` chooses how (see AttendeesService.list); `tag_id`: an EXISTS on attendee_tags; sorting by last name goes on by first
 * name and id, so equal names keep a stable order across pages.
 */
export function applyAttendeeList(
  qb: SelectQueryBuilder<Attendee>,
  list: ListQuery,
  eventId: number,
  { walk = false }: { walk?: boolean } = {},
): SelectQueryBuilder<Attendee> {
  list.filters.filter((f) => OWN_FILTERS.has(f.name)).forEach((filter, i) => applyOwnFilter(qb, filter, `af${i}`, eventId, walk));
  applyListQuery(qb, { ...list, filters: list.filters.filter((f) => !OWN_FILTERS.has(f.name)) });
  const keys = list.sort.column === column('last_name') ? [column('last_name'), column('first_name')] : [list.sort.column];
  if (list.sort.column !== 'attendee.id') keys.push('attendee.id');
  keys.forEach((key, i) => {
    if (i === 0) qb.orderBy(key, list.sort.order);
    else qb.addOrderBy(key, list.sort.order);
  });
  return qb;
}

/** The subquery of the attendees having a token that starts with `word` in one of `fields`. */
export function tokenMatch(word: string, fields: readonly string[], p: string): { sql: string; params: Record<string, unknown> } {
  const { from, to } = prefixRange(word);
  const mask = fields.reduce((bits, f) => bits | (SEARCH_FIELD_BITS[f as SearchField] ?? 0), 0);
  const all = mask === ALL_SEARCH_FIELDS;
  return {
    sql:
      `SELECT s.attendee_id FROM attendee_search_tokens s WHERE s.event_id = :${p}_event AND s.token >= :${p}_from AND s.token < :${p}_to` +
      (all ? '' : ` AND (s.fields & :${p}_mask) <> 0`),
    params: { [`${p}_from`]: from, [`${p}_to`]: to, ...(all ? {} : { [`${p}_mask`]: mask }) },
  };
}

function applyOwnFilter(
  qb: SelectQueryBuilder<Attendee>,
  { name, def, value }: ListQuery['filters'][number],
  p: string,
  eventId: number,
  walk: boolean,
): void {
  if (def.kind === 'search') {
    queryWords(value).forEach((word, w) => {
      if (!word) return void qb.andWhere('1 = 0');
      const match = tokenMatch(word, def.columns, `${p}_${w}`);
      const params = { ...match.params, [`${p}_${w}_event`]: eventId };
      // `walk`: many matches, spread along the list order; an EXISTS per attendee met lets the
      // engines walk the order's index and stop at the page's end. Otherwise the matches are listed
      // from the tokens' index (IN), few enough to sort.
      if (walk) qb.andWhere(`EXISTS (${match.sql.replace('SELECT s.attendee_id', 'SELECT 1')} AND s.attendee_id = attendee.id)`, params);
      else qb.andWhere(`attendee.id IN (${match.sql})`, params);
    });
  } else if (name === 'tag_id') {
    const ids = Array.isArray(value) ? value : [value];
    if (ids.length === 0) qb.andWhere('1 = 0');
    else
      qb.andWhere(`EXISTS (SELECT 1 FROM attendee_tags tag WHERE tag.attendee_id = attendee.id AND tag.tag_id IN (:...${p}))`, {
        [p]: ids,
      });
  } else if (def.kind === 'gte' || def.kind === 'lte') {
    const { op, at } = bound(String(value), def.kind);
    qb.andWhere(`${def.column} ${op} :${p}`, { [p]: at });
  }
}
