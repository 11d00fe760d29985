/** Sliding-window counters for throttling: in memory by default, in Redis when several instances share them. */
import { Redis } from 'ioredis';

export interface ThrottleStore {
  /** Events recorded under the key within the window, and when the oldest of them happened (ms). */
  count(key: string, windowMs: number): Promise<{ count: number; oldest: number | null }>;
  record(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Per-process store; stale keys are swept once a minute. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly events = new Map<string, { windowMs: number; stamps: number[] }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async count(key: string, windowMs: number) {
    const stamps = this.prune(key, windowMs);
    return { count: stamps.length, oldest: stamps[0] ?? null };
  }

  async record(key: string, windowMs: number) {
    const stamps = this.prune(key, windowMs);
    stamps.push(Date.now());
    this.events.set(key, { windowMs, stamps });
  }

  async clear(key: string) {
    this.events.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
    this.events.clear();
  }

  /** Forgets every event (tests reset between cases). */
  reset() {
    this.events.clear();
  }

  private prune(key: string, windowMs: number): number[] {
    const entry = this.events.get(key);
    if (!entry) return [];
    const since = Date.now() - windowMs;
    while (entry.stamps.length > 0 && entry.stamps[0]! <= since) entry.stamps.shift();
    return entry.stamps;
  }

  private sweep() {
    for (const [key, entry] of this.events) {
      if (this.prune(key, entry.windowMs).length === 0) this.events.delete(key);
    }
  }
}

/** Shared store: one sorted set per key, scored by time. */
export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly namespace = 'hirestride:throttle',
  ) {}

  /** `namespace` separates deployments (and test runs) sharing one Redis. */
  static async connect(url: string, namespace?: string): Promise<RedisThrottleStore> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    redis.on('error', () => undefined);
    await redis.connect();
    return new RedisThrottleStore(redis, namespace);
  }

  async count(key: string, windowMs: number) {
    const now = Date.now();
    const results = await this.redis
      .multi()
      .zremrangebyscore(this.name(key), 0, now - windowMs)
      .zcard(this.name(key))
      .zrange(this.name(key), 0, 0, 'WITHSCORES')
      .exec();
    const count = Number(results?.[1]?.[1] ?? 0);
    const first = results?.[2]?.[1] as string[] | undefined;
    return { count, oldest: first && first.length === 2 ? Number(first[1]) : null };
  }

  async record(key: string, windowMs: number) {
    const now = Date.now();
    await this.redis
      .multi()
      .zadd(this.name(key), now, `${now}-${Math.random().toString(36).slice(2)}`)
      .pexpire(this.name(key), windowMs)
      .exec();
  }

  async clear(key: string) {
    await this.redis.del(this.name(key));
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }

  private name(key: string) {
    return `${this.namespace}:${key}`;
  }
}
