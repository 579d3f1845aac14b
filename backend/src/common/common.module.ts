import { Global, Module } from '@nestjs/common';
import { CryptoService } from './crypto.service';
import { RateLimiter } from './rate-limiter.service';

@Global()
@Module({ providers: [CryptoService, RateLimiter], exports: [CryptoService, RateLimiter] })
export class CommonModule {}
