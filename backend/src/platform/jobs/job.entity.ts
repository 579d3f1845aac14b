import { EventOwned } from '../events/event-owned';
import type { JobStatus, JobType } from '@eventdesk/shared';
import { Column, Entity, Index } from 'typeorm';

/**
 * A background job of an event (an attendee import): its progress, counters and first errors, and
 * where to resume it (`lastBatch`: the index of the last batch committed, -1 before the first).
 */
@Entity('jobs')
@Index(['eventId', 'status'])
export class Job extends EventOwned {
  @Column({ type: 'varchar', length: 32 })
  type: JobType;

  @Column({ type: 'varchar', length: 16 })
  status: JobStatus;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** JSON: what the job needs to run again after a restart (upload, mapping, the caller's scope). */
  @Column({ type: 'text' })
  params: string;

  @Column({ type: 'int', default: 0 })
  total: number;

  @Column({ type: 'int', default: 0 })
  processed: number;

  @Column({ type: 'int', default: 0 })
  created: number;

  @Column({ type: 'int', default: 0 })
  updated: number;

  @Column({ type: 'int', default: 0 })
  failed: number;

  /** JSON array of the first 200 row errors. */
  @Column({ type: 'text' })
  errors: string;

  @Column({ type: 'int', default: -1 })
  lastBatch: number;

  /** Why a job failed (not a row error: the database, the file). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  failure: string | null;

  @Column({ type: 'datetime', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;

  /** The instance (INSTANCE_ID) that queued or runs the job. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  instanceId: string | null;

  /** Refreshed every few seconds by the owner while the job is queued or running. */
  @Column({ type: 'datetime', nullable: true })
  heartbeatAt: Date | null;
}
