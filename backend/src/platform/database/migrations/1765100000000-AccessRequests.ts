import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/**
 * Access-control requests (issue 13). A request goes with its event and zone; it outlives its holder
 * and its users (set to null), so the queue can still say what was asked and by whom.
 */
export class AccessRequests1765100000000 implements MigrationInterface {
  name = 'AccessRequests1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'access_requests',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'operation', type: 'varchar', length: '8' },
          { name: 'status', type: 'varchar', length: '10', default: "'PENDING'" },
          { name: 'attendee_id', type: 'integer', isNullable: true },
          { name: 'vehicle_id', type: 'integer', isNullable: true },
          { name: 'holder_type', type: 'varchar', length: '8' },
          { name: 'holder_label', type: 'varchar', length: '255' },
          { name: 'event_company_id', type: 'integer', isNullable: true },
          { name: 'zone_id', type: 'integer' },
          { name: 'valid_from', type: 'datetime', isNullable: true },
          { name: 'valid_to', type: 'datetime', isNullable: true },
          { name: 'note', type: 'text', isNullable: true },
          { name: 'requested_by', type: 'integer', isNullable: true },
          { name: 'requester_lang', type: 'varchar', length: '2', default: "'it'" },
          { name: 'reason', type: 'text', isNullable: true },
          { name: 'decided_by', type: 'integer', isNullable: true },
          { name: 'decided_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['zone_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
          { columnNames: ['vehicle_id'], referencedTableName: 'vehicles', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
          {
            columnNames: ['event_company_id'],
            referencedTableName: 'event_companies',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
          { columnNames: ['requested_by'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
          { columnNames: ['decided_by'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [
          { name: 'IDX_access_requests_status', columnNames: ['event_id', 'status'] },
          { name: 'IDX_access_requests_company', columnNames: ['event_id', 'event_company_id'] },
          { name: 'IDX_access_requests_zone', columnNames: ['zone_id'] },
          { name: 'IDX_access_requests_attendee', columnNames: ['attendee_id'] },
          { name: 'IDX_access_requests_vehicle', columnNames: ['vehicle_id'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('access_requests');
  }
}
