import type { RedisConnection } from './redis-connection';
import { RateLimiter } from './rate-limiter.service';

describe('RateLimiter in memory', () => {
  const limiter = () => new RateLimiter({ get: () => null } as unknown as RedisConnection);

  it('lets a key through under its limit and answers the seconds left of the window once over it', async () => {
    const rate = limiter();
    for (let i = 0; i < 4; i++) await rate.hit('login:a', 60_000);
    expect(await rate.retryAfter('login:a', 5)).toBe(0);
    await rate.hit('login:a', 60_000);
    const wait = await rate.retryAfter('login:a', 5);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await rate.retryAfter('login:b', 5)).toBe(0);
  });

  it('forgets a key on reset and when its window ends', async () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      const rate = limiter();
      await rate.hit('otp', 2_000);
      await rate.hit('otp', 2_000);
      expect(await rate.retryAfter('otp', 2)).toBeGreaterThan(0);
      await rate.reset('otp');
      expect(await rate.retryAfter('otp', 2)).toBe(0);
      await rate.hit('otp', 2_000);
      await rate.hit('otp', 2_000);
      jest.advanceTimersByTime(2_100);
      expect(await rate.retryAfter('otp', 2)).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
