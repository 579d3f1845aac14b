import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/** The zones of an event's venue (issue 13): a zone may lie inside another of the same event. */
export class Zones1764900000000 implements MigrationInterface {
  name = 'Zones1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'zones',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'name_it', type: 'varchar', length: '100' },
          { name: 'name_en', type: 'varchar', length: '100', isNullable: true },
          { name: 'code', type: 'varchar', length: '20' },
          { name: 'color', type: 'varchar', length: '7', isNullable: true },
          { name: 'capacity', type: 'integer', isNullable: true },
          { name: 'parent_id', type: 'integer', isNullable: true },
          { name: 'windows', type: 'text' },
          { name: 'active', type: 'boolean', default: true },
          ...timestamps(),
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['parent_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'RESTRICT' },
        ],
        indices: [
          { name: 'UQ_zones_event_code', columnNames: ['event_id', 'code'], isUnique: true },
          { name: 'IDX_zones_parent', columnNames: ['parent_id'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('zones');
  }
}
