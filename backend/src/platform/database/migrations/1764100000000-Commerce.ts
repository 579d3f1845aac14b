import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

const int = (name: string, extra: { isNullable?: boolean; default?: number } = {}) => ({ name, type: 'integer', ...extra });
const varchar = (name: string, length: number, isNullable = false) => ({ name, type: 'varchar', length: String(length), isNullable });
const cascadeTo = (table: string, column: string) => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
});

/**
 * Commerce (issue 6): product categories, products, orders with their lines and history, and the
 * payment provider events already handled (webhook idempotency). Money is in integer cents, VAT rates
 * in basis points; every list index starts with event_id.
 */
export class Commerce1764100000000 implements MigrationInterface {
  name = 'Commerce1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'product_categories',
        columns: [
          idColumn(),
          int('event_id'),
          varchar('name_it', 255),
          varchar('name_en', 255, true),
          int('position', { default: 0 }),
          ...timestamps(),
        ],
        foreignKeys: [cascadeTo('events', 'event_id')],
        indices: [{ name: 'IDX_product_categories_event_position', columnNames: ['event_id', 'position'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'products',
        columns: [
          idColumn(),
          int('event_id'),
          int('category_id', { isNullable: true }),
          varchar('name_it', 255),
          varchar('name_en', 255, true),
          { name: 'description_it', type: 'text', isNullable: true },
          { name: 'description_en', type: 'text', isNullable: true },
          int('price_cents'),
          int('vat_rate'),
          { name: 'currency', type: 'varchar', length: '3', default: "'EUR'" },
          int('stock', { isNullable: true }),
          int('sold', { default: 0 }),
          int('max_per_attendee', { isNullable: true }),
          { name: 'sale_starts_at', type: 'datetime', isNullable: true },
          { name: 'sale_ends_at', type: 'datetime', isNullable: true },
          { name: 'attendee_category_ids', type: 'text', isNullable: true },
          { name: 'active', type: 'boolean', default: true },
          ...timestamps(),
        ],
        foreignKeys: [
          cascadeTo('events', 'event_id'),
          { columnNames: ['category_id'], referencedTableName: 'product_categories', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [
          { name: 'IDX_products_event_category', columnNames: ['event_id', 'category_id'] },
          { name: 'IDX_products_event_active', columnNames: ['event_id', 'active'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'orders',
        columns: [
          idColumn(),
          int('event_id'),
          int('attendee_id'),
          int('number'),
          varchar('status', 16),
          varchar('payment_status', 8),
          varchar('payment_method', 16),
          int('total_net_cents'),
          int('total_vat_cents'),
          int('total_gross_cents'),
          varchar('currency', 3),
          { ...varchar('stripe_session_id', 255, true), isUnique: true },
          { name: 'paid_at', type: 'datetime', isNullable: true },
          { name: 'cancelled_at', type: 'datetime', isNullable: true },
          { name: 'refund_note', type: 'text', isNullable: true },
          ...timestamps(),
        ],
        foreignKeys: [cascadeTo('events', 'event_id'), cascadeTo('attendees', 'attendee_id')],
        indices: [
          { name: 'UQ_orders_event_number', columnNames: ['event_id', 'number'], isUnique: true },
          { name: 'IDX_orders_event_attendee', columnNames: ['event_id', 'attendee_id'] },
          { name: 'IDX_orders_event_payment', columnNames: ['event_id', 'payment_status'] },
          { name: 'IDX_orders_event_status', columnNames: ['event_id', 'status'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'order_lines',
        columns: [
          idColumn(),
          int('order_id'),
          int('product_id'),
          varchar('product_name', 255),
          int('quantity'),
          int('unit_price_cents'),
          int('vat_rate'),
          int('net_cents'),
          int('vat_cents'),
          int('gross_cents'),
        ],
        foreignKeys: [
          cascadeTo('orders', 'order_id'),
          // A product that was ordered stays: the API answers 409 and suggests deactivating it.
          { columnNames: ['product_id'], referencedTableName: 'products', referencedColumnNames: ['id'], onDelete: 'RESTRICT' },
        ],
        indices: [
          { name: 'IDX_order_lines_order', columnNames: ['order_id'] },
          { name: 'IDX_order_lines_product', columnNames: ['product_id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'order_events',
        columns: [
          idColumn(),
          int('order_id'),
          varchar('action', 32),
          int('user_id', { isNullable: true }),
          int('attendee_id', { isNullable: true }),
          varchar('from_status', 16, true),
          varchar('to_status', 16),
          varchar('from_payment_status', 8, true),
          varchar('to_payment_status', 8),
          { name: 'note', type: 'text', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          cascadeTo('orders', 'order_id'),
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [{ name: 'IDX_order_events_order', columnNames: ['order_id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_webhook_events',
        columns: [
          idColumn(),
          varchar('provider', 32),
          varchar('event_id', 255),
          varchar('type', 100),
          { name: 'received_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'UQ_payment_webhook_events_provider_event', columnNames: ['provider', 'event_id'], isUnique: true }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('payment_webhook_events');
    await q.dropTable('order_events');
    await q.dropTable('order_lines');
    await q.dropTable('orders');
    await q.dropTable('products');
    await q.dropTable('product_categories');
  }
}
