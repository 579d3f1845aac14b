import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Job as BullJob, Queue } from 'bullmq';
import { EventLanes, type JobProcessor, type JobRunner } from './job-runner';

export const JOBS_QUEUE = 'eventdesk-jobs';

interface QueuedJob {
  id: number;
  eventId: number;
}

/** The connection options of REDIS_URL for BullMQ's own (ioredis) connections. */
export function bullConnection(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: Number(u.pathname.slice(1) || 0),
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * With REDIS_URL: queued jobs wait in a BullMQ queue and any instance's worker takes them. A job
 * redelivered after a stall finds its row no longer 'queued' and is not run again (JobsService.execute).
 */
@Injectable()
export class BullmqRunner implements JobRunner {
  readonly durable = true;
  private readonly lanes = new EventLanes();
  private processor!: JobProcessor;
  private readonly started: Promise<void>;
  private ready!: () => void;

  constructor(@InjectQueue(JOBS_QUEUE) private readonly queue: Queue) {
    this.started = new Promise((resolve) => (this.ready = resolve));
  }

  async start(processor: JobProcessor): Promise<void> {
    this.processor = processor;
    this.ready();
  }

  async enqueue(job: QueuedJob): Promise<void> {
    await this.queue.add('run', { id: job.id, eventId: job.eventId }, { removeOnComplete: true, removeOnFail: 1000 });
  }

  /** Called by the worker; one job at a time per event on this instance. */
  async process(data: QueuedJob): Promise<void> {
    await this.started;
    await this.lanes.run(data.eventId, () => this.processor(data.id));
  }

  idle(eventId: number): Promise<void> {
    return this.lanes.idle(eventId);
  }

  /** The worker and the queue are closed by @nestjs/bullmq when the application shuts down. */
  async close(): Promise<void> {
    await this.lanes.all();
  }
}

@Processor(JOBS_QUEUE, { concurrency: 4 })
export class BullmqJobWorker extends WorkerHost {
  constructor(private readonly runner: BullmqRunner) {
    super();
  }

  process(job: BullJob<QueuedJob>): Promise<void> {
    return this.runner.process(job.data);
  }
}
