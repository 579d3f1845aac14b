import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { idColumn } from './helpers';

/** Two-factor replay guard, e-mailed one-time codes and the audit log. */
export class AuthAudit1763900000000 implements MigrationInterface {
  name = 'AuthAudit1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('users', new TableColumn({ name: 'two_factor_last_step', type: 'integer', isNullable: true }));
    await q.createTable(
      new Table({
        name: 'one_time_codes',
        columns: [
          idColumn(),
          { name: 'subject_type', type: 'varchar', length: '16' },
          { name: 'subject_id', type: 'integer' },
          { name: 'code_hash', type: 'varchar', length: '128' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ columnNames: ['subject_type', 'subject_id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'audit_logs',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'actor_email', type: 'varchar', length: '255', isNullable: true },
          { name: 'action', type: 'varchar', length: '64' },
          { name: 'target_type', type: 'varchar', length: '32', isNullable: true },
          { name: 'target_id', type: 'integer', isNullable: true },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
          { name: 'details', type: 'text', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ columnNames: ['created_at'] }, { columnNames: ['user_id'] }, { columnNames: ['action'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('audit_logs');
    await q.dropTable('one_time_codes');
    await q.dropColumn('users', 'two_factor_last_step');
  }
}
