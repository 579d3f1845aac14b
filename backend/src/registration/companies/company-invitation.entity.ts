import type { Language } from '@eventdesk/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../platform/database/columns';

/** An existing account invited to sign in for a company; the role follows only when its holder accepts. */
@Entity('company_invitations')
export class CompanyInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'event_id', type: 'integer' })
  eventId: number;

  @Column({ name: 'event_company_id', type: 'integer' })
  eventCompanyId: number;

  /** Keyed hash (APP_KEY) of the token mailed to the account's address. */
  @Column({ name: 'token_hash', type: 'varchar', length: 128, unique: true })
  tokenHash: string;

  /** The event's language when invited: the acceptance page speaks it. */
  @Column({ type: 'varchar', length: 2 })
  language: Language;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'datetime', nullable: true })
  acceptedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
