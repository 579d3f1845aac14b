import { startTestApp, type TestApp } from './support/test-app';

/**
 * Every entity's columns are the migrated tables' columns, on both engines: entities declare only their
 * own columns and let the naming strategy (platform/database/naming-strategy.ts) derive the snake_case
 * names, so a property whose derived name is not the migration's would read and write nothing.
 */
/** TypeORM's own tables, and the counters kept by SQL alone (registration/attendees/attendee-totals.ts, gate/scans/scan-tallies.ts). */
const WITHOUT_ENTITY = ['migrations', 'typeorm_metadata', 'event_attendee_totals', 'scan_minutes', 'scan_kinds'];
/** Tables another test file makes in the same worker's MariaDB database (driver-errors.e2e-spec.ts). */
const TEST_TABLE = /^probe_/;

describe('entities against the migrated schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  async function tableColumns(table: string): Promise<Set<string>> {
    const rows: { name?: string; COLUMN_NAME?: string }[] =
      t.db.options.type === 'better-sqlite3'
        ? await t.db.query(`PRAGMA table_info("${table}")`)
        : await t.db.query('SELECT COLUMN_NAME FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ?', [
            table,
          ]);
    return new Set(rows.map((r) => (r.name ?? r.COLUMN_NAME)!));
  }

  it('maps every column of every entity to a column of its table', async () => {
    const missing: string[] = [];
    for (const entity of t.db.entityMetadatas) {
      const columns = await tableColumns(entity.tableName);
      expect(columns.size).toBeGreaterThan(0);
      for (const column of entity.columns)
        if (!columns.has(column.databaseName))
          missing.push(`${entity.tableName}.${column.databaseName} (${entity.name}.${column.propertyPath})`);
    }
    expect(missing).toEqual([]);
  });

  it('has an entity for every migrated table (the entities are found by their file names)', async () => {
    const rows: { name?: string; TABLE_NAME?: string }[] =
      t.db.options.type === 'better-sqlite3'
        ? await t.db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        : await t.db.query('SELECT TABLE_NAME FROM information_schema.tables WHERE table_schema = DATABASE()');
    const tables = rows.map((r) => (r.name ?? r.TABLE_NAME)!).filter((name) => !WITHOUT_ENTITY.includes(name) && !TEST_TABLE.test(name));
    const mapped = new Set(t.db.entityMetadatas.map((entity) => entity.tableName));
    expect(tables.filter((table) => !mapped.has(table))).toEqual([]);
  });

  it('finds a column the table does not have', async () => {
    expect((await tableColumns('zones')).has('nameIt')).toBe(false);
    expect((await tableColumns('zones')).has('name_it')).toBe(true);
  });
});
