/** Runs a queued job by its id (JobsService.execute: claims it in the database, then runs its handler). */
export type JobProcessor = (jobId: number) => Promise<void>;

/**
 * Where queued jobs wait to be run: BullMQ when REDIS_URL is set, else this process. Either way
 * the job's state is in the `jobs` table and the handler claims it there before running it.
 */
export interface JobRunner {
  /** Whether queued jobs survive a restart (then only running jobs are interrupted at start). */
  readonly durable: boolean;
  start(processor: JobProcessor): Promise<void>;
  enqueue(job: { id: number; eventId: number }): Promise<void>;
  /** Resolves once the jobs queued for the event on this instance have ended (tests). */
  idle(eventId: number): Promise<void>;
  close(): Promise<void>;
}

export const JOB_RUNNER = Symbol('JOB_RUNNER');

/** One job at a time per event on this instance: a chain of promises per event. */
export class EventLanes {
  private readonly lanes = new Map<number, Promise<void>>();

  run(eventId: number, task: () => Promise<void>): Promise<void> {
    const next = (this.lanes.get(eventId) ?? Promise.resolve()).then(task);
    const settled = next.catch(() => undefined);
    this.lanes.set(eventId, settled);
    void settled.then(() => {
      if (this.lanes.get(eventId) === settled) this.lanes.delete(eventId);
    });
    return next;
  }

  async idle(eventId: number): Promise<void> {
    await this.lanes.get(eventId);
  }

  async all(): Promise<void> {
    await Promise.all(this.lanes.values());
  }
}
