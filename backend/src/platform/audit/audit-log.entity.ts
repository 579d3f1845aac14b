import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../database/columns';

@Entity('audit_logs')
export class AuditLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  actorEmail: string | null;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  targetType: string | null;

  @Column({ type: 'integer', nullable: true })
  targetId: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /** JSON. */
  @Column({ type: 'text', nullable: true })
  details: string | null;

  @CreatedAt()
  createdAt: Date;
}
