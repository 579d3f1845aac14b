import { EventLanes, type JobProcessor, type JobRunner } from './job-runner';

/** Without Redis: queued jobs wait in this process (lost on restart, hence interrupted at start). */
export class InProcessRunner implements JobRunner {
  readonly durable = false;
  private readonly lanes = new EventLanes();
  private processor: JobProcessor | null = null;

  async start(processor: JobProcessor): Promise<void> {
    this.processor = processor;
  }

  async enqueue(job: { id: number; eventId: number }): Promise<void> {
    const processor = this.processor;
    if (!processor) throw new Error('job runner not started');
    void this.lanes.run(job.eventId, () => processor(job.id)).catch(() => undefined);
  }

  idle(eventId: number): Promise<void> {
    return this.lanes.idle(eventId);
  }

  /** Lets the jobs under way end (each batch is its own transaction: stopping halfway is safe too). */
  async close(): Promise<void> {
    this.processor = null;
  }
}
