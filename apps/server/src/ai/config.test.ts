import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { chooseWriter } from './choose-writer.js';

const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-ai-')), ...env });

describe('AI settings', () => {
  it('none set: the offline composer writes, 30 requests an hour', () => {
    const config = load({});
    expect(config.ai).toBeNull();
    expect(chooseWriter(config.ai)).toMatchObject({ kind: 'offline', label: 'Offline composer' });
    expect(config.aiRate).toMatchObject({ limit: 30, windowMs: 3_600_000 });
  });

  it('a base URL and a model: the model writes, with the key, timeout and streaming as set', () => {
    const config = load({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_API_KEY: 'sk-x',
      AI_TIMEOUT_MS: '5000',
      AI_DEADLINE_MS: '60000',
      AI_STREAM: 'false',
      AI_RATE: '10/hour',
      AI_RATE_ADDRESS: '20/hour',
    });
    expect(config.ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-x',
      model: 'llama3.1',
      timeoutMs: 5000,
      deadlineMs: 60000,
      stream: false,
    });
    expect(config.aiAddressRate.limit).toBe(20);
    expect(chooseWriter(config.ai)).toMatchObject({ kind: 'ai', label: 'llama3.1' });
    expect(config.aiRate.limit).toBe(10);
  });

  it.each([
    [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, /AI_MODEL/],
    [{ AI_BASE_URL: 'not a url', AI_MODEL: 'm' }, /AI_BASE_URL/],
    [{ AI_TIMEOUT_MS: '10' }, /AI_TIMEOUT_MS/],
    [{ AI_STREAM: 'maybe' }, /AI_STREAM/],
    [{ AI_RATE: 'lots' }, /AI_RATE/],
  ])('%j is refused with one line naming the setting', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
