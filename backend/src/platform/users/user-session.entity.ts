import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A signed-in staff session of a user, as "my sessions" lists it (the store keeps the session itself). */
@Entity('user_sessions')
export class UserSession {
  /** Public id (random), also kept in the session as `registryId`. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  /** The store's session id, encrypted: ending a session destroys it in the store. */
  @Column({ type: 'varchar', length: 512 })
  sid: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  userAgent: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  lastSeenAt: Date;
}
