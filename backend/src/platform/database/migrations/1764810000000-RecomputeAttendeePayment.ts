import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Once: the payment status of every attendee who has orders, by the rule every order change applies
 * since issue 11 (orders/order-state.ts deriveAttendeePayment): with orders not cancelled, PAID when all
 * of them are paid, else PENDING; with cancelled orders only, UNPAID. Attendees whose orders were paid
 * before that rule still showed UNPAID. Attendees without orders keep what staff set.
 */
export class RecomputeAttendeePayment1764810000000 implements MigrationInterface {
  name = 'RecomputeAttendeePayment1764810000000';

  async up(q: QueryRunner): Promise<void> {
    const live = "o.attendee_id = attendees.id AND o.status <> 'CANCELLED'";
    await q.query(
      `UPDATE attendees SET payment_status = CASE
         WHEN NOT EXISTS (SELECT 1 FROM orders o WHERE ${live}) THEN 'UNPAID'
         WHEN EXISTS (SELECT 1 FROM orders o WHERE ${live} AND o.payment_status <> 'PAID') THEN 'PENDING'
         ELSE 'PAID' END
       WHERE EXISTS (SELECT 1 FROM orders o WHERE o.attendee_id = attendees.id)`,
    );
  }

  async down(): Promise<void> {
    // Nothing to undo: the statuses it wrote are the ones the orders call for.
  }
}
