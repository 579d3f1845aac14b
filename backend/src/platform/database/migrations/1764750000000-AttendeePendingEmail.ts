import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** The new e-mail an attendee asked for in my-area, until they confirm it with the code sent there (issue 12). */
export class AttendeePendingEmail1764750000000 implements MigrationInterface {
  name = 'AttendeePendingEmail1764750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('attendees', new TableColumn({ name: 'pending_email', type: 'varchar', length: '255', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('attendees', 'pending_email');
  }
}
