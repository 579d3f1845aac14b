import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { InProcessRunner } from './in-process-runner';
import { JOB_RUNNER } from './job-runner';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

/** Jobs on BullMQ when REDIS_URL is set, else in this process; global, one JobsService for every module. */
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const redis = config.redisUrl;
    const common = { module: JobsModule, global: true, controllers: [JobsController], exports: [JobsService] };
    if (!redis) return { ...common, providers: [JobsService, { provide: JOB_RUNNER, useClass: InProcessRunner }] };
    // BullMQ and its Redis client (~900 modules) are loaded only when they are used, not at every start.
    const { BullModule } = require('@nestjs/bullmq') as typeof import('@nestjs/bullmq');
    const { bullConnection, BullmqJobWorker, BullmqRunner, JOBS_QUEUE } = require('./bullmq-runner') as typeof import('./bullmq-runner');
    return {
      ...common,
      imports: [BullModule.forRoot({ connection: bullConnection(redis) }), BullModule.registerQueue({ name: JOBS_QUEUE })],
      providers: [JobsService, BullmqRunner, BullmqJobWorker, { provide: JOB_RUNNER, useExisting: BullmqRunner }],
    };
  }
}
