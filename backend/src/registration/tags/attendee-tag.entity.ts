import { Entity, Index, PrimaryColumn } from 'typeorm';

/** An attendee carries a tag (both deleted with either side). */
@Entity('attendee_tags')
@Index(['tagId', 'attendeeId'])
export class AttendeeTag {
  @PrimaryColumn({ name: 'attendee_id', type: 'int' })
  attendeeId: number;

  @PrimaryColumn({ name: 'tag_id', type: 'int' })
  tagId: number;
}
