import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/**
 * Required documents and their files (issue 13), and each attendee's and vehicle's documentation
 * status (kept by backend/src/accreditation/documentation/documentation-status.ts; NULL until first computed).
 */
export class Attachments1765200000000 implements MigrationInterface {
  name = 'Attachments1765200000000';

  async up(q: QueryRunner): Promise<void> {
    const event = { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    await q.createTable(
      new Table({
        name: 'attachment_definitions',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'name_it', type: 'varchar', length: '150' },
          { name: 'name_en', type: 'varchar', length: '150', isNullable: true },
          { name: 'target', type: 'varchar', length: '8' },
          { name: 'required', type: 'boolean', default: true },
          { name: 'file_types', type: 'varchar', length: '64' },
          { name: 'max_size_mb', type: 'integer', default: 5 },
          { name: 'expiry_required', type: 'boolean', default: false },
          { name: 'validation_required', type: 'boolean', default: true },
          { name: 'active', type: 'boolean', default: true },
          ...timestamps(),
        ],
        foreignKeys: [event],
        indices: [{ name: 'IDX_attachment_definitions_target', columnNames: ['event_id', 'target'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'attachment_definition_scopes',
        columns: [
          idColumn(),
          { name: 'definition_id', type: 'integer' },
          { name: 'attendee_category_id', type: 'integer', isNullable: true },
          { name: 'vehicle_type', type: 'varchar', length: '16', isNullable: true },
        ],
        foreignKeys: [
          {
            columnNames: ['definition_id'],
            referencedTableName: 'attachment_definitions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['attendee_category_id'],
            referencedTableName: 'attendee_categories',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
        indices: [{ name: 'IDX_attachment_definition_scopes_definition', columnNames: ['definition_id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'attachments',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'definition_id', type: 'integer' },
          { name: 'holder_type', type: 'varchar', length: '8' },
          { name: 'attendee_id', type: 'integer', isNullable: true },
          { name: 'vehicle_id', type: 'integer', isNullable: true },
          { name: 'event_company_id', type: 'integer', isNullable: true },
          { name: 'file_name', type: 'varchar', length: '255' },
          { name: 'stored_path', type: 'varchar', length: '255' },
          { name: 'file_type', type: 'varchar', length: '8' },
          { name: 'size', type: 'integer' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'reason', type: 'text', isNullable: true },
          { name: 'expires_at', type: 'date', isNullable: true },
          { name: 'current', type: 'boolean', default: true },
          { name: 'replaced_by', type: 'integer', isNullable: true },
          { name: 'uploaded_by', type: 'integer', isNullable: true },
          { name: 'decided_by', type: 'integer', isNullable: true },
          { name: 'decided_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          event,
          {
            columnNames: ['definition_id'],
            referencedTableName: 'attachment_definitions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['vehicle_id'], referencedTableName: 'vehicles', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          {
            columnNames: ['event_company_id'],
            referencedTableName: 'event_companies',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
          { columnNames: ['uploaded_by'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
          { columnNames: ['decided_by'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [
          { name: 'IDX_attachments_attendee', columnNames: ['event_id', 'attendee_id', 'current'] },
          { name: 'IDX_attachments_vehicle', columnNames: ['event_id', 'vehicle_id', 'current'] },
          { name: 'IDX_attachments_company', columnNames: ['event_id', 'event_company_id', 'current'] },
          { name: 'IDX_attachments_expiry', columnNames: ['event_id', 'status', 'expires_at'] },
          { name: 'IDX_attachments_definition', columnNames: ['definition_id'] },
        ],
      }),
    );
    // The lists' order after the status, so that a filtered page is read in order from the index.
    const listOrder: Record<string, string[]> = { attendees: ['last_name', 'first_name'], vehicles: ['plate'] };
    for (const table of ['attendees', 'vehicles']) {
      await q.addColumn(table, new TableColumn({ name: 'documentation_status', type: 'varchar', length: '12', isNullable: true }));
      await q.createIndex(
        table,
        new TableIndex({ name: `IDX_${table}_documentation`, columnNames: ['event_id', 'documentation_status', ...listOrder[table]] }),
      );
      // No document is asked for yet: every holder's documentation is complete.
      await q.query(`UPDATE ${table} SET documentation_status = 'COMPLETE'`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['attendees', 'vehicles']) {
      await q.dropIndex(table, `IDX_${table}_documentation`);
      await q.dropColumn(table, 'documentation_status');
    }
    await q.dropTable('attachments');
    await q.dropTable('attachment_definition_scopes');
    await q.dropTable('attachment_definitions');
  }
}
