import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/**
 * What an offline gate's incremental refresh must hear of beyond the holders' own rows (issue 14): a
 * right taken away, a holder deleted, the zones' defaults changed (GateChange).
 */
export class GateChanges1765650000000 implements MigrationInterface {
  name = 'GateChanges1765650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'gate_changes',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'holder_type', type: 'varchar', length: '8', isNullable: true },
          { name: 'holder_id', type: 'integer', isNullable: true },
          { name: 'version', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ name: 'IDX_gate_changes_since', columnNames: ['event_id', 'created_at'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('gate_changes');
  }
}
