import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * The attendees' scans counted as the gate writes them (gate/scans/scan-tallies.ts; issue 28, the whole event's gate
 * report at 500,000 scans): per zone and minute the admitted entries, the sum of the deltas and the entries that
 * added someone (`scan_minutes`), and per result, reason, device and operator the scans (`scan_kinds`; no reason is
 * '', no operator 0: a key column is never NULL, so a second scan of the same kind finds its row). Empty here: the
 * report counts an event's rows from its log the first time they do not add up to it (every event, after this).
 */
export class ScanTallies1765707500000 implements MigrationInterface {
  name = 'ScanTallies1765707500000';

  async up(q: QueryRunner): Promise<void> {
    const event = { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    const zone = { columnNames: ['zone_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    await q.createTable(
      new Table({
        name: 'scan_minutes',
        columns: [
          { name: 'event_id', type: 'integer', isPrimary: true },
          { name: 'zone_id', type: 'integer', isPrimary: true },
          { name: 'minute', type: 'datetime', isPrimary: true },
          { name: 'entries', type: 'integer', default: 0 },
          { name: 'net', type: 'integer', default: 0 },
          { name: 'ups', type: 'integer', default: 0 },
        ],
        foreignKeys: [event, zone],
      }),
    );
    await q.createTable(
      new Table({
        name: 'scan_kinds',
        columns: [
          { name: 'event_id', type: 'integer', isPrimary: true },
          { name: 'result', type: 'varchar', length: '10', isPrimary: true },
          { name: 'reason', type: 'varchar', length: '24', isPrimary: true },
          { name: 'device_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'n', type: 'integer', default: 0 },
        ],
        foreignKeys: [event],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('scan_kinds');
    await q.dropTable('scan_minutes');
  }
}
