import { t } from '@eventdesk/shared';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { parseDatabaseUrl } from '../config/config';
import { AppException } from './errors';
import type { HttpReply } from './http';
import { applyListQuery, findPage, parseListQuery, setContentRange, type ListQuery, type ListSpec } from './ra-query';

/** A tiny table of its own; `synchronize` is for this test only (the app uses migrations). */
@Entity('ra_items')
class Item {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  code: string | null;

  @Column({ type: 'int' })
  price: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'date', nullable: true })
  day: string | null;
}

const SPEC: ListSpec = {
  resource: 'items',
  sortable: { id: 'item.id', name: 'item.name', price: 'item.price' },
  filters: {
    q: { kind: 'search', columns: ['item.name', 'item.code'] },
    id: { kind: 'eq', column: 'item.id', type: 'number' },
    code: { kind: 'eq', column: 'item.code', type: 'string' },
    active: { kind: 'eq', column: 'item.active', type: 'boolean' },
    day: { kind: 'eq', column: 'item.day', type: 'date' },
    price_gte: { kind: 'gte', column: 'item.price', type: 'number' },
    price_lte: { kind: 'lte', column: 'item.price', type: 'number' },
    day_gte: { kind: 'gte', column: 'item.day', type: 'date' },
  },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'item.id',
  maxPageSize: 50,
};

const SPEC_DEFAULT_MAX: ListSpec = { ...SPEC, maxPageSize: undefined };

/** The query string as the framework hands it over: JSON texts, as react-admin sends them. */
const query = (params: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

const parse = (params: Record<string, unknown>, spec: ListSpec = SPEC) => parseListQuery(query(params), spec);

/** The 400 a bad list parameter must give: `bad_query` naming the parameter, with a reason. */
function expectBadQuery(run: () => unknown, param: string, reason?: string | RegExp): void {
  let error: unknown;
  try {
    run();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(AppException);
  const app = error as AppException;
  expect(app.getStatus()).toBe(400);
  expect(app.messageKey).toBe('bad_query');
  expect(app.params.param).toBe(param);
  // The reason is a message of its own (one language per answer): read here in English.
  if (reason !== undefined) expect(t('en', app.paramKeys!.reason, app.params)).toMatch(reason);
}

describe('parseListQuery', () => {
  describe('defaults', () => {
    it('gives the first 25 rows in the default order and no filters', () => {
      const list = parseListQuery({}, SPEC);
      expect(list).toEqual({ offset: 0, limit: 25, sort: { column: 'item.name', order: 'ASC' }, filters: [], spec: SPEC });
    });

    it('treats empty parameters as absent', () => {
      const list = parseListQuery({ range: '', sort: '', filter: '' }, SPEC);
      expect(list).toMatchObject({ offset: 0, limit: 25, sort: { column: 'item.name', order: 'ASC' }, filters: [] });
    });

    it('ignores query parameters it does not know (react-admin adds none, proxies may)', () => {
      expect(parseListQuery({ _: '123', page: '2' }, SPEC)).toMatchObject({ offset: 0, limit: 25 });
    });
  });

  describe('range', () => {
    it.each([
      [[0, 9], 0, 10],
      [[10, 19], 10, 10],
      [[5, 5], 5, 1],
      [[0, 49], 0, 50],
      [[300, 324], 300, 25],
    ])('reads %j as offset %d, limit %d', (range, offset, limit) => {
      expect(parse({ range })).toMatchObject({ offset, limit });
    });

    it('allows at most maxPageSize rows, or 1000 when the resource sets none', () => {
      expectBadQuery(() => parse({ range: [0, 50] }), 'range', 'at most 50 rows per page');
      expectBadQuery(() => parse({ range: [100, 150] }), 'range', 'at most 50 rows per page');
      expect(parse({ range: [0, 999] }, SPEC_DEFAULT_MAX)).toMatchObject({ offset: 0, limit: 1000 });
      expectBadQuery(() => parse({ range: [0, 1000] }, SPEC_DEFAULT_MAX), 'range', 'at most 1000 rows per page');
    });

    it.each([
      ['not JSON', '[0,'],
      ['an object', { first: 0, last: 9 }],
      ['one number', [0]],
      ['three numbers', [0, 9, 10]],
      ['last before first', [10, 5]],
      ['a negative first', [-1, 5]],
      ['fractions', [0, 9.5]],
      ['numbers as strings', ['0', '9']],
      ['null items', [null, 9]],
      ['a bare number', 5],
      ['a string', '"0-9"'],
    ])('refuses %s', (_, range) => {
      expectBadQuery(() => parse({ range }), 'range');
    });

    it('says why JSON is refused', () => {
      expectBadQuery(() => parse({ range: '[0,' }), 'range', 'not valid JSON');
    });

    it('refuses a parameter given twice (the query parser makes it an array)', () => {
      expectBadQuery(() => parseListQuery({ range: ['[0,9]', '[10,19]'] }, SPEC), 'range', 'must be given once');
      expectBadQuery(() => parseListQuery({ sort: ['["name","ASC"]', '["id","ASC"]'] }, SPEC), 'sort', 'must be given once');
      expectBadQuery(() => parseListQuery({ filter: { q: 'x' } }, SPEC), 'filter', 'must be given once');
    });
  });

  describe('sort', () => {
    it('maps a declared field to its column, in both orders', () => {
      expect(parse({ sort: ['price', 'DESC'] }).sort).toEqual({ column: 'item.price', order: 'DESC' });
      expect(parse({ sort: ['id', 'ASC'] }).sort).toEqual({ column: 'item.id', order: 'ASC' });
    });

    it('accepts the order in lower case', () => {
      expect(parse({ sort: ['name', 'desc'] }).sort).toEqual({ column: 'item.name', order: 'DESC' });
    });

    it('refuses an undeclared field, naming the sortable ones', () => {
      expectBadQuery(() => parse({ sort: ['secret', 'ASC'] }), 'sort', 'cannot sort by secret; sortable: id, name, price');
      // a column that exists but is not declared sortable
      expectBadQuery(() => parse({ sort: ['code', 'ASC'] }), 'sort', /cannot sort by code/);
      // the column path itself is not a field name
      expectBadQuery(() => parse({ sort: ['item.name', 'ASC'] }), 'sort', /cannot sort by item\.name/);
    });

    // BUG (reported): `spec.sortable[name]` finds Object.prototype members, so these pass as columns.
    it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('refuses the inherited name %s', (field) => {
      expectBadQuery(() => parse({ sort: [field, 'ASC'] }), 'sort', /cannot sort by/);
    });

    it.each([
      ['not JSON', '["name"'],
      ['one item', ['name']],
      ['three items', ['name', 'ASC', 'x']],
      ['a number as field', [1, 'ASC']],
      ['a missing order', ['name', null]],
      ['an object', { name: 'ASC' }],
      ['a bare string', '"name"'],
    ])('refuses %s', (_, sort) => {
      expectBadQuery(() => parse({ sort }), 'sort');
    });

    it('refuses an order other than ASC or DESC', () => {
      expectBadQuery(() => parse({ sort: ['name', 'UP'] }), 'sort', 'order must be ASC or DESC');
      expectBadQuery(() => parse({ sort: ['name', ''] }), 'sort', 'order must be ASC or DESC');
    });
  });

  describe('filter', () => {
    it('keeps the declared filters with their definitions', () => {
      const list = parse({ filter: { q: 'rossi', id: 3, active: true } });
      expect(list.filters).toEqual([
        { name: 'q', def: SPEC.filters.q, value: 'rossi' },
        { name: 'id', def: SPEC.filters.id, value: 3 },
        { name: 'active', def: SPEC.filters.active, value: true },
      ]);
    });

    it('refuses a filter the resource does not declare, naming the filterable ones', () => {
      expectBadQuery(
        () => parse({ filter: { password: 'x' } }),
        'filter',
        /^cannot filter by password; filterable: q, id, code, active, day/,
      );
      expectBadQuery(() => parse({ filter: { q: 'x', nope: 1 } }), 'filter', /cannot filter by nope/);
      expectBadQuery(() => parse({ filter: { x: 1 } }, { ...SPEC, filters: {} }), 'filter', 'cannot filter by x; filterable: —');
    });

    it('refuses an undeclared filter even when its value is empty', () => {
      expectBadQuery(() => parse({ filter: { nope: null } }), 'filter', /cannot filter by nope/);
    });

    // BUG (reported): `spec.filters[name]` finds Object.prototype members.
    it.each(['constructor', 'toString', '__proto__', 'valueOf'])('refuses the inherited filter name %s', (name) => {
      expectBadQuery(() => parseListQuery({ filter: `{"${name}":"x"}` }, SPEC), 'filter', /cannot filter by/);
    });

    it.each([
      ['not JSON', '{q:'],
      ['an array', [1, 2]],
      ['a string', '"rossi"'],
      ['a number', '5'],
    ])('refuses a filter that is %s', (_, filter) => {
      expectBadQuery(() => parse({ filter }), 'filter');
    });

    it('skips filters whose value is null or empty, as react-admin clears them', () => {
      expect(parse({ filter: { q: '', id: null, code: '' } }).filters).toEqual([]);
    });

    describe('search words', () => {
      it('trims the text and skips blank text', () => {
        expect(parse({ filter: { q: '  mario rossi  ' } }).filters[0].value).toBe('mario rossi');
        expect(parse({ filter: { q: '   ' } }).filters).toEqual([]);
      });

      it('cuts very long text to 200 characters', () => {
        expect(String(parse({ filter: { q: 'x'.repeat(500) } }).filters[0].value)).toHaveLength(200);
      });

      it('refuses a search that is not text', () => {
        expectBadQuery(() => parse({ filter: { q: 5 } }), 'filter', 'q must be text');
        expectBadQuery(() => parse({ filter: { q: ['a', 'b'] } }), 'filter', 'q must be text');
        expectBadQuery(() => parse({ filter: { q: { a: 1 } } }), 'filter', 'q must be text');
      });
    });

    describe('type coercion', () => {
      it('reads numbers, also from strings', () => {
        expect(parse({ filter: { id: 7 } }).filters[0].value).toBe(7);
        expect(parse({ filter: { id: '7' } }).filters[0].value).toBe(7);
        expect(parse({ filter: { price_gte: '2.5' } }).filters[0].value).toBe(2.5);
      });

      it.each([['abc'], [' '], [true], [{ a: 1 }], ['1e400']])('refuses %j as a number', (value) => {
        expectBadQuery(() => parse({ filter: { id: value } }), 'filter', 'id must be a number');
      });

      it('reads booleans as react-admin and the old front end send them', () => {
        for (const value of [true, 'true', 1, '1']) expect(parse({ filter: { active: value } }).filters[0].value).toBe(true);
        for (const value of [false, 'false', 0, '0']) expect(parse({ filter: { active: value } }).filters[0].value).toBe(false);
      });

      it.each([['yes'], ['maybe'], [2], [{ a: 1 }]])('refuses %j as a boolean', (value) => {
        expectBadQuery(() => parse({ filter: { active: value } }), 'filter', 'active must be true or false');
      });

      it('reads dates and refuses what is not one', () => {
        expect(parse({ filter: { day: '2024-05-01' } }).filters[0].value).toBe('2024-05-01');
        expect(parse({ filter: { day_gte: '2024-05-01T10:00:00Z' } }).filters[0].value).toBe('2024-05-01T10:00:00Z');
        expectBadQuery(() => parse({ filter: { day: 'nope' } }), 'filter', 'day must be a date');
        expectBadQuery(() => parse({ filter: { day: 20240501 } }), 'filter', 'day must be a date');
      });

      it('reads text, numbers turned into text, and refuses anything else', () => {
        expect(parse({ filter: { code: 'AB' } }).filters[0].value).toBe('AB');
        expect(parse({ filter: { code: 42 } }).filters[0].value).toBe('42');
        expectBadQuery(() => parse({ filter: { code: true } }), 'filter', 'code must be text');
        expectBadQuery(() => parse({ filter: { code: { a: 1 } } }), 'filter', 'code must be text');
      });
    });

    describe('array values (getMany)', () => {
      it('coerces every item', () => {
        expect(parse({ filter: { id: [1, '2', 3] } }).filters[0].value).toEqual([1, 2, 3]);
        expect(parse({ filter: { active: [true, '0'] } }).filters[0].value).toEqual([true, false]);
      });

      it('keeps an empty array (it must select nothing, not everything)', () => {
        expect(parse({ filter: { id: [] } }).filters).toEqual([{ name: 'id', def: SPEC.filters.id, value: [] }]);
      });

      it('refuses a bad item', () => {
        expectBadQuery(() => parse({ filter: { id: [1, 'x'] } }), 'filter', 'id must be a number');
        expectBadQuery(() => parse({ filter: { id: [null] } }), 'filter', 'id must be a number');
        expectBadQuery(() => parse({ filter: { id: [[1]] } }), 'filter', 'id must be a number');
      });

      it('allows arrays on equality filters only', () => {
        expectBadQuery(() => parse({ filter: { price_gte: [1, 2] } }), 'filter', 'price_gte takes one value');
      });

      it('allows at most 1000 values', () => {
        const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
        expect(parse({ filter: { id: ids } }).filters[0].value).toHaveLength(1000);
        expectBadQuery(() => parse({ filter: { id: [...ids, 1001] } }), 'filter', 'id: at most 1000 values');
      });
    });
  });
});

describe('setContentRange', () => {
  const headers = (list: ListQuery, rows: number, total: number) => {
    const header = jest.fn();
    setContentRange({ header } as unknown as HttpReply, list, rows, total);
    expect(header).toHaveBeenCalledTimes(1);
    expect(header.mock.calls[0][0]).toBe('Content-Range');
    return header.mock.calls[0][1] as string;
  };

  it('names the resource, the rows of the page and the filtered total', () => {
    expect(headers(parse({ range: [0, 24] }), 25, 319)).toBe('items 0-24/319');
    expect(headers(parse({ range: [300, 324] }), 19, 319)).toBe('items 300-318/319');
    expect(headers(parse({}), 3, 3)).toBe('items 0-2/3');
    expect(headers(parse({ range: [7, 7] }), 1, 8)).toBe('items 7-7/8');
  });

  it('uses "*" for an empty page, with or without rows elsewhere', () => {
    expect(headers(parse({}), 0, 0)).toBe('items */0');
    expect(headers(parse({ range: [40, 49] }), 0, 31)).toBe('items */31');
  });
});

/**
 * The in-memory SQLite database always; when TEST_DATABASE_URL names a MySQL/MariaDB server (as in CI's second
 * pass), a fresh database there too, since the SQL must work on both engines.
 */
const MYSQL_URL = (process.env.TEST_DATABASE_URL ?? '').startsWith('mysql://') ? process.env.TEST_DATABASE_URL! : null;
const ENGINES: [string, 'sqlite' | 'mysql'][] = [
  ['SQLite (in memory)', 'sqlite'],
  ...(MYSQL_URL ? [['MySQL/MariaDB', 'mysql'] as [string, 'mysql']] : []),
];

async function openDatabase(engine: 'sqlite' | 'mysql'): Promise<{ db: DataSource; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const db = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Item], synchronize: true });
    await db.initialize();
    return { db, drop: () => db.destroy() };
  }
  const server = parseDatabaseUrl(MYSQL_URL!, process.cwd());
  if (server.type !== 'mysql') throw new Error('unreachable');
  const name = `eventdesk_raq_${randomBytes(6).toString('hex')}`;
  const admin = () => createConnection({ host: server.host, port: server.port, user: server.username, password: server.password });
  const conn = await admin();
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const db = new DataSource({
    type: 'mysql',
    host: server.host,
    port: server.port,
    username: server.username,
    password: server.password,
    database: name,
    charset: 'utf8mb4_unicode_ci',
    entities: [Item],
    synchronize: true,
  });
  await db.initialize();
  return {
    db,
    drop: async () => {
      await db.destroy();
      const c = await admin();
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

describe.each(ENGINES)('applyListQuery and findPage on %s', (_, engine) => {
  let db: DataSource;
  let drop: () => Promise<void>;
  const rows: Partial<Item>[] = [
    { name: 'Alpha', code: 'A1', price: 10, active: true, day: '2024-01-10' },
    { name: 'beta', code: 'B2', price: 20, active: false, day: '2024-02-10' },
    { name: 'Gamma 100%', code: 'G3', price: 30, active: true, day: '2024-03-10' },
    { name: 'Delta_x', code: 'D4', price: 40, active: true, day: null },
    { name: 'Deltaxx!', code: 'D5', price: 50, active: false, day: '2024-05-10' },
    { name: 'Back\\slash', code: null, price: 60, active: true, day: '2024-06-10' },
    { name: 'Same', code: 'S1', price: 70, active: true, day: '2024-07-10' },
    { name: 'Same', code: 'S2', price: 80, active: true, day: '2024-08-10' },
    { name: 'Same', code: 'S3', price: 90, active: true, day: '2024-09-10' },
    { name: 'Omega rossi', code: 'mario', price: 100, active: true, day: '2024-10-10' },
  ];
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ db, drop } = await openDatabase(engine));
    for (const row of rows) {
      const saved = await db.getRepository(Item).save(row);
      ids[saved.code ?? saved.name] = saved.id;
    }
  });
  afterAll(() => drop());

  const run = async (params: Record<string, unknown>) => {
    const list = parse(params);
    return findPage(db.getRepository(Item).createQueryBuilder('item'), list);
  };
  const byPrice = (params: Record<string, unknown>) => run({ range: [0, 49], sort: ['price', 'ASC'], ...params });
  const names = async (params: Record<string, unknown>) => (await byPrice(params)).rows.map((r) => r.name);
  const codes = async (params: Record<string, unknown>) => (await byPrice(params)).rows.map((r) => r.code);

  it('returns the query builder it was given, with skip/take set', () => {
    const qb = db.getRepository(Item).createQueryBuilder('item');
    expect(applyListQuery(qb, parse({ range: [10, 14] }))).toBe(qb);
    expect(qb.expressionMap.skip).toBe(10);
    expect(qb.expressionMap.take).toBe(5);
  });

  it('sorts by the chosen field and breaks ties by id in the same order', async () => {
    const same = { filter: { price_gte: 70, price_lte: 90 }, range: [0, 49] };
    expect((await run({ ...same, sort: ['name', 'ASC'] })).rows.map((r) => r.code)).toEqual(['S1', 'S2', 'S3']);
    expect((await run({ ...same, sort: ['name', 'DESC'] })).rows.map((r) => r.code)).toEqual(['S3', 'S2', 'S1']);
    expect((await run({ sort: ['price', 'DESC'], range: [0, 2] })).rows.map((r) => r.code)).toEqual(['mario', 'S3', 'S2']);
    // the default order: name ASC (then id)
    const all = (await run({})).rows;
    expect(all[0].name).toBe('Alpha');
    expect(all.filter((r) => r.name === 'Same').map((r) => r.code)).toEqual(['S1', 'S2', 'S3']);
  });

  it('does not add the tiebreaker twice when sorting by it', () => {
    const qb = applyListQuery(db.getRepository(Item).createQueryBuilder('item'), parse({ sort: ['id', 'DESC'] }));
    expect(qb.expressionMap.orderBys).toEqual({ 'item.id': 'DESC' });
  });

  it('pages without overlap and counts the whole filtered set', async () => {
    const all: number[] = [];
    for (let first = 0; first < 12; first += 3) {
      const { rows: page, total } = await run({ range: [first, first + 2], sort: ['name', 'ASC'] });
      expect(total).toBe(10);
      all.push(...page.map((r) => r.id));
    }
    expect(all).toHaveLength(10);
    expect(new Set(all).size).toBe(10);
    const { rows: filtered, total } = await run({ range: [0, 1], filter: { active: true } });
    expect(filtered).toHaveLength(2);
    expect(total).toBe(8);
  });

  it('matches every search word in any column, case-insensitively', async () => {
    expect(await names({ filter: { q: 'ALPHA' } })).toEqual(['Alpha']);
    expect(await names({ filter: { q: 'delta' } })).toEqual(['Delta_x', 'Deltaxx!']);
    // "rossi" in the name, "mario" in the code: both words must match, each anywhere
    expect(await names({ filter: { q: 'mario rossi' } })).toEqual(['Omega rossi']);
    expect(await names({ filter: { q: 'mario bianchi' } })).toEqual([]);
    // a null column does not hide a match in another
    expect(await names({ filter: { q: 'slash' } })).toEqual(['Back\\slash']);
    expect(await names({ filter: { q: 'd', active: true, price_lte: 45 } })).toEqual(['Delta_x']);
  });

  it('takes %, _, \\ and ! in search text literally (escaped LIKE)', async () => {
    expect(await names({ filter: { q: '%' } })).toEqual(['Gamma 100%']);
    expect(await names({ filter: { q: '100%' } })).toEqual(['Gamma 100%']);
    expect(await names({ filter: { q: '_' } })).toEqual(['Delta_x']);
    expect(await names({ filter: { q: 'delta_' } })).toEqual(['Delta_x']);
    expect(await names({ filter: { q: 'a_x' } })).toEqual(['Delta_x']);
    expect(await names({ filter: { q: '\\' } })).toEqual(['Back\\slash']);
    expect(await names({ filter: { q: 'k\\s' } })).toEqual(['Back\\slash']);
    expect(await names({ filter: { q: '%%%' } })).toEqual([]);
    // '!' is the escape character of the generated LIKE: it must still be an ordinary character of the text
    expect(await names({ filter: { q: '!' } })).toEqual(['Deltaxx!']);
    expect(await names({ filter: { q: 'xx!' } })).toEqual(['Deltaxx!']);
    expect(await names({ filter: { q: '!%' } })).toEqual([]);
    expect(await names({ filter: { q: '!_' } })).toEqual([]);
  });

  it('binds search text as a parameter, never as SQL', async () => {
    expect(await names({ filter: { q: "x' OR '1'='1" } })).toEqual([]);
    expect(await db.getRepository(Item).count()).toBe(rows.length);
  });

  it('selects by equality, single value or array (getMany)', async () => {
    expect(await names({ filter: { id: ids.A1 } })).toEqual(['Alpha']);
    expect(await names({ filter: { id: String(ids.B2) } })).toEqual(['beta']);
    expect(await names({ filter: { id: [ids.B2, ids.A1, 99999] } })).toEqual(['Alpha', 'beta']);
    expect(await codes({ filter: { code: 'S2' } })).toEqual(['S2']);
    expect(await names({ filter: { code: ['A1', 'B2'] } })).toEqual(['Alpha', 'beta']);
    expect(await names({ filter: { active: false } })).toEqual(['beta', 'Deltaxx!']);
    expect(await codes({ filter: { active: 'true', code: ['D4', 'D5'] } })).toEqual(['D4']);
    expect(await names({ filter: { day: '2024-02-10' } })).toEqual(['beta']);
    expect(await names({ filter: { code: "x' OR '1'='1" } })).toEqual([]);
  });

  it('selects nothing for an empty array, and says so in the count', async () => {
    expect(await run({ filter: { id: [] } })).toEqual({ rows: [], total: 0 });
    expect(await run({ filter: { id: [], active: true } })).toEqual({ rows: [], total: 0 });
  });

  it('applies gte and lte bounds, inclusive, combined with AND', async () => {
    expect(await codes({ filter: { price_gte: 80, price_lte: 90 } })).toEqual(['S2', 'S3']);
    expect(await codes({ filter: { price_gte: '80', price_lte: '90' } })).toEqual(['S2', 'S3']);
    expect(await codes({ filter: { day_gte: '2024-09-10' } })).toEqual(['S3', 'mario']);
    expect(await codes({ filter: { active: true, price_lte: 45, price_gte: 35 } })).toEqual(['D4']);
  });
});
