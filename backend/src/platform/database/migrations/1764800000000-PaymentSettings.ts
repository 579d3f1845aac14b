import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * Per-event payment settings (issue 11): the methods enabled, the bank details of a transfer and the
 * on-site desk text. One row per event that has saved them; an event without a row has every method
 * and card payment enabled, and no bank details: a bank transfer is offered once its IBAN and
 * beneficiary are set (the free-text option BANK_TRANSFER_INSTRUCTIONS is no longer read).
 */
export class PaymentSettings1764800000000 implements MigrationInterface {
  name = 'PaymentSettings1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'event_payment_settings',
        columns: [
          { name: 'event_id', type: 'integer', isPrimary: true },
          { name: 'methods', type: 'varchar', length: '64' },
          { name: 'iban', type: 'varchar', length: '34', isNullable: true },
          { name: 'beneficiary', type: 'varchar', length: '140', isNullable: true },
          { name: 'bank_name', type: 'varchar', length: '140', isNullable: true },
          { name: 'bic', type: 'varchar', length: '11', isNullable: true },
          { name: 'reference_pattern', type: 'varchar', length: '140', isNullable: true },
          { name: 'desk_text_it', type: 'text', isNullable: true },
          { name: 'desk_text_en', type: 'text', isNullable: true },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('event_payment_settings');
  }
}
