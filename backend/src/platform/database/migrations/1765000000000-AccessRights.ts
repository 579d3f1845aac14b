import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/** Who may enter which zone (issue 13); a right goes with its holder and its zone. */
export class AccessRights1765000000000 implements MigrationInterface {
  name = 'AccessRights1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'access_rights',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'attendee_id', type: 'integer', isNullable: true },
          { name: 'vehicle_id', type: 'integer', isNullable: true },
          { name: 'zone_id', type: 'integer' },
          { name: 'valid_from', type: 'datetime', isNullable: true },
          { name: 'valid_to', type: 'datetime', isNullable: true },
          { name: 'source', type: 'varchar', length: '16', default: "'STAFF'" },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['vehicle_id'], referencedTableName: 'vehicles', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['zone_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [
          { name: 'IDX_access_rights_attendee', columnNames: ['event_id', 'attendee_id'] },
          { name: 'IDX_access_rights_vehicle', columnNames: ['event_id', 'vehicle_id'] },
          { name: 'IDX_access_rights_zone', columnNames: ['zone_id'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('access_rights');
  }
}
