import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/** Default zones per attendee category and vehicle type (issue 13). */
export class ZoneDefaults1765300000000 implements MigrationInterface {
  name = 'ZoneDefaults1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'zone_defaults',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'zone_id', type: 'integer' },
          { name: 'attendee_category_id', type: 'integer', isNullable: true },
          { name: 'vehicle_type', type: 'varchar', length: '16', isNullable: true },
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['zone_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          {
            columnNames: ['attendee_category_id'],
            referencedTableName: 'attendee_categories',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
        indices: [
          { name: 'IDX_zone_defaults_zone', columnNames: ['zone_id'] },
          { name: 'IDX_zone_defaults_category', columnNames: ['event_id', 'attendee_category_id'] },
          { name: 'IDX_zone_defaults_type', columnNames: ['event_id', 'vehicle_type'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('zone_defaults');
  }
}
