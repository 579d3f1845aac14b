import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/**
 * Invitations of an existing account to sign in for a company (issue 26 item 3): the account gets the
 * COMPANY role only when its holder accepts with the token mailed to them (kept as a keyed hash).
 */
export class CompanyInvitations1765670000000 implements MigrationInterface {
  name = 'CompanyInvitations1765670000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'company_invitations',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'integer' },
          { name: 'event_id', type: 'integer' },
          { name: 'event_company_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '128', isUnique: true },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'accepted_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['event_company_id'], referencedTableName: 'event_companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ columnNames: ['user_id'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('company_invitations');
  }
}
