import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { bullConnection, BullmqJobWorker, BullmqRunner, JOBS_QUEUE } from './bullmq-runner';
import { InProcessRunner } from './in-process-runner';
import { JOB_RUNNER } from './job-runner';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

/** Jobs on BullMQ when REDIS_URL is set, else in this process; global, one JobsService for every module. */
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const redis = config.redisUrl;
    return {
      module: JobsModule,
      global: true,
      imports: redis ? [BullModule.forRoot({ connection: bullConnection(redis) }), BullModule.registerQueue({ name: JOBS_QUEUE })] : [],
      controllers: [JobsController],
      providers: [
        JobsService,
        ...(redis
          ? [BullmqRunner, BullmqJobWorker, { provide: JOB_RUNNER, useExisting: BullmqRunner }]
          : [{ provide: JOB_RUNNER, useClass: InProcessRunner }]),
      ],
      exports: [JobsService],
    };
  }
}
