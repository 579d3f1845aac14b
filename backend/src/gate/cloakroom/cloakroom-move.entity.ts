import { Column, Entity, Index } from 'typeorm';
import { EventRow } from '../../platform/events/event-owned';

/** A hanger handed out to an attendee or given back. */
export type CloakroomMoveKind = 'DEPOSIT' | 'RETURN';

/**
 * The cloakroom's history (issue 28): one row per hanger handed out or given back, written in the same
 * transaction as the hanger's change (hangers.service.ts), so the report's deposits, returns and coats held
 * over time are what the desks did. The hanger's id goes null when the hanger is removed; the attendee's rows
 * go with the attendee.
 */
@Entity('cloakroom_moves')
@Index('IDX_cloakroom_moves_report', ['eventId', 'kind', 'movedAt', 'attendeeId'])
export class CloakroomMove extends EventRow {
  @Column({ type: 'int', nullable: true })
  hangerId: number | null;

  @Column({ type: 'int' })
  attendeeId: number;

  @Column({ type: 'varchar', length: 8 })
  kind: CloakroomMoveKind;

  @Column({ type: 'datetime' })
  movedAt: Date;

  /** The desk's user (null: none signed in, e.g. a device). */
  @Column({ type: 'int', nullable: true })
  userId: number | null;
}
