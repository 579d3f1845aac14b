import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * The signed-in staff sessions of each user (issue 12): what the user sees in "my sessions" and what
 * is ended when their credentials change. The session id is kept encrypted (APP_KEY).
 */
export class UserSessions1764700000000 implements MigrationInterface {
  name = 'UserSessions1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'user_sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '32', isPrimary: true },
          { name: 'user_id', type: 'integer' },
          { name: 'sid', type: 'varchar', length: '512' },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '255', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'last_seen_at', type: 'datetime' },
        ],
        foreignKeys: [{ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['user_id'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('user_sessions');
  }
}
