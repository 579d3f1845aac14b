import { Global, Module } from '@nestjs/common';
import { CryptoService } from './crypto.service';
import { RateLimiter } from './rate-limiter.service';
import { RedisConnection } from './redis-connection';

@Global()
@Module({
  providers: [CryptoService, RateLimiter, RedisConnection],
  exports: [CryptoService, RateLimiter, RedisConnection],
})
export class CommonModule {}
