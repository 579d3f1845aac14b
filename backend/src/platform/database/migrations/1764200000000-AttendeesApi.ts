import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { idColumn, timestamps } from './helpers';

const text = (name: string, length: number) => new TableColumn({ name, type: 'varchar', length: String(length), isNullable: true });
const cascade = (column: string, table: string) => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
});

/** The attendee list's `q` matches a prefix of each of these columns. */
const SEARCH_COLUMNS = ['last_name', 'first_name', 'email', 'attendee_code', 'company_name', 'fiscal_code'];

/**
 * The attendees API: company details and quotas, the actions history, tags, saved filters, and the
 * minimal tables behind the attendee's sessions, used services and survey submissions.
 */
export class AttendeesApi1764200000000 implements MigrationInterface {
  name = 'AttendeesApi1764200000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = ['mysql', 'mariadb'].includes(q.connection.driver.options.type);

    await q.addColumns('event_companies', [
      text('vat_number', 32),
      text('fiscal_code', 16),
      text('email', 255),
      text('phone', 50),
      text('contact_name', 255),
      text('address', 255),
      text('postal_code', 20),
      text('city', 100),
      text('province', 2),
      text('country', 2),
      new TableColumn({ name: 'attendee_quota', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'vehicle_quota', type: 'integer', isNullable: true }),
    ]);

    // `q` is `column LIKE 'word%'` on each search column. MySQL's case-insensitive collation lets the
    // (event_id, column) indexes serve it; SQLite's LIKE is case-insensitive too, so there the index
    // must be NOCASE for the LIKE optimisation to use it.
    if (mysql) {
      await q.query('CREATE INDEX `IDX_attendees_event_first_name` ON `attendees` (`event_id`, `first_name`)');
      await q.query('CREATE INDEX `IDX_attendees_event_company_name` ON `attendees` (`event_id`, `company_name`)');
    } else {
      for (const column of SEARCH_COLUMNS) {
        await q.query(`CREATE INDEX "IDX_attendees_q_${column}" ON "attendees" ("event_id", "${column}" COLLATE NOCASE)`);
      }
    }

    await q.createTable(
      new Table({
        name: 'action_history',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'subject_type', type: 'varchar', length: '32' },
          { name: 'subject_id', type: 'integer' },
          { name: 'action', type: 'varchar', length: '16' },
          // No foreign key: the history outlives the user who acted, whose e-mail it keeps.
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'user_email', type: 'varchar', length: '255', isNullable: true },
          // JSON {field: [old, new]}; two 10,000-character texts in 4-byte UTF-8 exceed MySQL's TEXT.
          { name: 'changes', type: mysql ? 'mediumtext' : 'text' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [cascade('event_id', 'events')],
        indices: [{ name: 'IDX_action_history_subject', columnNames: ['event_id', 'subject_type', 'subject_id'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'tags',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'color', type: 'varchar', length: '7', isNullable: true },
          ...timestamps(),
        ],
        foreignKeys: [cascade('event_id', 'events')],
        indices: [{ name: 'UQ_tags_event_name', columnNames: ['event_id', 'name'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'attendee_tags',
        columns: [
          { name: 'attendee_id', type: 'integer', isPrimary: true },
          { name: 'tag_id', type: 'integer', isPrimary: true },
        ],
        foreignKeys: [cascade('attendee_id', 'attendees'), cascade('tag_id', 'tags')],
        indices: [{ name: 'IDX_attendee_tags_tag', columnNames: ['tag_id', 'attendee_id'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'saved_filters',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'resource', type: 'varchar', length: '32' },
          { name: 'filter', type: 'text' },
          { name: 'shared', type: 'boolean', default: false },
          ...timestamps(),
        ],
        foreignKeys: [cascade('event_id', 'events'), cascade('user_id', 'users')],
        indices: [
          { name: 'IDX_saved_filters_owner', columnNames: ['event_id', 'user_id'] },
          { name: 'IDX_saved_filters_shared', columnNames: ['event_id', 'shared'] },
        ],
      }),
    );

    await q.createTable(
      new Table({
        name: 'attendee_sessions',
        columns: [
          idColumn(),
          { name: 'attendee_id', type: 'integer' },
          { name: 'title', type: 'varchar', length: '255' },
          { name: 'starts_at', type: 'datetime', isNullable: true },
          { name: 'room', type: 'varchar', length: '100', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [cascade('attendee_id', 'attendees')],
        indices: [{ name: 'IDX_attendee_sessions_attendee', columnNames: ['attendee_id', 'starts_at'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'attendee_used_services',
        columns: [
          idColumn(),
          { name: 'attendee_id', type: 'integer' },
          // The services area is not built yet: no foreign key for now.
          { name: 'service_id', type: 'integer' },
          { name: 'used_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [cascade('attendee_id', 'attendees')],
        indices: [{ name: 'IDX_attendee_used_services_attendee', columnNames: ['attendee_id', 'service_id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'survey_submissions',
        columns: [
          idColumn(),
          { name: 'attendee_id', type: 'integer' },
          // The surveys area is not built yet: no foreign key for now.
          { name: 'survey_id', type: 'integer', isNullable: true },
          { name: 'answers', type: 'text', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [cascade('attendee_id', 'attendees')],
        indices: [{ name: 'IDX_survey_submissions_attendee', columnNames: ['attendee_id'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    const mysql = ['mysql', 'mariadb'].includes(q.connection.driver.options.type);
    for (const table of [
      'survey_submissions',
      'attendee_used_services',
      'attendee_sessions',
      'saved_filters',
      'attendee_tags',
      'tags',
      'action_history',
    ]) {
      await q.dropTable(table);
    }
    if (mysql) {
      await q.query('DROP INDEX `IDX_attendees_event_first_name` ON `attendees`');
      await q.query('DROP INDEX `IDX_attendees_event_company_name` ON `attendees`');
    } else {
      for (const column of SEARCH_COLUMNS) await q.query(`DROP INDEX "IDX_attendees_q_${column}"`);
    }
    await q.dropColumns('event_companies', [
      'vat_number',
      'fiscal_code',
      'email',
      'phone',
      'contact_name',
      'address',
      'postal_code',
      'city',
      'province',
      'country',
      'attendee_quota',
      'vehicle_quota',
    ]);
  }
}
