import { Entity, Index, PrimaryColumn } from 'typeorm';

/** An attendee carries a tag (both deleted with either side). */
@Entity('attendee_tags')
@Index(['tagId', 'attendeeId'])
export class AttendeeTag {
  @PrimaryColumn({ type: 'int' })
  attendeeId: number;

  @PrimaryColumn({ type: 'int' })
  tagId: number;
}
