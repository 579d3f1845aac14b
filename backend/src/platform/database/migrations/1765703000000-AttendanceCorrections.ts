import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/** Attendance entered by hand (issue 27): time present the door did not see, with a reason. */
export class AttendanceCorrections1765703000000 implements MigrationInterface {
  name = 'AttendanceCorrections1765703000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'attendance_corrections',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'session_id', type: 'integer' },
          { name: 'attendee_id', type: 'integer' },
          { name: 'from_at', type: 'datetime' },
          { name: 'to_at', type: 'datetime' },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          ...timestamps(),
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['session_id'], referencedTableName: 'programme_sessions', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_attendance_corrections_session_attendee', columnNames: ['session_id', 'attendee_id'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('attendance_corrections');
  }
}
