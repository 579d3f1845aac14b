import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../database/columns';

/** Development outbox: without SMTP_URL every mail is stored here (and logged) instead of sent. */
@Entity('mail_outbox')
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'to_address', type: 'varchar', length: 255 })
  to: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @CreatedAt()
  createdAt: Date;
}
