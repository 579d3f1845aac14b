import { ATTENDEE_SEARCH_FIELDS, ATTENDEE_SORT_FIELDS, type AttendeeListFilter } from '@eventdesk/shared';
import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { applyListQuery, type FilterDef, type ListQuery, type ListSpec } from '../common/ra-query';
import type { AttendeeAccess } from './attendee-access.service';
import { camel } from './attendee-record';
import type { Attendee } from './attendee.entity';

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
  const searchColumns = ATTENDEE_SEARCH_FIELDS.filter((f) => access.visible.has(f)).map(column);
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

// '!' escapes LIKE wildcards on both engines, as in common/ra-query.ts.
const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

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
 * `q`: every word must start one of the search columns (`LIKE 'word%'`), which the (event_id,
 * column) indexes serve; `tag_id`: an EXISTS on attendee_tags; sorting by last name goes on by
 * first name and id, so equal names keep a stable order across pages.
 */
export function applyAttendeeList(qb: SelectQueryBuilder<Attendee>, list: ListQuery): SelectQueryBuilder<Attendee> {
  list.filters.filter((f) => OWN_FILTERS.has(f.name)).forEach((filter, i) => applyOwnFilter(qb, filter, `af${i}`));
  applyListQuery(qb, { ...list, filters: list.filters.filter((f) => !OWN_FILTERS.has(f.name)) });
  const keys = list.sort.column === column('last_name') ? [column('last_name'), column('first_name')] : [list.sort.column];
  if (list.sort.column !== 'attendee.id') keys.push('attendee.id');
  // MySQL, given a search, may walk the whole event along a sort index hoping to meet 25 matches
  // early; "rossi" sits far along that order, so it reads most of the event (300 ms at 100,000
  // attendees instead of 20). A word of 3 letters or more makes the matches few, and cheaper to sort
  // than to look for: the first sort key then becomes an expression no index serves, in the same
  // order. Shorter words match many rows, spread along the order: walking it stays the better plan.
  // SQLite chooses well by itself once it has statistics (sqlite-statistics.service.ts).
  const mysql = ['mysql', 'mariadb'].includes(qb.connection.driver.options.type);
  const selective = list.filters.some((f) => f.name === 'q' && words(f.value).some((word) => word.length >= 3));
  keys.forEach((key, i) => {
    const expression = mysql && selective && i === 0 ? unindexed(key) : key;
    if (i === 0) qb.orderBy(expression, list.sort.order);
    else qb.addOrderBy(expression, list.sort.order);
  });
  return qb;
}

const words = (q: unknown) => String(q).split(/\s+/).slice(0, 5);

function applyOwnFilter(qb: SelectQueryBuilder<Attendee>, { name, def, value }: ListQuery['filters'][number], p: string): void {
  if (def.kind === 'search') {
    words(value).forEach((word, w) => {
      const param = `${p}_${w}`;
      const like = `${escapeLike(word)}%`;
      qb.andWhere(new Brackets((or) => def.columns.forEach((c) => or.orWhere(`${c} LIKE :${param} ESCAPE '!'`, { [param]: like }))));
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

/** The same values in the same order, as an expression MySQL cannot serve from an index. */
function unindexed(property: string): string {
  // An expression is SQL as written: the column's name, not the entity's property.
  const key = property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return key === 'attendee.id' ? `(${key} + 0)` : `CONCAT(${key}, '')`;
}
