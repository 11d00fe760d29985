/** Server configuration read from the environment, validated once at start (ARCHITECTURE.md "Config from env"). */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, accessSync, constants } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { parseRate, type Rate } from './auth/throttle/rate.js';

/** A start-up problem the user can fix; main prints its message as one line and exits non-zero. */
export class ConfigError extends Error {}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  corsOrigins: string[];
  nodeEnv: 'development' | 'production' | 'test';
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  logLevel: string;
  throttle: { loginIp: Rate; loginEmail: Rate; signupIp: Rate; googleIp: Rate };
  /** Where the built web app lives; undefined serves the API only. */
  webDist: string | undefined;
  /** The writing assistant's model; null writes with the offline composer (decision 011). */
  ai: AiConfig | null;
  /** Writing requests per user (model or offline), so one account cannot run up a bill. */
  aiRate: Rate;
}

export interface AiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  stream: boolean;
}

const origin = z.string().refine((value) => {
  try {
    return new URL(value).origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}, 'must be a list of origins such as https://app.example.com');

const rate = z.string().transform((value, ctx) => {
  try {
    return parseRate(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,100}$/, 'must be letters, digits and : . _ -')
    .default('hirestride:throttle'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  THROTTLE_LOGIN_IP: rate.default(parseRate('10/min')),
  THROTTLE_LOGIN_EMAIL: rate.default(parseRate('5/5min')),
  THROTTLE_SIGNUP_IP: rate.default(parseRate('20/min')),
  THROTTLE_GOOGLE_IP: rate.default(parseRate('20/min')),
  WEB_DIST: z.string().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  AI_STREAM: z.enum(['true', 'false']).default('true'),
  AI_RATE: rate.default(parseRate('30/hour')),
});

/** Reads and checks the environment; throws ConfigError with one clear sentence on the first bad value. */
export function loadConfig(env: NodeJS.ProcessEnv, defaults: { webDist?: string } = {}): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue.message}.`);
  }
  const e = parsed.data;
  if (e.AI_BASE_URL && !e.AI_MODEL)
    throw new ConfigError(
      'Invalid AI_MODEL: set the model to use with AI_BASE_URL (for example llama3.1 or gpt-4o-mini).',
    );
  const dataDir = path.resolve(e.DATA_DIR);
  prepareDataDir(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY ?? loadOrCreateSecretKey(dataDir),
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    corsOrigins: e.CORS_ORIGINS.map((item) => item.replace(/\/$/, '')),
    nodeEnv: e.NODE_ENV,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    logLevel: e.LOG_LEVEL,
    throttle: {
      loginIp: e.THROTTLE_LOGIN_IP,
      loginEmail: e.THROTTLE_LOGIN_EMAIL,
      signupIp: e.THROTTLE_SIGNUP_IP,
      googleIp: e.THROTTLE_GOOGLE_IP,
    },
    webDist: e.WEB_DIST ?? defaults.webDist,
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL,
          apiKey: e.AI_API_KEY,
          model: e.AI_MODEL!,
          timeoutMs: e.AI_TIMEOUT_MS,
          stream: e.AI_STREAM === 'true',
        }
      : null,
    aiRate: e.AI_RATE,
  };
}

function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch {
    throw new ConfigError(`DATA_DIR ${dataDir} is not writable: choose a folder this user can write to.`);
  }
}

/** A generated key is kept in DATA_DIR so sessions and tokens survive restarts. */
function loadOrCreateSecretKey(dataDir: string): string {
  const file = path.join(dataDir, 'secret_key');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // absent: create below
  }
  const key = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, key + '\n', { mode: 0o600 });
  } catch {
    throw new ConfigError(`DATA_DIR ${dataDir} is not writable: cannot store the generated SECRET_KEY.`);
  }
  return key;
}
