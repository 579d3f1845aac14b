import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/**
 * Registrations for the programme's sessions (issue 27). The `attendee_sessions` table, the stand-in
 * `GET …/attendees/{id}/sessions` read until sessions existed, was never written and goes.
 */
export class SessionRegistrations1765702000000 implements MigrationInterface {
  name = 'SessionRegistrations1765702000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'session_registrations',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'session_id', type: 'integer' },
          { name: 'attendee_id', type: 'integer' },
          { name: 'status', type: 'varchar', length: '10' },
          ...timestamps(),
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['session_id'], referencedTableName: 'programme_sessions', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [
          { name: 'IDX_session_registrations_session_attendee', columnNames: ['session_id', 'attendee_id'], isUnique: true },
          { name: 'IDX_session_registrations_session_status', columnNames: ['session_id', 'status'] },
          { name: 'IDX_session_registrations_attendee', columnNames: ['attendee_id'] },
        ],
      }),
    );
    await q.dropTable('attendee_sessions');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'attendee_sessions',
        columns: [
          idColumn(),
          { name: 'attendee_id', type: 'integer' },
          { name: 'title', type: 'varchar', length: '255' },
          { name: 'starts_at', type: 'datetime', isNullable: true },
          { name: 'room', type: 'varchar', length: '100', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [{ columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await q.dropTable('session_registrations');
  }
}
