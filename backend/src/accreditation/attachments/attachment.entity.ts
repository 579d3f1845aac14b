import type { AttachmentFileType, AttachmentStatus, AttachmentTarget } from '@eventdesk/shared';
import { Column, Entity, Index } from 'typeorm';
import { EventRecord } from '../../platform/events/event-owned';

/**
 * One uploaded file for one definition and holder (issue 13). The file lives under
 * DATA_DIR/uploads/attachments/ with a generated name (`stored_path`); the uploader's own name is only
 * shown. Replacing a file keeps the row (`current` false, `replaced_by` the new one): the history.
 * `event_company_id` is the holder's company (the company itself for a COMPANY document): it scopes a
 * COMPANY user's access, and follows the holder when the holder changes company.
 */
@Entity('attachments')
@Index(['eventId', 'attendeeId', 'current'])
@Index(['eventId', 'vehicleId', 'current'])
@Index(['eventId', 'eventCompanyId', 'current'])
@Index(['eventId', 'status', 'expiresAt'])
export class Attachment extends EventRecord {
  @Column({ type: 'int' })
  definitionId: number;

  @Column({ type: 'varchar', length: 8 })
  holderType: AttachmentTarget;

  @Column({ type: 'int', nullable: true })
  attendeeId: number | null;

  @Column({ type: 'int', nullable: true })
  vehicleId: number | null;

  @Column({ type: 'int', nullable: true })
  eventCompanyId: number | null;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 255 })
  storedPath: string;

  @Column({ type: 'varchar', length: 8 })
  fileType: AttachmentFileType;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'varchar', length: 12 })
  status: AttachmentStatus;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** The last day the document is valid (YYYY-MM-DD); past it, the file is EXPIRED. */
  @Column({ type: 'date', nullable: true })
  expiresAt: string | null;

  @Column({ type: 'boolean', default: true })
  current: boolean;

  @Column({ type: 'int', nullable: true })
  replacedBy: number | null;

  @Column({ type: 'int', nullable: true })
  uploadedBy: number | null;

  @Column({ type: 'int', nullable: true })
  decidedBy: number | null;

  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;
}
