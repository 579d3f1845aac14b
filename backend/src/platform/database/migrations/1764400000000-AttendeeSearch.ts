import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { tokenRows, type SearchValues } from '../../common/search-words';

/** The indexes that only served the quick search's prefix LIKEs, now answered by the tokens. */
const MYSQL_SEARCH_INDEXES = [
  ['IDX_attendees_event_first_name', 'first_name'],
  ['IDX_attendees_event_company_name', 'company_name'],
  ['IDX_attendees_event_fiscal_code', 'fiscal_code'],
];
const SQLITE_SEARCH_COLUMNS = ['last_name', 'first_name', 'email', 'attendee_code', 'company_name', 'fiscal_code'];
const BACKFILL_CHUNK = 1000;

/**
 * The attendee list's quick search by tokens (attendees/search-tokens.ts, common/search-words.ts): the table, the tokens of
 * the attendees already there, and the search-only indexes of `attendees` dropped (every import
 * paid for them).
 */
export class AttendeeSearch1764400000000 implements MigrationInterface {
  name = 'AttendeeSearch1764400000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = ['mysql', 'mariadb'].includes(q.connection.driver.options.type);
    await q.createTable(
      new Table({
        name: 'attendee_search_tokens',
        columns: [
          { name: 'event_id', type: 'integer', isPrimary: true },
          // Binary collation: the prefix ranges compare code points (SQLite's default is binary).
          { name: 'token', type: 'varchar', length: '64', isPrimary: true, ...(mysql && { charset: 'utf8mb4', collation: 'utf8mb4_bin' }) },
          { name: 'attendee_id', type: 'integer', isPrimary: true },
          { name: 'fields', type: 'smallint' },
        ],
        foreignKeys: [
          { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        // An attendee's tokens: rewritten on a change, and probed by the list when it walks the event in order.
        indices: [{ name: 'IDX_attendee_search_tokens_attendee', columnNames: ['attendee_id', 'token'] }],
      }),
    );

    const placeholder = (n: number) => Array.from({ length: n }, () => '(?, ?, ?, ?)').join(', ');
    for (let after = 0; ;) {
      const rows: ({ id: number; event_id: number } & SearchValues)[] = await q.query(
        `SELECT id, event_id, last_name, first_name, email, attendee_code, company_name, fiscal_code FROM attendees WHERE id > ? ORDER BY id LIMIT ${BACKFILL_CHUNK}`,
        [after],
      );
      if (!rows.length) break;
      after = rows[rows.length - 1]!.id;
      const tokens = rows.flatMap((r) => tokenRows(r.event_id, [{ id: r.id, values: r }]));
      for (let i = 0; i < tokens.length; i += 2000) {
        const part = tokens.slice(i, i + 2000);
        await q.query(
          `INSERT INTO attendee_search_tokens (event_id, token, attendee_id, fields) VALUES ${placeholder(part.length)}`,
          part.flatMap((t) => [t.eventId, t.token, t.attendeeId, t.fields]),
        );
      }
    }

    if (mysql) {
      for (const [index] of MYSQL_SEARCH_INDEXES) await q.query(`DROP INDEX \`${index}\` ON \`attendees\``);
    } else {
      for (const column of SQLITE_SEARCH_COLUMNS) await q.query(`DROP INDEX "IDX_attendees_q_${column}"`);
      await q.query('DROP INDEX "IDX_attendees_event_fiscal_code"');
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const mysql = ['mysql', 'mariadb'].includes(q.connection.driver.options.type);
    if (mysql) {
      for (const [index, column] of MYSQL_SEARCH_INDEXES)
        await q.query(`CREATE INDEX \`${index}\` ON \`attendees\` (\`event_id\`, \`${column}\`)`);
    } else {
      for (const column of SQLITE_SEARCH_COLUMNS) {
        await q.query(`CREATE INDEX "IDX_attendees_q_${column}" ON "attendees" ("event_id", "${column}" COLLATE NOCASE)`);
      }
      await q.query('CREATE INDEX "IDX_attendees_event_fiscal_code" ON "attendees" ("event_id", "fiscal_code")');
    }
    await q.dropTable('attendee_search_tokens');
  }
}
