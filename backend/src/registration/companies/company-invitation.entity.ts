import type { Language } from '@eventdesk/shared';
import { Column, Entity, Index } from 'typeorm';
import { EventRecord } from '../../platform/events/event-owned';

/** An existing account invited to sign in for a company; the role follows only when its holder accepts. */
@Entity('company_invitations')
export class CompanyInvitation extends EventRecord {
  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'integer' })
  eventCompanyId: number;

  /** Keyed hash (APP_KEY) of the token mailed to the account's address. */
  @Column({ type: 'varchar', length: 128, unique: true })
  tokenHash: string;

  /** The event's language when invited: the acceptance page speaks it. */
  @Column({ type: 'varchar', length: 2 })
  language: Language;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  acceptedAt: Date | null;
}
