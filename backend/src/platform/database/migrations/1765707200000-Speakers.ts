import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/** The programme's speakers: who talks, chairs or moderates, with their affiliation and biography. */
export class Speakers1765707200000 implements MigrationInterface {
  name = 'Speakers1765707200000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'speakers',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'last_name', type: 'varchar', length: '100' },
          { name: 'first_name', type: 'varchar', length: '100' },
          { name: 'title', type: 'varchar', length: '50', isNullable: true },
          { name: 'affiliation', type: 'varchar', length: '200', isNullable: true },
          { name: 'email', type: 'varchar', length: '255', isNullable: true },
          { name: 'bio_it', type: 'text', isNullable: true },
          { name: 'bio_en', type: 'text', isNullable: true },
          ...timestamps(),
        ],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ name: 'IDX_speakers_event_last_name', columnNames: ['event_id', 'last_name'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('speakers');
  }
}
