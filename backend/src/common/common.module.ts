import { Global, Module } from '@nestjs/common';
import { CryptoService } from './crypto.service';
import { LiveStreams } from './live-streams';
import { RateLimiter } from './rate-limiter.service';
import { RedisConnection } from './redis-connection';

@Global()
@Module({
  providers: [CryptoService, LiveStreams, RateLimiter, RedisConnection],
  exports: [CryptoService, LiveStreams, RateLimiter, RedisConnection],
})
export class CommonModule {}
