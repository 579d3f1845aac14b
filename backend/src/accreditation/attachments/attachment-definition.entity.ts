import type { AttachmentTarget } from '@eventdesk/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EventOwned } from '../../platform/events/event-owned';

/**
 * A document the event asks for (issue 13). The attendee categories or vehicle types it applies to are
 * rows of `attachment_definition_scopes` (none: every holder of the target), so the documentation
 * status is one SQL statement; `file_types` is a JSON list of ATTACHMENT_FILE_TYPES.
 */
@Entity('attachment_definitions')
@Index(['eventId', 'target'])
export class AttachmentDefinition extends EventOwned {
  @Column({ type: 'varchar', length: 150 })
  nameIt: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  nameEn: string | null;

  @Column({ type: 'varchar', length: 8 })
  target: AttachmentTarget;

  @Column({ type: 'boolean', default: true })
  required: boolean;

  @Column({ type: 'varchar', length: 64 })
  fileTypes: string;

  @Column({ type: 'int', default: 5 })
  maxSizeMb: number;

  @Column({ type: 'boolean', default: false })
  expiryRequired: boolean;

  @Column({ type: 'boolean', default: true })
  validationRequired: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}

/** One attendee category or vehicle type a definition applies to. */
@Entity('attachment_definition_scopes')
@Index(['definitionId'])
export class AttachmentDefinitionScope {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  definitionId: number;

  @Column({ type: 'int', nullable: true })
  attendeeCategoryId: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  vehicleType: string | null;
}
