/** Everything the identity routes need, built once per app. */
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { MailLog } from '../mail/mailer.js';
import { createOutbox, type Outbox } from '../mail/outbox.js';
import { composeAccountMail } from './account-mail.js';
import type { GoogleVerifier } from './google.js';
import { RefreshTokensRepository } from './refresh-tokens-repository.js';
import { SessionsRepository } from './sessions-repository.js';
import type { Throttle } from './throttle/throttle.js';
import { TokenService } from './tokens.js';
import { UsersRepository } from './users-repository.js';

export interface AuthContext {
  config: Config;
  users: UsersRepository;
  sessions: SessionsRepository;
  refreshTokens: RefreshTokensRepository;
  tokens: TokenService;
  throttle: Throttle;
  google: GoogleVerifier | null;
  /** Secure cookies in production (HTTPS). */
  secureCookies: boolean;
  /** Password reset and verification mail, queued with the request's changes (SMTP, or the log without SMTP_URL). */
  outbox: Outbox;
}

export function createAuthContext(
  config: Config,
  database: DatabaseHandle,
  throttle: Throttle,
  google: GoogleVerifier | null,
  /** Where mail goes without SMTP_URL (the app's log); the console when not given. */
  log: MailLog = console as unknown as MailLog,
): AuthContext {
  const { db } = database;
  const sessions = new SessionsRepository(db, config.sessionIdleSeconds);
  const users = new UsersRepository(db);
  return {
    config,
    users,
    sessions,
    refreshTokens: new RefreshTokensRepository(db, sessions),
    tokens: new TokenService(config.secretKey),
    throttle,
    google,
    secureCookies: config.nodeEnv === 'production',
    outbox: createOutbox({ database, mail: config.mail, compose: composeAccountMail({ config, users }), log }),
  };
}
