import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../platform/database/columns';

/** An attendee's answers to a survey or web form. Minimal until the surveys area exists. */
@Entity('survey_submissions')
@Index(['attendeeId'])
export class SurveySubmission {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  attendeeId: number;

  @Column({ type: 'int', nullable: true })
  surveyId: number | null;

  /** JSON. */
  @Column({ type: 'text', nullable: true })
  answers: string | null;

  @CreatedAt()
  createdAt: Date;
}
