import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** "Admit anyway" at the gate (issue 29 item 6): the refusal a supervisor overrode, and the reason given. */
export class ScanOverrides1765691000000 implements MigrationInterface {
  name = 'ScanOverrides1765691000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('scans', [
      new TableColumn({ name: 'overridden', type: 'varchar', length: '24', isNullable: true }),
      new TableColumn({ name: 'override_note', type: 'varchar', length: '500', isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('scans', 'override_note');
    await q.dropColumn('scans', 'overridden');
  }
}
