import type { Role } from '@eventdesk/shared';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventCompany } from '../events/event-company.entity';
import { Event } from '../events/event.entity';
import { User } from './user.entity';

@Entity('user_event_roles')
@Index(['userId', 'eventId'], { unique: true })
export class UserEventRole {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, (user) => user.eventRoles, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ type: 'int' })
  eventId: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event: Event;

  @Column({ type: 'varchar', length: 16 })
  role: Role;

  @Column({ type: 'int', nullable: true })
  eventCompanyId: number | null;

  @ManyToOne(() => EventCompany, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'event_company_id' })
  eventCompany: EventCompany | null;
}
