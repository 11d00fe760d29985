/** Throttling decisions on top of a store: answers 429 with Retry-After once a rate's limit is used up. */
import { apiMessages } from '@hirestride/shared';
import { HttpError } from '../../http/errors.js';
import type { Rate } from './rate.js';
import type { ThrottleStore } from './store.js';

/** A counted attempt; `release` un-counts it when the attempt should not count after all. */
export interface Hold {
  release(): Promise<void>;
}

export class Throttle {
  /** Told which kind of limit (e.g. "login:ip") refused a request; never the address or email itself. */
  onThrottled?: (limit: string) => void;

  constructor(readonly store: ThrottleStore) {}

  /**
   * Counts this attempt before the work it guards (reserve before verifying), or throws 429 when the rate is used
   * up: parallel attempts cannot slip past the limit while the first ones are still being checked.
   */
  async reserve(key: string, rate: Rate): Promise<Hold> {
    const reservation = await this.store.reserve(key, rate.limit, rate.windowMs);
    if (!reservation.ok) {
      const retryAfter = Math.max(1, Math.ceil((reservation.oldest + rate.windowMs - Date.now()) / 1000));
      this.onThrottled?.(key.split(':').slice(0, 2).join(':'));
      throw new HttpError(
        429,
        {
          detail: `${apiMessages.throttled} Expected available in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        },
        { 'retry-after': String(retryAfter) },
      );
    }
    return { release: () => this.store.release(key, reservation.id) };
  }

  /** Reserves several limits together; if one refuses, the others are given back. */
  async reserveAll(limits: Array<[key: string, rate: Rate]>): Promise<Hold> {
    const holds: Hold[] = [];
    try {
      for (const [key, rate] of limits) holds.push(await this.reserve(key, rate));
    } catch (error) {
      await Promise.all(holds.map((hold) => hold.release()));
      throw error;
    }
    return { release: async () => void (await Promise.all(holds.map((hold) => hold.release()))) };
  }

  /** For limits on every attempt (registration, Google, writing): counts it or throws 429. */
  async hit(key: string, rate: Rate): Promise<void> {
    await this.reserve(key, rate);
  }

  clear(key: string): Promise<void> {
    return this.store.clear(key);
  }
}
