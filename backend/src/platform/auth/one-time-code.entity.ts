import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../database/columns';

/** An e-mailed 6-digit code (company login, 2FA fallback, attendee login), stored as a keyed hash. */
@Entity('one_time_codes')
export class OneTimeCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'subject_type', type: 'varchar', length: 16 })
  /** `attendee_email`: the code that confirms an attendee's new e-mail. */
  subjectType: 'user' | 'attendee' | 'attendee_email';

  @Column({ type: 'integer' })
  subjectId: number;

  @Column({ type: 'varchar', length: 128 })
  codeHash: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @CreatedAt()
  createdAt: Date;
}
