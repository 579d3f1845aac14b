import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { idColumn } from './helpers';

/**
 * The gate's payment rule becomes a rule of the zone (issue 29 item 1): a zone admits attendees only
 * with a paid order of one of its ticket products, except the exempt categories. The event-wide switch
 * `event_payment_settings.required_at_gate` (any paid order, every zone, every category) is carried
 * over — each zone of an event that had it on gets every product of the event as a ticket, which is
 * what "any paid order" meant — and then dropped (docs/decisions.md, 2026-11-27).
 */
export class ZoneTickets1765690000000 implements MigrationInterface {
  name = 'ZoneTickets1765690000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'zone_tickets',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'zone_id', type: 'integer' },
          { name: 'product_id', type: 'integer', isNullable: true },
          { name: 'attendee_category_id', type: 'integer', isNullable: true },
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['zone_id'], referencedTableName: 'zones', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['product_id'], referencedTableName: 'products', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          {
            columnNames: ['attendee_category_id'],
            referencedTableName: 'attendee_categories',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
        indices: [
          { name: 'IDX_zone_tickets_zone', columnNames: ['zone_id'] },
          { name: 'IDX_zone_tickets_product', columnNames: ['product_id'] },
        ],
      }),
    );
    await q.query(
      'INSERT INTO zone_tickets (event_id, zone_id, product_id, attendee_category_id)' +
        ' SELECT z.event_id, z.id, p.id, NULL FROM zones z' +
        ' INNER JOIN event_payment_settings s ON s.event_id = z.event_id AND s.required_at_gate = ?' +
        ' INNER JOIN products p ON p.event_id = z.event_id',
      [1],
    );
    await q.dropColumn('event_payment_settings', 'required_at_gate');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.addColumn('event_payment_settings', new TableColumn({ name: 'required_at_gate', type: 'boolean', default: false }));
    await q.query(
      'UPDATE event_payment_settings SET required_at_gate = ? WHERE EXISTS' +
        ' (SELECT 1 FROM zone_tickets t WHERE t.event_id = event_payment_settings.event_id AND t.product_id IS NOT NULL)',
      [1],
    );
    await q.dropTable('zone_tickets');
  }
}
