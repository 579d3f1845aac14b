import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/** Users, events and what hangs on them, sessions and the development mail outbox. */
export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          idColumn(),
          { name: 'name', type: 'varchar', length: '255' },
          { name: 'email', type: 'varchar', length: '255', isUnique: true },
          { name: 'password', type: 'varchar', length: '255', isNullable: true },
          { name: 'is_superadmin', type: 'boolean', default: false },
          { name: 'is_active', type: 'boolean', default: true },
          { name: 'two_factor_secret', type: 'text', isNullable: true },
          { name: 'two_factor_recovery_codes', type: 'text', isNullable: true },
          { name: 'two_factor_confirmed_at', type: 'datetime', isNullable: true },
          ...timestamps(),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'event_categories',
        columns: [idColumn(), { name: 'name', type: 'varchar', length: '100', isUnique: true }, ...timestamps()],
      }),
    );
    await q.createTable(
      new Table({
        name: 'events',
        columns: [
          idColumn(),
          { name: 'name', type: 'varchar', length: '255' },
          { name: 'sku', type: 'varchar', length: '5' },
          { name: 'start_at', type: 'date', isNullable: true },
          { name: 'end_at', type: 'date', isNullable: true },
          { name: 'address', type: 'varchar', length: '255' },
          { name: 'zip_code', type: 'varchar', length: '20' },
          { name: 'city', type: 'varchar', length: '100' },
          { name: 'country', type: 'varchar', length: '100' },
          { name: 'event_category_id', type: 'int', isNullable: true },
          { name: 'token', type: 'varchar', length: '64', isUnique: true },
          { name: 'image_background', type: 'varchar', length: '255', isNullable: true },
          ...timestamps(),
        ],
        foreignKeys: [
          {
            columnNames: ['event_category_id'],
            referencedTableName: 'event_categories',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
        indices: [{ columnNames: ['start_at'] }, { columnNames: ['name'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'event_options',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'int' },
          { name: 'key', type: 'varchar', length: '100' },
          { name: 'value', type: 'text' },
        ],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['event_id', 'key'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'event_companies',
        columns: [idColumn(), { name: 'event_id', type: 'int' }, { name: 'name', type: 'varchar', length: '255' }, ...timestamps()],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['event_id', 'name'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'user_event_roles',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'int' },
          { name: 'event_id', type: 'int' },
          { name: 'role', type: 'varchar', length: '16' },
          { name: 'event_company_id', type: 'int', isNullable: true },
        ],
        foreignKeys: [
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          {
            columnNames: ['event_company_id'],
            referencedTableName: 'event_companies',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
        indices: [{ columnNames: ['user_id', 'event_id'], isUnique: true }, { columnNames: ['event_id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '128', isPrimary: true },
          { name: 'expires_at', type: 'bigint' },
          { name: 'data', type: 'text' },
        ],
      }),
    );
    await q.createIndex('sessions', new TableIndex({ columnNames: ['expires_at'] }));
    await q.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          idColumn(),
          { name: 'to_address', type: 'varchar', length: '255' },
          { name: 'subject', type: 'varchar', length: '255' },
          { name: 'text', type: 'text' },
          { name: 'html', type: 'text', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'mail_outbox',
      'sessions',
      'user_event_roles',
      'event_companies',
      'event_options',
      'events',
      'event_categories',
      'users',
    ]) {
      await q.dropTable(table);
    }
  }
}
