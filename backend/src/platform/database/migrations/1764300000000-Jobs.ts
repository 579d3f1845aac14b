import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/** Background jobs of an event (attendee imports): progress and the point to resume from. */
export class Jobs1764300000000 implements MigrationInterface {
  name = 'Jobs1764300000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = ['mysql', 'mariadb'].includes(q.connection.driver.options.type);
    const int = (name: string, dflt = 0) => ({ name, type: 'integer', default: dflt });
    await q.createTable(
      new Table({
        name: 'jobs',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'type', type: 'varchar', length: '32' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'params', type: mysql ? 'mediumtext' : 'text' },
          int('total'),
          int('processed'),
          int('created'),
          int('updated'),
          int('failed'),
          { name: 'errors', type: mysql ? 'mediumtext' : 'text' },
          int('last_batch', -1),
          { name: 'failure', type: 'varchar', length: '500', isNullable: true },
          { name: 'started_at', type: 'datetime', isNullable: true },
          { name: 'finished_at', type: 'datetime', isNullable: true },
          ...timestamps(),
        ],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['event_id', 'status'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('jobs');
  }
}
