import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/** The attendees' consents to the event's terms: one row per attendee and term, with the version accepted. */
export class TermConsents1765706200000 implements MigrationInterface {
  name = 'TermConsents1765706200000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'term_consents',
        columns: [
          idColumn(),
          { name: 'attendee_id', type: 'integer' },
          { name: 'term_id', type: 'integer' },
          { name: 'version', type: 'integer' },
          { name: 'accepted_at', type: 'datetime' },
        ],
        foreignKeys: [
          { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['term_id'], referencedTableName: 'terms', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [
          { name: 'IDX_term_consents_attendee_term', columnNames: ['attendee_id', 'term_id'], isUnique: true },
          { name: 'IDX_term_consents_term', columnNames: ['term_id'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('term_consents');
  }
}
