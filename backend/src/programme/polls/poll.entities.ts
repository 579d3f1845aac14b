import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../platform/database/columns';
import { EventOwned } from '../../platform/events/event-owned';

/** A poll of the event (issue 27), DRAFT → OPEN → CLOSED by the staff's actions. */
@Entity('polls')
@Index(['eventId', 'status'])
export class Poll extends EventOwned {
  @Column({ type: 'int', nullable: true })
  sessionId: number | null;

  @Column({ type: 'varchar', length: 500 })
  questionIt: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  questionEn: string | null;

  @Column({ type: 'boolean', default: false })
  multiple: boolean;

  @Column({ type: 'int', default: 1 })
  maxChoices: number;

  @Column({ type: 'boolean', default: true })
  anonymous: boolean;

  /** REPLACE or REFUSE: what a second vote of the same attendee does. */
  @Column({ type: 'varchar', length: 10 })
  revote: string;

  @Column({ type: 'boolean', default: false })
  publicResults: boolean;

  @Column({ type: 'varchar', length: 10, default: 'DRAFT' })
  status: string;

  @Column({ type: 'datetime', nullable: true })
  openedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  closedAt: Date | null;
}

/** An option of a poll, in the order `position` gives. */
@Entity('poll_options')
@Index(['pollId', 'position'], { unique: true })
export class PollOption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  pollId: number;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  labelIt: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  labelEn: string | null;
}

/**
 * One attendee's vote in a poll. `voterKey` (a keyed hash of poll and attendee) is unique per poll: the
 * one vote per attendee, even for votes sent at the same moment. `attendeeId` only in named polls.
 */
@Entity('poll_votes')
@Index(['pollId', 'voterKey'], { unique: true })
@Index(['attendeeId'])
export class PollVote {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'int' })
  pollId: number;

  @Column({ type: 'varchar', length: 64 })
  voterKey: string;

  @Column({ type: 'int', nullable: true })
  attendeeId: number | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/** An option a vote names (a multiple-choice vote names several): the counts are read from here. */
@Entity('poll_vote_options')
@Index(['voteId', 'optionId'], { unique: true })
@Index(['pollId', 'optionId'])
export class PollVoteOption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  voteId: number;

  @Column({ type: 'int' })
  pollId: number;

  @Column({ type: 'int' })
  optionId: number;
}

/** An attendee's voting PIN (issue 27): typed on the public page instead of signing in; unique in the event. */
@Entity('voting_pins')
@Index(['eventId', 'pin'], { unique: true })
@Index(['attendeeId'], { unique: true })
export class VotingPin {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'int' })
  attendeeId: number;

  @Column({ type: 'varchar', length: 8 })
  pin: string;

  @CreatedAt()
  createdAt: Date;
}
