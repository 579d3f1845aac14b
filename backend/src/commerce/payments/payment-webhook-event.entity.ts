import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Every provider event handled, by its id: written in the same transaction as the order change it
 * causes, so an event delivered twice (providers retry) changes the order once.
 */
@Entity('payment_webhook_events')
@Index(['provider', 'eventId'], { unique: true })
export class PaymentWebhookEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @CreateDateColumn({ type: 'datetime' })
  receivedAt: Date;
}
