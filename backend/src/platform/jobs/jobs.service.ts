import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AppAbility, ImportRowErrorDto, JobDto, JobType } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import { notFound } from '../common/errors';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { Job } from './job.entity';
import { JOB_RUNNER, type JobRunner } from './job-runner';
import { PlatformError } from '../common/platform-errors';

export type JobHandler = (job: Job) => Promise<void>;

/** Who asks for a job: its creator, or staff that manage the job's subject in the event. */
export interface JobCaller {
  userId: number;
  ability: AppAbility;
}

/** The subject whose `manage` right lets a caller act on anyone's job of that type. */
const SUBJECT_OF: Record<JobType, 'Attendee' | 'Vehicle' | 'Credit'> = {
  attendee_import: 'Attendee',
  attendee_export: 'Attendee',
  vehicle_import: 'Vehicle',
  credits_recompute: 'Credit',
};

export const HEARTBEAT_MS = 5_000;
/** A job whose owner has not said it is alive for this long is taken as abandoned. */
export const STALE_MS = 6 * HEARTBEAT_MS;

const toDto = (job: Job): JobDto => ({
  id: job.id,
  type: job.type,
  status: job.status,
  total: job.total,
  processed: job.processed,
  created: job.created,
  updated: job.updated,
  failed: job.failed,
  errors: JSON.parse(job.errors) as ImportRowErrorDto[],
  started_at: job.startedAt?.toISOString() ?? null,
  finished_at: job.finishedAt?.toISOString() ?? null,
});

/**
 * Background jobs: their state in the `jobs` table, owned by the instance that queued or runs them
 * (`instance_id`, `heartbeat_at`); where they wait is the JobRunner's business (BullMQ or in process).
 * A job is run only after an atomic claim (queued → running), so a job is never run twice.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobsService.name);
  private readonly handlers = new Map<JobType, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  readonly instanceId: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(JOB_RUNNER) private readonly runner: JobRunner,
  ) {
    this.instanceId = config.instanceId;
  }

  register(type: JobType, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.interruptStale();
    await this.runner.start((id) => this.execute(id));
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.runner.close();
  }

  /**
   * Jobs a stopped process left behind: this instance's own, and others' whose heartbeat is stale
   * (their instance is gone). Queued ones too when the queue was in process memory.
   */
  async interruptStale(): Promise<number> {
    const statuses = this.runner.durable ? ['running'] : ['running', 'queued'];
    const result = await this.db
      .createQueryBuilder()
      .update(Job)
      .set({ status: 'interrupted' })
      .where('status IN (:...statuses)', { statuses })
      .andWhere('(instance_id = :me OR instance_id IS NULL OR heartbeat_at IS NULL OR heartbeat_at < :stale)', {
        me: this.instanceId,
        stale: new Date(Date.now() - STALE_MS),
      })
      .execute();
    return result.affected ?? 0;
  }

  /** Tells other instances that this one still runs (or holds queued) the jobs it owns. */
  async heartbeat(): Promise<void> {
    await this.db
      .createQueryBuilder()
      .update(Job)
      .set({ heartbeatAt: new Date() })
      .where('instance_id = :me AND status IN (:...statuses)', { me: this.instanceId, statuses: ['running', 'queued'] })
      .execute()
      .catch((error: Error) => this.logger.warn(`job heartbeat failed: ${error.message}`));
  }

  async create(eventId: number, type: JobType, userId: number, params: unknown): Promise<Job> {
    const repo = this.db.getRepository(Job);
    const inserted = await repo.insert({
      eventId,
      type,
      status: 'queued',
      userId,
      params: JSON.stringify(params),
      errors: '[]',
      instanceId: this.instanceId,
      heartbeatAt: new Date(),
    });
    const job = await repo.findOneByOrFail({ id: inserted.identifiers[0]!.id as number });
    await this.runner.enqueue(job);
    return job;
  }

  async find(eventId: number, id: number, caller: JobCaller): Promise<JobDto> {
    return toDto(await this.load(eventId, id, caller));
  }

  /** The job if the caller created it or manages its subject in the event; 404 otherwise (its existence is not told). */
  async load(eventId: number, id: number, caller: JobCaller): Promise<Job> {
    const job = await this.db.getRepository(Job).findOneBy({ id, eventId });
    if (!job || (job.userId !== caller.userId && !caller.ability.can('manage', SUBJECT_OF[job.type]))) throw notFound();
    return job;
  }

  /**
   * Continues a failed or interrupted job from its last committed batch, with its creator's stored
   * scope. The claim is one UPDATE: of two concurrent resumes one wins, the other gets a 409.
   */
  async resume(eventId: number, id: number, caller: JobCaller): Promise<JobDto> {
    const job = await this.load(eventId, id, caller);
    const result = await this.db
      .createQueryBuilder()
      .update(Job)
      .set({ status: 'queued', failure: null, finishedAt: null, instanceId: this.instanceId, heartbeatAt: new Date() })
      .where('id = :id AND status IN (:...statuses)', { id, statuses: ['failed', 'interrupted'] })
      .execute();
    if (result.affected !== 1) throw PlatformError('job_not_resumable');
    job.status = 'queued';
    await this.runner.enqueue(job);
    return toDto(job);
  }

  /** Resolves once every job queued for the event on this instance so far has ended (tests). */
  idle(eventId: number): Promise<void> {
    return this.runner.idle(eventId);
  }

  /** Runs a queued job once: only the instance whose claim (queued → running) succeeds runs it. */
  async execute(id: number): Promise<void> {
    const repo = this.db.getRepository(Job);
    const claim = await this.db
      .createQueryBuilder()
      .update(Job)
      .set({ status: 'running', instanceId: this.instanceId, heartbeatAt: new Date() })
      .where('id = :id AND status = :queued', { id, queued: 'queued' })
      .execute();
    if (claim.affected !== 1) return;
    const job = await repo.findOneByOrFail({ id });
    try {
      const handler = this.handlers.get(job.type);
      if (!handler) throw new Error(`no handler for ${job.type}`);
      if (!job.startedAt) await repo.update(id, { startedAt: new Date() });
      await handler(job);
      await repo.update(id, { status: 'done', finishedAt: new Date() });
    } catch (error) {
      this.logger.error(`job ${id} (${job.type}) failed: ${(error as Error).message}`);
      await repo
        .update(id, { status: 'failed', failure: String((error as Error).message).slice(0, 500), finishedAt: new Date() })
        .catch(() => undefined);
    }
  }
}
