import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { idColumn } from './helpers';

/**
 * The gate's further rules (issue 14): payment required at the gate, badge prints once per pass
 * version, scans synced from an offline device (and their conflicts), a holder's presences found at once,
 * the passes reissued since an offline gate last refreshed its list.
 */
export class GateRules1765600000000 implements MigrationInterface {
  name = 'GateRules1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('event_payment_settings', new TableColumn({ name: 'required_at_gate', type: 'boolean', default: false }));
    await q.addColumns('scans', [
      new TableColumn({ name: 'offline', type: 'boolean', default: false }),
      new TableColumn({ name: 'conflict', type: 'varchar', length: '24', isNullable: true }),
    ]);
    await q.createIndex('scans', new TableIndex({ name: 'IDX_scans_conflict', columnNames: ['event_id', 'conflict'] }));
    // When a pass was last reissued: an offline gate's list refreshes the holders changed since it last asked.
    await q.addColumn('pass_versions', new TableColumn({ name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' }));
    await q.createIndex('zone_presence', new TableIndex({ name: 'IDX_zone_presence_of', columnNames: ['event_id', 'holder_type', 'holder_id'] }));
    await q.createTable(
      new Table({
        name: 'pass_prints',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'holder_type', type: 'varchar', length: '8' },
          { name: 'holder_id', type: 'integer' },
          { name: 'version', type: 'integer' },
          { name: 'scan_id', type: 'integer' },
          { name: 'printed_at', type: 'datetime' },
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['scan_id'], referencedTableName: 'scans', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_pass_prints_once', columnNames: ['event_id', 'holder_type', 'holder_id', 'version'], isUnique: true }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('pass_prints');
    await q.dropIndex('zone_presence', 'IDX_zone_presence_of');
    await q.dropColumn('pass_versions', 'updated_at');
    await q.dropIndex('scans', 'IDX_scans_conflict');
    await q.dropColumn('scans', 'conflict');
    await q.dropColumn('scans', 'offline');
    await q.dropColumn('event_payment_settings', 'required_at_gate');
  }
}
