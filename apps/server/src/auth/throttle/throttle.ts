/** Throttling decisions on top of a store: answers 429 with Retry-After once a rate's limit is used up. */
import { apiMessages } from '@hirestride/shared';
import { HttpError } from '../../http/errors.js';
import type { Rate } from './rate.js';
import type { ThrottleStore } from './store.js';

export class Throttle {
  /** Told which kind of limit (e.g. "login:ip") refused a request; never the address or email itself. */
  onThrottled?: (limit: string) => void;

  constructor(readonly store: ThrottleStore) {}

  /** Throws 429 when the key has used up the rate; records nothing. */
  async check(key: string, rate: Rate): Promise<void> {
    const { count, oldest } = await this.store.count(key, rate.windowMs);
    if (count < rate.limit) return;
    const retryAfter = Math.max(1, Math.ceil(((oldest ?? Date.now()) + rate.windowMs - Date.now()) / 1000));
    this.onThrottled?.(key.split(':').slice(0, 2).join(':'));
    throw new HttpError(
      429,
      { detail: `${apiMessages.throttled} Expected available in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.` },
      { 'retry-after': String(retryAfter) },
    );
  }

  record(key: string, rate: Rate): Promise<void> {
    return this.store.record(key, rate.windowMs);
  }

  /** For limits on every attempt (registration, Google): check, then count this one. */
  async hit(key: string, rate: Rate): Promise<void> {
    await this.check(key, rate);
    await this.record(key, rate);
  }

  clear(key: string): Promise<void> {
    return this.store.clear(key);
  }
}
