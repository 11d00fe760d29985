/** Server configuration read from the environment, validated once at start (ARCHITECTURE.md "Config from env"). */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync, accessSync, chmodSync, statSync, constants } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { parseRate, type Rate } from './auth/throttle/rate.js';
import { workPoolOptionsFromEnv, type WorkPoolOptions } from './work/options.js';

/** A start-up problem the user can fix; main prints its message as one line and exits non-zero. */
export class ConfigError extends Error {}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance; undefined sizes the pool by this machine's cores (defaultPoolSize). */
  databasePoolSize: number | undefined;
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
  /** Writing requests per client address while a model is configured. */
  aiAddressRate: Rate;
  /** The worker threads for heavy work and their limits (WORK_THREADS, WORK_MAX_QUEUE, WORK_PER_USER, …). */
  work: WorkPoolOptions;
  /** A session (and its refresh chain) unused this long ends (ASVS 3.3.2); the two-week absolute cap stays. */
  sessionIdleSeconds: number;
  /** Outgoing mail: SMTP when smtpUrl is set, else written to the server log (Django's console backend). */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** The wait before the first retry of a mail that could not be sent; each later wait doubles. */
    retryDelaySeconds: number;
    /** Tries per mail before the outbox gives up on it. */
    maxTries: number;
  };
  /** Shown on the Support page; null hides the address. */
  supportEmail: string | null;
  /** The address users open the app at; links in emails point here (never at a request's Host header). */
  publicUrl: string;
  /** Proxy addresses or CIDRs whose X-Forwarded-For is believed; empty trusts no proxy. */
  trustProxy: string[];
  /** Problems that do not stop the server (a secret key others can read); main logs each once it has a logger. */
  warnings: string[];
}

export interface AiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** The longest one answer may take in all. */
  deadlineMs: number;
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

/** A comma-separated list (blank items dropped), each item checked by `item`; unset is an empty list. */
function commaList(item: z.ZodType<string, string>) {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  CORS_ORIGINS: commaList(origin),
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
  AI_DEADLINE_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  AI_STREAM: z.enum(['true', 'false']).default('true'),
  AI_RATE: rate.default(parseRate('30/hour')),
  AI_RATE_ADDRESS: rate.default(parseRate('60/hour')),
  SESSION_IDLE_TIMEOUT: z
    .string()
    .default('12h')
    .transform((value, ctx) => {
      const seconds = parseDuration(value);
      if (seconds === null || seconds < 60) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration of at least a minute, like 30m, 12h or 2d' });
        return z.NEVER;
      }
      return seconds;
    }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).default('HireStride <no-reply@localhost>'),
  MAIL_RETRY_DELAY: z
    .string()
    .default('30s')
    .transform((value, ctx) => {
      const seconds = parseDuration(value);
      if (seconds === null || seconds < 1 || seconds > 3_600) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration from 1s to 1h, like 30s or 2m' });
        return z.NEVER;
      }
      return seconds;
    }),
  MAIL_MAX_TRIES: z.coerce.number().int().min(1).max(20).default(10),
  SUPPORT_EMAIL: z.email('must be an email address').optional(),
  PUBLIC_URL: origin.optional(),
  TRUST_PROXY: commaList(
    z.string().refine(isProxyAddress, 'must be a list of IP addresses or CIDRs such as 10.0.0.0/8'),
  ),
});

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400 };

/** "45s", "30m", "12h", "2d" (or plain seconds) as seconds; null when it is not a duration. */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * DURATION_UNITS[(match[2] || 's').toLowerCase()]!;
}

/** An IPv4/IPv6 address, optionally with a /prefix, as Fastify's trustProxy (proxy-addr) takes them. */
function isProxyAddress(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  if (extra !== undefined || !address || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

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
  let work: WorkPoolOptions;
  try {
    work = workPoolOptionsFromEnv(env);
  } catch (error) {
    throw new ConfigError(`Invalid ${(error as Error).message}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  prepareDataDir(dataDir);
  const warnings: string[] = [];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    secretKey: e.SECRET_KEY ?? loadOrCreateSecretKey(dataDir, warnings),
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
          deadlineMs: e.AI_DEADLINE_MS,
          stream: e.AI_STREAM === 'true',
        }
      : null,
    aiRate: e.AI_RATE,
    aiAddressRate: e.AI_RATE_ADDRESS,
    work,
    sessionIdleSeconds: e.SESSION_IDLE_TIMEOUT,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      retryDelaySeconds: e.MAIL_RETRY_DELAY,
      maxTries: e.MAIL_MAX_TRIES,
    },
    supportEmail: e.SUPPORT_EMAIL ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    warnings,
  };
}

function prepareDataDir(dataDir: string): void {
  try {
    // Owner-only when we create it: it holds the secret key and the embedded database. An existing folder is the
    // operator's to set.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    accessSync(dataDir, constants.W_OK);
  } catch {
    throw new ConfigError(`DATA_DIR ${dataDir} is not writable: choose a folder this user can write to.`);
  }
}

/** A generated key is kept in DATA_DIR so sessions and tokens survive restarts. */
function loadOrCreateSecretKey(dataDir: string, warnings: string[]): string {
  const file = path.join(dataDir, 'secret_key');
  let existing = '';
  try {
    existing = readFileSync(file, 'utf8').trim();
  } catch {
    // absent: create below
  }
  if (existing.length >= 32) {
    const warning = exposedKeyWarning(file);
    if (warning) warnings.push(warning);
    return existing;
  }
  const key = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, key + '\n', { mode: 0o600 });
    // The mode above applies only to a new file; a too-short key being replaced keeps whatever mode it had.
    chmodSync(file, 0o600);
  } catch {
    throw new ConfigError(`DATA_DIR ${dataDir} is not writable: cannot store the generated SECRET_KEY.`);
  }
  return key;
}

/** A warning when the key file is open to its group or to others: whoever reads it can forge any user's sign-in. */
function exposedKeyWarning(file: string): string | null {
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  const octal = mode.toString(8).padStart(3, '0');
  return `${file} is open to other users (mode ${octal}): whoever reads it can sign in as anyone. Run: chmod 600 ${file}`;
}
