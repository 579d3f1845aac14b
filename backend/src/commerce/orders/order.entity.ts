import { EventOwned } from '../../platform/events/event-owned';
import type { Currency, OrderStatus, PaymentMethod, PaymentStatus } from '@eventdesk/shared';
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { OrderLine } from './order-line.entity';

/**
 * An attendee's order (issue 6). `status` and `payment_status` move only as order-transitions.ts
 * allows; every move writes an OrderEvent. Totals are the sums of the lines (VAT-inclusive prices).
 */
@Entity('orders')
@Index(['eventId', 'number'], { unique: true })
@Index(['eventId', 'attendeeId'])
@Index(['eventId', 'paymentStatus'])
@Index(['eventId', 'status'])
export class Order extends EventOwned {
  @Column({ type: 'int' })
  attendeeId: number;

  @ManyToOne(() => Attendee, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attendee_id' })
  attendee: Attendee;

  /** Progressive within the event, from 1. */
  @Column({ type: 'int' })
  number: number;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @Column({ type: 'varchar', length: 8 })
  paymentStatus: PaymentStatus;

  @Column({ type: 'varchar', length: 16 })
  paymentMethod: PaymentMethod;

  @Column({ type: 'int' })
  totalNetCents: number;

  @Column({ type: 'int' })
  totalVatCents: number;

  @Column({ type: 'int' })
  totalGrossCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  /** The Stripe Checkout Session that pays this order, once created. */
  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  stripeSessionId: string | null;

  @Column({ type: 'datetime', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'text', nullable: true })
  refundNote: string | null;

  @OneToMany(() => OrderLine, (line) => line.order)
  lines: OrderLine[];

}
