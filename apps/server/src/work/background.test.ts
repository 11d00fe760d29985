import { describe, expect, it } from 'vitest';
import { Background } from './background.js';

describe('Background', () => {
  const later = () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    return { gate, release };
  };

  it('settles only after every task, including one started while waiting', async () => {
    const background = new Background();
    const first = later();
    const second = later();
    const finished: string[] = [];
    background.start(async () => {
      await first.gate;
      finished.push('first');
      background.start(async () => {
        await second.gate;
        finished.push('second');
      });
    });
    let settled = false;
    const waiting = background.settled().then(() => (settled = true));
    first.release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(finished).toEqual(['first']);
    expect(settled).toBe(false);
    second.release();
    await waiting;
    expect(finished).toEqual(['first', 'second']);
  });

  it('keeps a failed task from rejecting settled()', async () => {
    const background = new Background();
    background.start(async () => {
      throw new Error('no');
    });
    await expect(background.settled()).resolves.toBeUndefined();
  });

  it('settles at once when nothing runs', async () => {
    await expect(new Background().settled()).resolves.toBeUndefined();
  });
});
