/** Browser tests: the app built and started as `npm start` does, on a fresh DATA_DIR, driven in the system Chromium. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// How Chromium must start on this machine (its closed network stalls it without the network flags).
import chromiumFlags from './chromium-flags.json' with { type: 'json' };

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'hirestride-e2e-'));
/** A stand-in for Google's key server (see google-keys.ts): Google sign-in is verified for real against it. */
export const GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
export const JWKS_PORT = PORT + 1;
/** A fake OpenAI-compatible provider (apps/server/test/fake-openai.ts), and a second server configured to use it. */
export const FAKE_AI_PORT = PORT + 2;
export const AI_APP_URL = `http://127.0.0.1:${PORT + 3}`;
/** A real SMTP server both apps send their mail to (mail-server.ts), and where the tests read what arrived. */
export const SMTP_PORT = PORT + 4;
export const MAIL_API_PORT = PORT + 5;
const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: ['./google-keys.ts', './fake-ai.ts', './mail-server.ts'],
  outputDir: '../test-results',
  // Files can run side by side (every test signs up its own user, emails are unique per worker, each test reads only
  // its own mail), but on a 2-core machine two browsers and the server starve each other: one worker is faster here.
  // E2E_WORKERS raises it on a larger machine. A file's tests always run in order: the fake AI provider's answers
  // are global, and only cover-letters-ai.spec.ts switches them, one test at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Browser tests sign up many users from one address; the login limits stay as configured.
        THROTTLE_SIGNUP_IP: '10000/min',
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `http://127.0.0.1:${JWKS_PORT}/certs`,
        SMTP_URL,
        PUBLIC_URL: BASE_URL,
      },
    },
    {
      // The same app with an AI provider configured: the writing assistant's provider path, failures included.
      command: 'node scripts/start.mjs',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${AI_APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT + 3),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hirestride-e2e-ai-')),
        LOG_LEVEL: 'warn',
        THROTTLE_SIGNUP_IP: '10000/min',
        AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: '3000',
        SMTP_URL,
        PUBLIC_URL: AI_APP_URL,
      },
    },
  ],
});
