import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthzGuard } from './platform/authz/authz.guard';
import { Clock, systemClock } from './platform/common/clock';
import { CommonModule } from './platform/common/common.module';
import { discover, isClass } from './platform/common/discover';
import type { AppConfig } from './platform/config/config';
import { ConfigModule } from './platform/config/config.module';
import { setPasswordCost } from './platform/common/passwords';
import { dataSourceOptions } from './platform/database/data-source';
import { SqliteCheckpointer } from './platform/database/sqlite-checkpointer';
import { HealthController } from './platform/health/health.controller';
import { JobsModule } from './platform/jobs/jobs.module';
import { SignalsModule } from './platform/signals/signals';
import { ENTITIES } from './entities';
import { ResourceScopeCheck } from './resource-scope.check';
import { SeedService } from './seed/seed.service';

/**
 * The feature modules: every `*.module.ts` in a folder of src (the contexts, my-area; found by that convention: a
 * new resource's module is imported by nothing but its file name). Modules configured at the root
 * (`forRoot`) are named below instead.
 */
const FEATURE_MODULES = discover(
  __dirname,
  /^[a-z-]+\/.*\.module\.(ts|js)$/,
  (value): value is Type => isClass(value) && value.name.endsWith('Module') && !('forRoot' in value),
);

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock: Clock = systemClock): DynamicModule {
    setPasswordCost(config.bcryptRounds);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DiscoveryModule,
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database, ENTITIES), migrationsRun: true, retryAttempts: 2, retryDelay: 1000 }),
        CommonModule.forRoot(clock),
        SignalsModule,
        JobsModule.forRoot(config),
        ...FEATURE_MODULES,
      ],
      controllers: [HealthController],
      // The one global guard (authz/), over the signed-in user that auth/ loads.
      providers: [SeedService, ResourceScopeCheck, SqliteCheckpointer, { provide: APP_GUARD, useClass: AuthzGuard }],
    };
  }
}
