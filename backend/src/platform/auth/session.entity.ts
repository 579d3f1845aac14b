import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The session plugin's records when sessions live in the database (no REDIS_URL). */
@Entity('sessions')
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id: string;

  @Index()
  @Column({ type: 'bigint' })
  expiresAt: number;

  @Column({ type: 'text' })
  data: string;
}
