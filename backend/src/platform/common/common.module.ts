import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock, systemClock } from './clock';
import { CryptoService } from './crypto.service';
import { LiveStreams } from './live-streams';
import { RateLimiter } from './rate-limiter.service';
import { RedisConnection } from './redis-connection';

const SERVICES = [CryptoService, LiveStreams, RateLimiter, RedisConnection];

@Global()
@Module({})
export class CommonModule {
  /** The shared services, and the clock the app reads its time from (clock.ts). */
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return {
      module: CommonModule,
      providers: [...SERVICES, { provide: Clock, useValue: clock }],
      exports: [...SERVICES, Clock],
    };
  }
}
