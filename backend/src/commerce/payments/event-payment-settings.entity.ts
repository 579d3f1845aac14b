import type { PaymentMethod } from '@eventdesk/shared';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** How the attendees of one event pay (issue 11); no row: every method enabled, no bank details. */
@Entity('event_payment_settings')
export class EventPaymentSettings {
  @PrimaryColumn({ type: 'int' })
  eventId: number;

  /** The enabled methods, comma-separated in PAYMENT_METHODS order. */
  @Column({
    type: 'varchar',
    length: 64,
    transformer: {
      to: (v: PaymentMethod[]) => v.join(','),
      from: (v: string) => (v ? (v.split(',') as PaymentMethod[]) : []),
    },
  })
  methods: PaymentMethod[];

  @Column({ type: 'varchar', length: 34, nullable: true })
  iban: string | null;

  @Column({ type: 'varchar', length: 140, nullable: true })
  beneficiary: string | null;

  @Column({ type: 'varchar', length: 140, nullable: true })
  bankName: string | null;

  @Column({ type: 'varchar', length: 11, nullable: true })
  bic: string | null;

  @Column({ type: 'varchar', length: 140, nullable: true })
  referencePattern: string | null;

  @Column({ type: 'text', nullable: true })
  deskTextIt: string | null;

  @Column({ type: 'text', nullable: true })
  deskTextEn: string | null;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
