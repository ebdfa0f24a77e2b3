import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in fixed windows: failed logins per account, mails per address. Keys
 * name an account or an address, never a header a client can set. With Redis every API process
 * shares one count; without it the count lives in this process.
 */
export type AttemptCounter = {
  /** Adds one attempt; answers the window's count including it. */
  hit: (key: string, windowMs: number) => Promise<number>;
  /** The window's count so far, without adding one. */
  count: (key: string) => Promise<number>;
  reset: (key: string) => Promise<void>;
};

/** Past this many keys, expired ones are swept before another is added, so memory stays bounded. */
const SWEEP_AT_KEYS = 10_000;

export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    async hit(key, windowMs) {
      const window = live(key);
      if (window) return ++window.count;
      if (windows.size >= SWEEP_AT_KEYS) for (const k of windows.keys()) live(k);
      windows.set(key, { count: 1, endsAt: now() + windowMs });
      return 1;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisAttemptCounter(redis: Redis, namespace: string): AttemptCounter {
  const redisKey = (key: string) => `${namespace}attempts:${key}`;
  return {
    async hit(key, windowMs) {
      const k = redisKey(key);
      // The window starts with the first attempt: NX leaves a running window's expiry alone.
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec();
      const [error, count] = results?.[0] ?? [new Error('Redis answered nothing')];
      if (error) throw error;
      return Number(count);
    },
    async count(key) {
      return Number((await redis.get(redisKey(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
  };
}
