import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Each event's number of attendees, kept by the writers (attendees/attendee-totals.ts), filled here. */
export class AttendeeTotals1764500000000 implements MigrationInterface {
  name = 'AttendeeTotals1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'event_attendee_totals',
        columns: [
          { name: 'event_id', type: 'integer', isPrimary: true },
          { name: 'total', type: 'integer', default: 0 },
        ],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await q.query('INSERT INTO event_attendee_totals (event_id, total) SELECT event_id, COUNT(*) FROM attendees GROUP BY event_id');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('event_attendee_totals');
  }
}
