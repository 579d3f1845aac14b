import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  afterEach(() => jest.useRealTimers());

  it('loads once within the time to live, again after it and after clear', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number, string>(1000);
    let calls = 0;
    const load = jest.fn(async (): Promise<string> => `v${++calls}`);
    expect(await cache.get(1, load)).toBe('v1');
    expect(await cache.get(1, load)).toBe('v1');
    jest.setSystemTime(999);
    expect(await cache.get(1, load)).toBe('v1');
    jest.setSystemTime(1001);
    expect(await cache.get(1, load)).toBe('v2');
    cache.clear();
    expect(await cache.get(1, load)).toBe('v3');
    cache.delete(1);
    expect(await cache.get(1, load)).toBe('v4');
  });

  it('keeps at most `max` values', async () => {
    const cache = new TtlCache<number, number>(60_000, 2);
    const load = jest.fn(async () => 0);
    await cache.get(1, load);
    await cache.get(2, load);
    await cache.get(3, load); // drops everything before it
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
