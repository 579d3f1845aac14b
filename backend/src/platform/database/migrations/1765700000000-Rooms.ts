import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/** The programme's rooms (issue 27): each with the zone that is its door, one room per zone. */
export class Rooms1765700000000 implements MigrationInterface {
  name = 'Rooms1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'rooms',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'name_it', type: 'varchar', length: '100' },
          { name: 'name_en', type: 'varchar', length: '100', isNullable: true },
          { name: 'capacity', type: 'integer', isNullable: true },
          { name: 'floor', type: 'varchar', length: '50', isNullable: true },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'zone_id', type: 'integer' },
          ...timestamps(),
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['zone_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'RESTRICT' },
        ],
        indices: [{ name: 'IDX_rooms_event_zone', columnNames: ['event_id', 'zone_id'], isUnique: true }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('rooms');
  }
}
