/** Sliding-window counters for throttling: in memory by default, in Redis when several instances share them. */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** A taken place in a window (its id lets a success give it back), or a refusal with the oldest event's time. */
export type Reservation = { ok: true; id: string } | { ok: false; oldest: number };

export interface ThrottleStore {
  /**
   * Counts an event under the key if fewer than `limit` happened within the window, in one atomic step:
   * parallel requests can never all see room and all go through.
   */
  reserve(key: string, limit: number, windowMs: number): Promise<Reservation>;
  /** Gives one reservation back (the attempt turned out not to count, e.g. a successful login). */
  release(key: string, id: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Per-process store; stale keys are swept once a minute. Each call runs without awaiting, so it is atomic. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly events = new Map<string, { windowMs: number; stamps: Array<{ at: number; id: string }> }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async reserve(key: string, limit: number, windowMs: number): Promise<Reservation> {
    const stamps = this.prune(key, windowMs);
    if (stamps.length >= limit) return { ok: false, oldest: stamps[0]!.at };
    const id = randomUUID();
    stamps.push({ at: Date.now(), id });
    this.events.set(key, { windowMs, stamps });
    return { ok: true, id };
  }

  async release(key: string, id: string) {
    const entry = this.events.get(key);
    if (entry) entry.stamps = entry.stamps.filter((stamp) => stamp.id !== id);
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

  private prune(key: string, windowMs: number) {
    const entry = this.events.get(key);
    if (!entry) return [];
    const since = Date.now() - windowMs;
    while (entry.stamps.length > 0 && entry.stamps[0]!.at <= since) entry.stamps.shift();
    return entry.stamps;
  }

  private sweep() {
    for (const [key, entry] of this.events) {
      if (this.prune(key, entry.windowMs).length === 0) this.events.delete(key);
    }
  }
}

/**
 * Prune, count and add in one script: Redis runs a script alone, so the check and the count cannot interleave
 * across requests or instances. Returns {1, id} when reserved, {0, oldest score} when full.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], 0, now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, first[2]}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, ARGV[4]}
`;

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

  async reserve(key: string, limit: number, windowMs: number): Promise<Reservation> {
    const id = `${Date.now()}-${randomUUID()}`;
    const [reserved, value] = (await this.redis.eval(
      RESERVE_SCRIPT,
      1,
      this.name(key),
      Date.now(),
      windowMs,
      limit,
      id,
    )) as [number, string];
    return reserved === 1 ? { ok: true, id: value } : { ok: false, oldest: Number(value) };
  }

  async release(key: string, id: string) {
    await this.redis.zrem(this.name(key), id);
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
