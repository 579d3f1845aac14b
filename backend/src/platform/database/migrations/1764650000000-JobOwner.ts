import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** The instance that owns a queued or running job, and when it last said it is alive. */
export class JobOwner1764650000000 implements MigrationInterface {
  name = 'JobOwner1764650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('jobs', [
      new TableColumn({ name: 'instance_id', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'heartbeat_at', type: 'datetime', isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('jobs', ['instance_id', 'heartbeat_at']);
  }
}
