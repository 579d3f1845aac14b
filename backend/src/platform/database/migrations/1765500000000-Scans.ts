import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { idColumn } from './helpers';

/** Scans at the gates, who is inside each zone, the zones' occupancy; anti-passback per zone (issue 14). */
export class Scans1765500000000 implements MigrationInterface {
  name = 'Scans1765500000000';

  async up(q: QueryRunner): Promise<void> {
    const event = { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    const zone = { columnNames: ['zone_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    await q.addColumn('zones', new TableColumn({ name: 'anti_passback', type: 'boolean', default: true }));
    await q.createTable(
      new Table({
        name: 'scans',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'zone_id', type: 'integer' },
          { name: 'direction', type: 'varchar', length: '8' },
          { name: 'result', type: 'varchar', length: '10' },
          { name: 'reason', type: 'varchar', length: '24', isNullable: true },
          { name: 'holder_type', type: 'varchar', length: '8', isNullable: true },
          { name: 'holder_id', type: 'integer', isNullable: true },
          { name: 'event_company_id', type: 'integer', isNullable: true },
          { name: 'device_id', type: 'varchar', length: '64' },
          { name: 'nonce', type: 'varchar', length: '64' },
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'scanned_at', type: 'datetime' },
          { name: 'inside', type: 'integer', default: 0 },
          { name: 'delta', type: 'integer', default: 0 },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          event,
          zone,
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [
          { name: 'IDX_scans_nonce', columnNames: ['event_id', 'device_id', 'nonce'], isUnique: true },
          { name: 'IDX_scans_zone', columnNames: ['event_id', 'zone_id', 'id'] },
          { name: 'IDX_scans_holder', columnNames: ['event_id', 'holder_type', 'holder_id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'zone_presence',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'zone_id', type: 'integer' },
          { name: 'holder_type', type: 'varchar', length: '8' },
          { name: 'holder_id', type: 'integer' },
          { name: 'entered_at', type: 'datetime' },
        ],
        foreignKeys: [event, zone],
        indices: [{ name: 'IDX_zone_presence_holder', columnNames: ['zone_id', 'holder_type', 'holder_id'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'zone_occupancy',
        columns: [
          { name: 'zone_id', type: 'integer', isPrimary: true },
          { name: 'event_id', type: 'integer' },
          { name: 'inside', type: 'integer', default: 0 },
          { name: 'peak', type: 'integer', default: 0 },
        ],
        foreignKeys: [event, zone],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('zone_occupancy');
    await q.dropTable('zone_presence');
    await q.dropTable('scans');
    await q.dropColumn('zones', 'anti_passback');
  }
}
