import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EventOwned } from '../../platform/events/event-owned';
import type { Attendee } from '../../registration/attendees/attendee.entity';

/**
 * A credit rule (issue 27): credits for one session, or (no session) for the event's whole programme.
 * `sessionKey` is the session's id or 0, so one rule per session and one for the event hold under a
 * unique index on both engines (a NULL would not be unique).
 */
@Entity('credit_rules')
@Index(['eventId', 'sessionKey'], { unique: true })
export class CreditRule extends EventOwned {
  @Column({ type: 'int', nullable: true })
  sessionId: number | null;

  @Column({ type: 'int', default: 0 })
  sessionKey: number;

  /** The credits × 100 (ECM credits have decimals; integers add up exactly). */
  @Column({ type: 'int' })
  creditHundredths: number;

  @Column({ type: 'int', default: 90 })
  minPresence: number;

  @Column({ type: 'boolean', default: false })
  surveyRequired: boolean;

  @Column({ type: 'int', default: 75 })
  surveyMinCorrect: number;

  /** JSON arrays. */
  @Column({ type: 'text' })
  attendeeCategoryIds: string;

  @Column({ type: 'text' })
  professions: string;

  @Column({ type: 'text' })
  disciplines: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  accreditationCode: string | null;
}

/** What a rule gave an attendee when last computed, and why not (issue 27). */
@Entity('credit_results')
@Index(['ruleId', 'attendeeId'], { unique: true })
@Index(['eventId', 'attendeeId'])
export class CreditResult {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'int' })
  ruleId: number;

  @Column({ type: 'int', nullable: true })
  sessionId: number | null;

  @Column({ type: 'int' })
  attendeeId: number;

  @Column({ type: 'int' })
  secondsPresent: number;

  @Column({ type: 'int' })
  secondsTotal: number;

  /** The present share × 10,000. */
  @Column({ type: 'int' })
  shareBasisPoints: number;

  @Column({ type: 'int', nullable: true })
  surveyBasisPoints: number | null;

  @Column({ type: 'boolean' })
  earned: boolean;

  @Column({ type: 'int' })
  creditHundredths: number;

  @Column({ type: 'varchar', length: 40, nullable: true })
  reason: string | null;

  @Column({ type: 'datetime' })
  computedAt: Date;

  /** The attendee, when a list joined it (not a column). */
  attendee?: Attendee;
}

/**
 * An attendee's learning survey (the forms issue will write these): the share of correct answers, for
 * one session or (no session) the event. A credit rule that asks for the survey reads it.
 */
@Entity('learning_survey_results')
@Index(['eventId', 'attendeeId', 'sessionKey'], { unique: true })
export class LearningSurveyResult extends EventOwned {
  @Column({ type: 'int', nullable: true })
  sessionId: number | null;

  @Column({ type: 'int', default: 0 })
  sessionKey: number;

  @Column({ type: 'int' })
  attendeeId: number;

  @Column({ type: 'int' })
  correctBasisPoints: number;
}
