import type { OrderStatus, PaymentStatus } from '@eventdesk/shared';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity';

/**
 * The history of an order: every change of status or payment status, and refund notes. `user_id` is
 * the staff member, `attendee_id` the attendee; neither for the payment provider (webhooks).
 */
@Entity('order_events')
@Index(['orderId'])
export class OrderEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Order;

  /** created, mark_paid, cancel, refund_note, provider_paid, provider_pending, provider_failed, provider_expired, provider_error. */
  @Column({ type: 'varchar', length: 32 })
  action: string;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'int', nullable: true })
  attendeeId: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  fromStatus: OrderStatus | null;

  @Column({ type: 'varchar', length: 16 })
  toStatus: OrderStatus;

  @Column({ type: 'varchar', length: 8, nullable: true })
  fromPaymentStatus: PaymentStatus | null;

  @Column({ type: 'varchar', length: 8 })
  toPaymentStatus: PaymentStatus;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
