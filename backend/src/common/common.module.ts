import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CryptoService } from './crypto.service';
import { ContentRangeInterceptor } from './list-page';
import { RateLimiter } from './rate-limiter.service';
import { RedisConnection } from './redis-connection';

@Global()
@Module({
  providers: [CryptoService, RateLimiter, RedisConnection, { provide: APP_INTERCEPTOR, useClass: ContentRangeInterceptor }],
  exports: [CryptoService, RateLimiter, RedisConnection],
})
export class CommonModule {}
