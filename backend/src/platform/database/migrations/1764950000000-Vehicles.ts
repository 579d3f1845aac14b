import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/** The vehicles of an event (issue 13): plate unique in the event; company and driver of the same event. */
export class Vehicles1764950000000 implements MigrationInterface {
  name = 'Vehicles1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'vehicles',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'plate', type: 'varchar', length: '12' },
          { name: 'country', type: 'varchar', length: '2', isNullable: true },
          { name: 'type', type: 'varchar', length: '16' },
          { name: 'brand', type: 'varchar', length: '100', isNullable: true },
          { name: 'model', type: 'varchar', length: '100', isNullable: true },
          { name: 'color', type: 'varchar', length: '50', isNullable: true },
          { name: 'event_company_id', type: 'integer', isNullable: true },
          { name: 'driver_attendee_id', type: 'integer', isNullable: true },
          { name: 'valid_from', type: 'datetime', isNullable: true },
          { name: 'valid_to', type: 'datetime', isNullable: true },
          { name: 'pending', type: 'boolean', default: false },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'length_cm', type: 'integer', isNullable: true },
          { name: 'width_cm', type: 'integer', isNullable: true },
          { name: 'height_cm', type: 'integer', isNullable: true },
          { name: 'weight_kg', type: 'integer', isNullable: true },
          { name: 'fuel', type: 'varchar', length: '30', isNullable: true },
          { name: 'trailer', type: 'boolean', default: false },
          ...timestamps(),
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          {
            columnNames: ['event_company_id'],
            referencedTableName: 'event_companies',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
          { columnNames: ['driver_attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [
          { name: 'UQ_vehicles_event_plate', columnNames: ['event_id', 'plate'], isUnique: true },
          { name: 'IDX_vehicles_event_company', columnNames: ['event_id', 'event_company_id'] },
          { name: 'IDX_vehicles_driver', columnNames: ['driver_attendee_id'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('vehicles');
  }
}
