import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/** The events' pass-signing keys and the holders' reissued pass versions (issue 14). */
export class Passes1765400000000 implements MigrationInterface {
  name = 'Passes1765400000000';

  async up(q: QueryRunner): Promise<void> {
    const event = { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    await q.createTable(
      new Table({
        name: 'event_pass_keys',
        columns: [
          { name: 'event_id', type: 'integer', isPrimary: true },
          { name: 'public_key', type: 'varchar', length: '64' },
          { name: 'private_key', type: 'text' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [event],
      }),
    );
    await q.createTable(
      new Table({
        name: 'pass_versions',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'holder_type', type: 'varchar', length: '8' },
          { name: 'holder_id', type: 'integer' },
          { name: 'version', type: 'integer' },
        ],
        foreignKeys: [event],
        indices: [{ name: 'IDX_pass_versions_holder', columnNames: ['event_id', 'holder_type', 'holder_id'], isUnique: true }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('pass_versions');
    await q.dropTable('event_pass_keys');
  }
}
