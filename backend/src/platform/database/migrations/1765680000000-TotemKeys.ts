import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/**
 * Pairing codes and device credentials of the self check-in kiosks (issue 26 item 4), kept as keyed
 * hashes: a kiosk holds a credential of its own totem instead of a staff session.
 */
export class TotemKeys1765680000000 implements MigrationInterface {
  name = 'TotemKeys1765680000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'totem_keys',
        columns: [
          idColumn(),
          { name: 'totem_id', type: 'integer' },
          { name: 'event_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'key_hash', type: 'varchar', length: '128', isUnique: true },
          { name: 'expires_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          { columnNames: ['totem_id'], referencedTableName: 'totems', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ columnNames: ['totem_id', 'kind'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('totem_keys');
  }
}
