import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

const text = (name: string, length: number) => ({ name, type: 'varchar', length: String(length), isNullable: true });

/**
 * Attendee categories, attendees (every field of SPEC §3) and fonts. The attendee indexes serve lists
 * of 100,000 attendees per event: each starts with event_id and ends with what the list sorts or filters on.
 */
export class AttendeesFonts1764000000000 implements MigrationInterface {
  name = 'AttendeesFonts1764000000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = ['mysql', 'mariadb'].includes(q.connection.driver.options.type);
    await q.createTable(
      new Table({
        name: 'attendee_categories',
        columns: [idColumn(), { name: 'event_id', type: 'integer' }, { name: 'name', type: 'varchar', length: '255' }, ...timestamps()],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['event_id', 'name'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'attendees',
        columns: [
          idColumn(),
          // SQLite has no CHAR type in TypeORM's eyes (it would be TEXT affinity either way).
          { name: 'uuid', type: mysql ? 'char' : 'varchar', length: '36', isUnique: true },
          { name: 'event_id', type: 'integer' },
          { name: 'attendee_code', type: 'varchar', length: '32' },
          { name: 'age', type: 'integer', isNullable: true },
          text('origin_region', 8),
          text('gender', 8),
          { name: 'event_attendee_category_id', type: 'integer', isNullable: true },
          text('title', 50),
          text('first_name', 100),
          text('last_name', 100),
          text('company_name', 255),
          text('email', 255),
          text('phone', 50),
          text('fiscal_code', 16),
          text('country', 2),
          text('other_email', 255),
          text('other_phone', 50),
          text('job_title', 150),
          text('discipline', 150),
          text('employer', 255),
          text('work_address', 255),
          text('work_city', 100),
          text('work_state', 100),
          text('work_zip', 20),
          text('work_country', 2),
          { name: 'event_company_id', type: 'integer', isNullable: true },
          { name: 'registration_date', type: 'datetime', isNullable: true },
          { name: 'pending', type: 'boolean', default: false },
          { name: 'badge_delivered', type: 'boolean', default: false },
          { name: 'badge_delivered_at', type: 'datetime', isNullable: true },
          { name: 'has_disability', type: 'boolean', default: false },
          { name: 'payment_status', type: 'varchar', length: '8', default: "'UNPAID'" },
          text('sponsor_name', 255),
          { name: 'food_restriction', type: 'text', isNullable: true },
          { name: 'additional_info', type: 'text', isNullable: true },
          text('vat_number', 32),
          { name: 'date_of_birth', type: 'date', isNullable: true },
          { name: 'hire_date', type: 'date', isNullable: true },
          text('place_of_birth', 100),
          text('province_of_birth', 2),
          text('citizenship', 2),
          text('identity_card_number', 50),
          text('address', 255),
          text('postal_code', 20),
          text('municipality', 100),
          text('province', 2),
          { name: 'app_lang', type: 'varchar', length: '2', default: "'it'" },
          ...timestamps(),
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          {
            columnNames: ['event_attendee_category_id'],
            referencedTableName: 'attendee_categories',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
          {
            columnNames: ['event_company_id'],
            referencedTableName: 'event_companies',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
        indices: [
          { name: 'UQ_attendees_event_code', columnNames: ['event_id', 'attendee_code'], isUnique: true },
          { name: 'IDX_attendees_event_name', columnNames: ['event_id', 'last_name', 'first_name'] },
          { name: 'IDX_attendees_event_email', columnNames: ['event_id', 'email'] },
          { name: 'IDX_attendees_event_company', columnNames: ['event_id', 'event_company_id'] },
          { name: 'IDX_attendees_event_category', columnNames: ['event_id', 'event_attendee_category_id'] },
          { name: 'IDX_attendees_event_payment', columnNames: ['event_id', 'payment_status'] },
          { name: 'IDX_attendees_event_pending', columnNames: ['event_id', 'pending'] },
          { name: 'IDX_attendees_event_registration', columnNames: ['event_id', 'registration_date'] },
          { name: 'IDX_attendees_event_fiscal_code', columnNames: ['event_id', 'fiscal_code'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'fonts',
        columns: [
          idColumn(),
          { name: 'name', type: 'varchar', length: '255' },
          { name: 'family', type: 'varchar', length: '255' },
          { name: 'style', type: 'varchar', length: '16', default: "'normal'" },
          { name: 'weight', type: 'integer', default: 400 },
          { name: 'file_path', type: 'varchar', length: '255' },
          { name: 'mime', type: 'varchar', length: '32' },
          { name: 'size', type: 'integer' },
          ...timestamps(),
        ],
        indices: [{ columnNames: ['name'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('fonts');
    await q.dropTable('attendees');
    await q.dropTable('attendee_categories');
  }
}
