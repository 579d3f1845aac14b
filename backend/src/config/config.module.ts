import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock, systemClock } from '../common/clock';
import type { AppConfig } from './config';

export const APP_CONFIG = Symbol('APP_CONFIG');

@Global()
@Module({})
export class ConfigModule {
  /** The settings, and the clock the app reads its time from (common/clock.ts). */
  static forRoot(config: AppConfig, clock: Clock = systemClock): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
