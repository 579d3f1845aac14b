import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/** The event's terms (SPEC §5 "terms (versioned consents)"): the texts attendees are asked to accept, and their version. */
export class Terms1765706000000 implements MigrationInterface {
  name = 'Terms1765706000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'terms',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'title_it', type: 'varchar', length: '200' },
          { name: 'title_en', type: 'varchar', length: '200', isNullable: true },
          { name: 'text_it', type: 'text' },
          { name: 'text_en', type: 'text', isNullable: true },
          { name: 'required', type: 'boolean', default: true },
          { name: 'active', type: 'boolean', default: true },
          { name: 'position', type: 'integer', default: 0 },
          { name: 'version', type: 'integer', default: 1 },
          ...timestamps(),
        ],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ name: 'IDX_terms_event_position', columnNames: ['event_id', 'position'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('terms');
  }
}
