import type { AttachmentFileType, AttachmentStatus, AttachmentTarget } from '@eventdesk/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../platform/database/columns';

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
export class Attachment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'int' })
  eventId: number;

  @Column({ name: 'definition_id', type: 'int' })
  definitionId: number;

  @Column({ name: 'holder_type', type: 'varchar', length: 8 })
  holderType: AttachmentTarget;

  @Column({ name: 'attendee_id', type: 'int', nullable: true })
  attendeeId: number | null;

  @Column({ name: 'vehicle_id', type: 'int', nullable: true })
  vehicleId: number | null;

  @Column({ name: 'event_company_id', type: 'int', nullable: true })
  eventCompanyId: number | null;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ name: 'stored_path', type: 'varchar', length: 255 })
  storedPath: string;

  @Column({ name: 'file_type', type: 'varchar', length: 8 })
  fileType: AttachmentFileType;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'varchar', length: 12 })
  status: AttachmentStatus;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** The last day the document is valid (YYYY-MM-DD); past it, the file is EXPIRED. */
  @Column({ name: 'expires_at', type: 'date', nullable: true })
  expiresAt: string | null;

  @Column({ type: 'boolean', default: true })
  current: boolean;

  @Column({ name: 'replaced_by', type: 'int', nullable: true })
  replacedBy: number | null;

  @Column({ name: 'uploaded_by', type: 'int', nullable: true })
  uploadedBy: number | null;

  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedBy: number | null;

  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
