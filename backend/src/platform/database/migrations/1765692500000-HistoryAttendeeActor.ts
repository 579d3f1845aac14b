import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** The attendee who changed their own record in my-area, as the actor of an actions-history entry (issue 25). */
export class HistoryAttendeeActor1765692500000 implements MigrationInterface {
  name = 'HistoryAttendeeActor1765692500000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('action_history', new TableColumn({ name: 'attendee_id', type: 'integer', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('action_history', 'attendee_id');
  }
}
