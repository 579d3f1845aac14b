import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RedisConnection } from './redis-connection';

/**
 * Counts failures per key in a fixed window (login per e-mail + IP, 2FA challenge, one-time codes),
 * with rate-limiter-flexible: in process memory, or in Redis (one atomic script per hit) when
 * REDIS_URL is set so that several API instances share the counters.
 */
@Injectable()
export class RateLimiter {
  private limiter: Promise<RateLimiterAbstract> | null = null;

  constructor(private readonly redis: RedisConnection) {}

  /** Seconds until `key` may try again, or 0 when it is under `limit`. */
  async retryAfter(key: string, limit: number): Promise<number> {
    const res = await (await this.store()).get(key);
    if (!res || res.consumedPoints < limit) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  /** The count of `key` in its window (0 when none). */
  async count(key: string): Promise<number> {
    return (await (await this.store()).get(key))?.consumedPoints ?? 0;
  }

  /** Counts one failure (the window starts with the first one); answers the count in the window, this one included. */
  async hit(key: string, windowMs: number): Promise<number> {
    // The window is per key (customDuration), so the limiter's own points and duration play no part.
    const res = await (await this.store()).penalty(key, 1, { customDuration: Math.max(1, Math.ceil(windowMs / 1000)) });
    return res.consumedPoints;
  }

  async reset(key: string): Promise<void> {
    await (await this.store()).delete(key);
  }

  private store(): Promise<RateLimiterAbstract> {
    this.limiter ??= (async () => {
      const client = this.redis.get();
      const options = { keyPrefix: 'eventdesk:rl', points: 1, duration: 60 };
      if (!client) return new RateLimiterMemory(options);
      return new RateLimiterRedis({ ...options, storeClient: await client, useRedisPackage: true });
    })();
    return this.limiter;
  }
}
