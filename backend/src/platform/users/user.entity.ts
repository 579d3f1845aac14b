import { Column, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../database/columns';
import { UserEventRole } from './user-event-role.entity';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255, unique: true })
  email: string;

  /** bcrypt hash ($2a/$2b, or $2y$ from the old system); null for users who sign in by e-mailed code only. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  password: string | null;

  @Column({ type: 'boolean', default: false })
  isSuperadmin: boolean;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** TOTP secret, encrypted at rest. */
  @Column({ type: 'text', nullable: true })
  twoFactorSecret: string | null;

  /** JSON list of hashed recovery codes. */
  @Column({ type: 'text', nullable: true })
  twoFactorRecoveryCodes: string | null;

  @Column({ type: 'datetime', nullable: true })
  twoFactorConfirmedAt: Date | null;

  /** Last TOTP time step accepted, so that a code cannot be used twice. */
  @Column({ type: 'integer', nullable: true })
  twoFactorLastStep: number | null;

  @OneToMany(() => UserEventRole, (role) => role.user)
  eventRoles: UserEventRole[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
