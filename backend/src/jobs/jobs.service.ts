import { HttpStatus, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ImportRowErrorDto, JobDto, JobType } from '@eventdesk/shared';
import { DataSource, In } from 'typeorm';
import { AppException, notFound } from '../common/errors';
import { Job } from './job.entity';

export type JobHandler = (job: Job) => Promise<void>;

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
 * Background jobs in process: one at a time per event (a queue of promises per event), their state
 * in the `jobs` table. Jobs left running or queued by a stopped process become 'interrupted' at
 * start-up and can be resumed from their last committed batch.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobsService.name);
  private readonly handlers = new Map<JobType, JobHandler>();
  private readonly queues = new Map<number, Promise<void>>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  register(type: JobType, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.interruptStale();
  }

  /** Jobs that a previous process left running or queued. */
  async interruptStale(): Promise<number> {
    const result = await this.db.getRepository(Job).update({ status: In(['running', 'queued']) }, { status: 'interrupted' });
    return result.affected ?? 0;
  }

  async create(eventId: number, type: JobType, userId: number | null, params: unknown): Promise<Job> {
    const repo = this.db.getRepository(Job);
    const inserted = await repo.insert({ eventId, type, status: 'queued', userId, params: JSON.stringify(params), errors: '[]' });
    const job = await repo.findOneByOrFail({ id: inserted.identifiers[0]!.id as number });
    this.enqueue(job);
    return job;
  }

  async find(eventId: number, id: number): Promise<JobDto> {
    const job = await this.db.getRepository(Job).findOneBy({ id, eventId });
    if (!job) throw notFound();
    return toDto(job);
  }

  async load(eventId: number, id: number): Promise<Job> {
    const job = await this.db.getRepository(Job).findOneBy({ id, eventId });
    if (!job) throw notFound();
    return job;
  }

  /** Continues a failed or interrupted job from its last committed batch. */
  async resume(job: Job): Promise<JobDto> {
    if (job.status !== 'failed' && job.status !== 'interrupted') {
      throw new AppException(HttpStatus.CONFLICT, 'job_not_resumable');
    }
    await this.db.getRepository(Job).update(job.id, { status: 'queued', failure: null, finishedAt: null });
    job.status = 'queued';
    this.enqueue(job);
    return toDto(job);
  }

  /** Resolves once every job queued for the event so far has ended (tests, shutdown). */
  async idle(eventId: number): Promise<void> {
    await this.queues.get(eventId);
  }

  private enqueue(job: Job): void {
    const previous = this.queues.get(job.eventId) ?? Promise.resolve();
    const next = previous.then(() => this.run(job.id));
    this.queues.set(job.eventId, next);
    void next.finally(() => {
      if (this.queues.get(job.eventId) === next) this.queues.delete(job.eventId);
    });
  }

  private async run(id: number): Promise<void> {
    const repo = this.db.getRepository(Job);
    const job = await repo.findOneBy({ id }).catch(() => null);
    if (!job || job.status !== 'queued') return;
    const handler = this.handlers.get(job.type);
    try {
      if (!handler) throw new Error(`no handler for ${job.type}`);
      await repo.update(id, { status: 'running', startedAt: job.startedAt ?? new Date() });
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
