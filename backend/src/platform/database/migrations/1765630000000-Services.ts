import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { idColumn } from './helpers';

/** Services on site (issue 14) and their units taken: one unit once, a retried request once. */
export class Services1765630000000 implements MigrationInterface {
  name = 'Services1765630000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'services',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'name_it', type: 'varchar', length: '100' },
          { name: 'name_en', type: 'varchar', length: '100', isNullable: true },
          { name: 'zone_id', type: 'integer', isNullable: true },
          { name: 'starts_at', type: 'datetime', isNullable: true },
          { name: 'ends_at', type: 'datetime', isNullable: true },
          { name: 'attendee_category_ids', type: 'varchar', length: '2000', default: "''" },
          { name: 'limit_per_attendee', type: 'integer', default: 1 },
          { name: 'active', type: 'boolean', default: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['zone_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [{ name: 'IDX_services_name', columnNames: ['event_id', 'name_it'] }],
      }),
    );
    await q.addColumns('attendee_used_services', [
      new TableColumn({ name: 'event_id', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'unit', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'device_id', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'nonce', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'user_id', type: 'integer', isNullable: true }),
    ]);
    await q.createIndex(
      'attendee_used_services',
      new TableIndex({ name: 'IDX_used_services_unit', columnNames: ['service_id', 'attendee_id', 'unit'], isUnique: true }),
    );
    await q.createIndex(
      'attendee_used_services',
      new TableIndex({ name: 'IDX_used_services_nonce', columnNames: ['event_id', 'device_id', 'nonce'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('attendee_used_services', 'IDX_used_services_nonce');
    await q.dropIndex('attendee_used_services', 'IDX_used_services_unit');
    for (const column of ['user_id', 'nonce', 'device_id', 'unit', 'event_id']) await q.dropColumn('attendee_used_services', column);
    await q.dropTable('services');
  }
}
