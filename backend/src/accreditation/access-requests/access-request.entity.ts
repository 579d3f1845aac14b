import type { AccessRequestOperation, AccessRequestStatus, Language } from '@eventdesk/shared';
import { Column, Entity, Index } from 'typeorm';
import { EventRecord } from '../../platform/events/event-owned';

/**
 * One asked change of access (issue 13): a holder (attendee or vehicle) should get (ADD) or lose
 * (REMOVE) one zone. `event_company_id` is the holder's company when asked, which scopes a COMPANY
 * user's requests. The holder's label is kept, so a request outlives a deleted holder and is rejected
 * with a reason; the requester's language is kept for the decision's e-mail.
 */
@Entity('access_requests')
@Index(['eventId', 'status'])
@Index(['eventId', 'eventCompanyId'])
export class AccessRequest extends EventRecord {
  @Column({ type: 'varchar', length: 8 })
  operation: AccessRequestOperation;

  @Column({ type: 'varchar', length: 10, default: 'PENDING' })
  status: AccessRequestStatus;

  @Column({ type: 'int', nullable: true })
  attendeeId: number | null;

  @Column({ type: 'int', nullable: true })
  vehicleId: number | null;

  /** ATTENDEE or VEHICLE: what the holder was, even once it is gone. */
  @Column({ type: 'varchar', length: 8 })
  holderType: 'ATTENDEE' | 'VEHICLE';

  @Column({ type: 'varchar', length: 255 })
  holderLabel: string;

  @Column({ type: 'int', nullable: true })
  eventCompanyId: number | null;

  @Column({ type: 'int' })
  zoneId: number;

  @Column({ type: 'datetime', nullable: true })
  validFrom: Date | null;

  @Column({ type: 'datetime', nullable: true })
  validTo: Date | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'int', nullable: true })
  requestedBy: number | null;

  @Column({ type: 'varchar', length: 2, default: 'it' })
  requesterLang: Language;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'int', nullable: true })
  decidedBy: number | null;

  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;
}
