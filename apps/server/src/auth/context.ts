/** Everything the identity routes need, built once per app. */
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createMailer, type MailLog, type Mailer } from '../mail/mailer.js';
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
  /** Password reset and verification mail: SMTP, or the server log without SMTP_URL. */
  mailer: Mailer;
}

export function createAuthContext(
  config: Config,
  db: Database,
  throttle: Throttle,
  google: GoogleVerifier | null,
  /** Where mail goes without SMTP_URL (the app's log); the console when not given. */
  log: MailLog = console as unknown as MailLog,
): AuthContext {
  const sessions = new SessionsRepository(db, config.sessionIdleSeconds);
  return {
    config,
    users: new UsersRepository(db),
    sessions,
    refreshTokens: new RefreshTokensRepository(db, sessions),
    tokens: new TokenService(config.secretKey),
    throttle,
    google,
    secureCookies: config.nodeEnv === 'production',
    mailer: createMailer(config.mail, log),
  };
}
