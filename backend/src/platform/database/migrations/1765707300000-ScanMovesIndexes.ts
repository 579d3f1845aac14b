import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The gate report's two slow reads at 500,000 scans (issue 28, speed):
 * - people entered (`COUNT(DISTINCT holder)` of the admitted entries): SQLite's planner walks `IDX_scans_holder` for
 *   the holders' order and read a table row per scan for its result and direction (1.5 s); the index now holds them.
 * - occupancy peaks: the running sum of the `delta` the gate wrote (+1, −1, 0) per zone in time order;
 *   `IDX_scans_moves` gives the event's attendee scans in that order with their delta, so SQLite sums them without
 *   a sort (0.7 → 0.3 s; MariaDB sorts either way).
 */
export class ScanMovesIndexes1765707300000 implements MigrationInterface {
  name = 'ScanMovesIndexes1765707300000';

  async up(q: QueryRunner): Promise<void> {
    await q.dropIndex('scans', 'IDX_scans_holder');
    await q.createIndex(
      'scans',
      new TableIndex({ name: 'IDX_scans_holder', columnNames: ['event_id', 'holder_type', 'holder_id', 'result', 'direction'] }),
    );
    await q.createIndex(
      'scans',
      new TableIndex({ name: 'IDX_scans_moves', columnNames: ['event_id', 'holder_type', 'zone_id', 'scanned_at', 'delta'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('scans', 'IDX_scans_moves');
    await q.dropIndex('scans', 'IDX_scans_holder');
    await q.createIndex('scans', new TableIndex({ name: 'IDX_scans_holder', columnNames: ['event_id', 'holder_type', 'holder_id'] }));
  }
}
