import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The reports' reads of the scans (issue 28, speed): two covering indexes, so the gate and programme reports
 * count 500,000 scans from an index alone, never a table row. `IDX_scans_entries`: the admitted entries per
 * zone in time order (the gate's check-ins and people entered; the programme's attendance, a range of
 * `scanned_at` per session and door); `IDX_scans_kinds`: every scan by result, reason, device and operator.
 * Both end with the holder, so a report filtered to some attendees tests each entry's holder in the index.
 */
export class ReportScanIndexes1765706100000 implements MigrationInterface {
  name = 'ReportScanIndexes1765706100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'scans',
      new TableIndex({
        name: 'IDX_scans_entries',
        columnNames: ['event_id', 'holder_type', 'result', 'direction', 'zone_id', 'scanned_at', 'holder_id'],
      }),
    );
    await q.createIndex(
      'scans',
      new TableIndex({
        name: 'IDX_scans_kinds',
        columnNames: ['event_id', 'holder_type', 'result', 'reason', 'device_id', 'user_id', 'holder_id'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('scans', 'IDX_scans_kinds');
    await q.dropIndex('scans', 'IDX_scans_entries');
  }
}
