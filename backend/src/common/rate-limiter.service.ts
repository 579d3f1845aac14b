import { Injectable } from '@nestjs/common';
import { RedisConnection } from './redis-connection';

/**
 * Counts failures per key in a fixed window (login per e-mail + IP, 2FA challenge, one-time codes).
 * In process memory, or in Redis when REDIS_URL is set so that several API instances share counters.
 */
@Injectable()
export class RateLimiter {
  private readonly memory = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly redis: RedisConnection) {}

  /** Seconds until `key` may try again, or 0 when it is under `limit`. */
  async retryAfter(key: string, limit: number): Promise<number> {
    const redis = await this.client();
    if (redis) {
      const [count, ttl] = await Promise.all([redis.get(`eventdesk:rl:${key}`), redis.pTTL(`eventdesk:rl:${key}`)]);
      return Number(count ?? 0) >= limit ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
    }
    const entry = this.memory.get(key);
    if (!entry || entry.resetAt <= Date.now()) return 0;
    return entry.count >= limit ? Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)) : 0;
  }

  async hit(key: string, windowMs: number): Promise<void> {
    const redis = await this.client();
    if (redis) {
      const k = `eventdesk:rl:${key}`;
      const count = await redis.incr(k);
      if (count === 1) await redis.pExpire(k, windowMs);
      return;
    }
    const now = Date.now();
    const entry = this.memory.get(key);
    if (!entry || entry.resetAt <= now) this.memory.set(key, { count: 1, resetAt: now + windowMs });
    else entry.count++;
    if (this.memory.size > 50_000) this.sweep(now);
  }

  async reset(key: string): Promise<void> {
    const redis = await this.client();
    if (redis) await redis.del(`eventdesk:rl:${key}`);
    else this.memory.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.memory) if (entry.resetAt <= now) this.memory.delete(key);
  }

  private client() {
    return this.redis.get();
  }
}
