import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { badQuery } from './errors';
import type { HttpReply } from './http';

/**
 * The list protocol of react-admin's ra-data-simple-rest (DESIGN §4):
 * `?sort=["name","ASC"]&range=[0,24]&filter={"q":"rossi","id":[1,2]}` in, `Content-Range: events 0-24/319` out.
 * Each resource declares what may be sorted and filtered; anything else is a 400.
 */

/** `date`: the text as sent, for DATE columns; `datetime`: a moment, compared as one with DATETIME columns on both engines. */
type ValueType = 'number' | 'string' | 'boolean' | 'date' | 'datetime';

export type FilterDef =
  /** Free text: every word must match one of the columns (LIKE, case-insensitive). */
  | { kind: 'search'; columns: string[] }
  /** Equality; an array value means "any of" (getMany sends `{"id":[…]}`). */
  | { kind: 'eq'; column: string; type: ValueType }
  | { kind: 'gte' | 'lte'; column: string; type: 'number' | 'date' | 'datetime' };

export interface ListSpec {
  /** Name used in Content-Range. */
  resource: string;
  /** API field → entity property path with the query builder's alias, e.g. `event.startAt`. */
  sortable: Record<string, string>;
  filters: Record<string, FilterDef>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Column used to make the order total, so pages never overlap. */
  tiebreaker: string;
  maxPageSize?: number;
}

export interface ListQuery {
  offset: number;
  limit: number;
  sort: { column: string; order: 'ASC' | 'DESC' };
  filters: { name: string; def: FilterDef; value: unknown }[];
  spec: ListSpec;
}

const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 1000;
const MAX_IN_VALUES = 1000;

function parseJsonParam(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badQuery(name, 'q_once_json');
  try {
    return JSON.parse(raw);
  } catch {
    throw badQuery(name, 'q_not_json');
  }
}

function coerce(name: string, type: ValueType, value: unknown): unknown {
  switch (type) {
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw badQuery('filter', 'q_number', { name });
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      throw badQuery('filter', 'q_boolean', { name });
    case 'date':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw badQuery('filter', 'q_date', { name });
      return value;
    case 'datetime':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw badQuery('filter', 'q_date', { name });
      return new Date(value);
    default:
      if (typeof value !== 'string' && typeof value !== 'number') throw badQuery('filter', 'q_text', { name });
      return String(value);
  }
}

export function parseListQuery(query: Record<string, unknown>, spec: ListSpec): ListQuery {
  const max = spec.maxPageSize ?? MAX_PAGE_SIZE;
  let offset = 0;
  let limit = DEFAULT_PAGE_SIZE;
  const range = parseJsonParam('range', query.range);
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
      throw badQuery('range', 'q_range');
    }
    offset = range[0];
    limit = range[1] - range[0] + 1;
    if (limit > max) throw badQuery('range', 'q_range_max', { max });
  }

  const sortParam = parseJsonParam('sort', query.sort) ?? spec.defaultSort;
  if (!Array.isArray(sortParam) || sortParam.length !== 2 || typeof sortParam[0] !== 'string' || typeof sortParam[1] !== 'string') {
    throw badQuery('sort', 'q_sort_shape');
  }
  const column = Object.hasOwn(spec.sortable, sortParam[0]) ? spec.sortable[sortParam[0]] : undefined;
  if (!column) throw badQuery('sort', 'q_sort_field', { name: sortParam[0], fields: Object.keys(spec.sortable).join(', ') });
  const order = sortParam[1].toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw badQuery('sort', 'q_sort_order');

  const filterParam = parseJsonParam('filter', query.filter) ?? {};
  if (typeof filterParam !== 'object' || filterParam === null || Array.isArray(filterParam)) {
    throw badQuery('filter', 'q_filter_object');
  }
  const filters: ListQuery['filters'] = [];
  for (const [name, raw] of Object.entries(filterParam)) {
    const def = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!def) throw badQuery('filter', 'q_filter_field', { name, fields: Object.keys(spec.filters).join(', ') || '—' });
    if (raw === undefined || raw === null || raw === '') continue;
    if (def.kind === 'search') {
      if (typeof raw !== 'string') throw badQuery('filter', 'q_text', { name });
      if (raw.trim()) filters.push({ name, def, value: raw.trim().slice(0, 200) });
    } else if (Array.isArray(raw)) {
      if (def.kind !== 'eq') throw badQuery('filter', 'q_one_value', { name });
      if (raw.length > MAX_IN_VALUES) throw badQuery('filter', 'q_too_many', { name, max: MAX_IN_VALUES });
      filters.push({ name, def, value: raw.map((v) => coerce(name, def.type, v)) });
    } else {
      filters.push({ name, def, value: coerce(name, def.type, raw) });
    }
  }
  return { offset, limit, sort: { column, order }, filters, spec };
}

// '!' escapes LIKE wildcards on both engines (a backslash needs doubling in MySQL literals only).
const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** Adds the filters, order and page of `list` to a query builder. */
export function applyListQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, list: ListQuery): SelectQueryBuilder<T> {
  list.filters.forEach(({ def, value }, i) => {
    const p = `f${i}`;
    if (def.kind === 'search') {
      String(value)
        .split(/\s+/)
        .slice(0, 5)
        .forEach((word, w) => {
          const param = `${p}_${w}`;
          qb.andWhere(
            new Brackets((or) =>
              def.columns.forEach((c) => or.orWhere(`${c} LIKE :${param} ESCAPE '!'`, { [param]: `%${escapeLike(word)}%` })),
            ),
          );
        });
    } else if (def.kind === 'eq') {
      if (Array.isArray(value)) {
        if (value.length === 0) qb.andWhere('1 = 0');
        else qb.andWhere(`${def.column} IN (:...${p})`, { [p]: value });
      } else qb.andWhere(`${def.column} = :${p}`, { [p]: value });
    } else {
      qb.andWhere(`${def.column} ${def.kind === 'gte' ? '>=' : '<='} :${p}`, { [p]: value });
    }
  });
  qb.orderBy(list.sort.column, list.sort.order);
  if (list.sort.column !== list.spec.tiebreaker) qb.addOrderBy(list.spec.tiebreaker, list.sort.order);
  return qb.skip(list.offset).take(list.limit);
}

/** Runs the page query and the count of the whole filtered set. */
export async function findPage<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, list: ListQuery): Promise<{ rows: T[]; total: number }> {
  const [rows, total] = await applyListQuery(qb, list).getManyAndCount();
  return { rows, total };
}

/** `Content-Range: events 0-24/319`; the total is the count of the whole filtered set. */
export function setContentRange(reply: HttpReply, list: ListQuery, rowCount: number, total: number): void {
  const range = rowCount === 0 ? '*' : `${list.offset}-${list.offset + rowCount - 1}`;
  reply.header('Content-Range', `${list.spec.resource} ${range}/${total}`);
}
