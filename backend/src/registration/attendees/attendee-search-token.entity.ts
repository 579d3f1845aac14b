import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One folded word of an attendee's searched fields (search-tokens.ts). The primary key leads with
 * (event_id, token): a prefix range of it lists the matching attendees without touching `attendees`.
 */
@Entity('attendee_search_tokens')
@Index('IDX_attendee_search_tokens_attendee', ['attendeeId', 'token'])
export class AttendeeSearchToken {
  @PrimaryColumn({ type: 'int' })
  eventId: number;

  /** Binary collation on MySQL (see the migration): tokens compare by code point, as the prefix ranges expect. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  token: string;

  @PrimaryColumn({ type: 'int' })
  attendeeId: number;

  /** The fields the token comes from (SEARCH_FIELD_BITS). */
  @Column({ type: 'smallint' })
  fields: number;

  /** The leading characters it shares with the attendee's token before it in sorted order (search-words.ts tokenRows). */
  @Column({ type: 'smallint', default: 0 })
  sharedLength: number;
}
