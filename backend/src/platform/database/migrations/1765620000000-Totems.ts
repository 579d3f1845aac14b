import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/** Self check-in kiosks (issue 14): name, zone, mode, and what each last reported. */
export class Totems1765620000000 implements MigrationInterface {
  name = 'Totems1765620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'totems',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'zone_id', type: 'integer' },
          { name: 'mode', type: 'varchar', length: '8' },
          { name: 'active', type: 'boolean', default: true },
          { name: 'last_heartbeat_at', type: 'datetime', isNullable: true },
          { name: 'last_scan_at', type: 'datetime', isNullable: true },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'error_count', type: 'integer', default: 0 },
          { name: 'reset_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['zone_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_totems_name', columnNames: ['event_id', 'name'], isUnique: true }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('totems');
  }
}
