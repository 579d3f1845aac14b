import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/** The cloakroom's hangers (issue 14): numbered in racks, one holder each, one hanger per holder. */
export class Cloakroom1765640000000 implements MigrationInterface {
  name = 'Cloakroom1765640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'hangers',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'rack', type: 'varchar', length: '20' },
          { name: 'number', type: 'integer' },
          { name: 'holder_attendee_id', type: 'integer', isNullable: true },
          { name: 'taken_at', type: 'datetime', isNullable: true },
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['holder_attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [
          { name: 'IDX_hangers_number', columnNames: ['event_id', 'rack', 'number'], isUnique: true },
          { name: 'IDX_hangers_holder', columnNames: ['event_id', 'holder_attendee_id'], isUnique: true },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('hangers');
  }
}
