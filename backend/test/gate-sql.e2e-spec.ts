import * as gateSql from '../src/gate/scans/gate-sql';
import { isMysql } from '../src/platform/database/driver-sql';
import { startTestApp, type TestApp } from './support/test-app';

const PASS_HOLDER_TYPES = ['ATTENDEE', 'VEHICLE'] as const;

/** What gate-sql.ts exports that is no statement: the parameters of HOLDER_SQL. */
const NOT_STATEMENTS = new Set(['holderParams']);

/**
 * Every statement of a scan (gate-sql.ts) by name, as one engine gets it (`mysql`: MariaDB/MySQL): a
 * constant as it is, HOLDER_SQL for each holder type, the builders for each holder type, one zone and
 * several. An export this does not know fails the test: a new statement is rendered here, and so
 * snapshotted and run on both engines.
 */
function statements(mysql: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(gateSql)) {
    if (NOT_STATEMENTS.has(name)) continue;
    if (typeof value === 'string') out[name] = value;
    else if (value === gateSql.HOLDER_SQL) for (const type of PASS_HOLDER_TYPES) out[`${name}.${type}`] = gateSql.HOLDER_SQL[type];
    else if (value === gateSql.holderLockSql)
      for (const type of PASS_HOLDER_TYPES) out[`${name}(${type})`] = gateSql.holderLockSql(type, mysql);
    else if (value === gateSql.occupancyLockSql)
      for (const count of [1, 3]) out[`${name}(${count})`] = gateSql.occupancyLockSql(count, mysql);
    else if (value === gateSql.occupancyRowSql) out[`${name}()`] = gateSql.occupancyRowSql(mysql);
    else throw new Error(`gate-sql.ts exports ${name}, which gate-sql.e2e-spec.ts does not render: add it to statements()`);
  }
  return out;
}

/** As many parameters as the statement has placeholders (none of the statements has a `?` inside a string). */
const placeholders = (sql: string) => Array.from(sql.matchAll(/\?/g), () => 1);

/**
 * The gate's hand-written SQL (issue 25 item 4): its text on each engine is the snapshot's, so a change
 * shows in review as a diff of the statements themselves; and each statement of the engine under test
 * is planned by the real database (EXPLAIN on MariaDB, EXPLAIN QUERY PLAN on SQLite), so a statement
 * naming a column or table the migrations do not make, or not parsing, fails here.
 */
describe('the gate’s SQL statements', () => {
  let t: TestApp;
  let mysql: boolean;
  const explain = (sql: string) => t.db.query(`${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, placeholders(sql));

  beforeAll(async () => {
    t = await startTestApp();
    mysql = isMysql(t.db);
  });
  afterAll(() => t?.close());

  it('renders every statement for SQLite as the snapshot has it', () => {
    const sqlite = statements(false);
    // 16 constants; HOLDER_SQL and holderLockSql for both holder types, occupancyLockSql for 1 and 3 zones, occupancyRowSql.
    expect(Object.keys(sqlite)).toHaveLength(23);
    expect(sqlite).toMatchSnapshot();
  });

  it('renders every statement for MariaDB/MySQL as the snapshot has it, locking where SQLite’s single writer need not', () => {
    const sqlite = statements(false);
    const maria = statements(true);
    expect(maria).toMatchSnapshot();
    expect(Object.keys(maria)).toEqual(Object.keys(sqlite));
    const differ = Object.keys(maria)
      .filter((name) => maria[name] !== sqlite[name])
      .sort();
    expect(differ).toEqual([
      'holderLockSql(ATTENDEE)',
      'holderLockSql(VEHICLE)',
      'occupancyLockSql(1)',
      'occupancyLockSql(3)',
      'occupancyRowSql()',
    ]);
  });

  it('has the database plan every statement of its engine', async () => {
    const failed: string[] = [];
    for (const [name, sql] of Object.entries(statements(mysql))) {
      try {
        const plan = (await explain(sql)) as unknown[];
        expect(Array.isArray(plan)).toBe(true);
      } catch (e) {
        failed.push(`${name}: ${(e as Error).message}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it('fails to plan a statement naming a column the schema lacks (the check above can fail)', async () => {
    await expect(explain('SELECT z.id, z.no_such_column FROM zones z WHERE z.id = ?')).rejects.toThrow(/no_such_column/);
    await expect(explain(gateSql.ZONE_SQL.replace('zone_occupancy', 'zone_occupancies'))).rejects.toThrow(/zone_occupancies/);
  });
});
