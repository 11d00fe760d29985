/** Everything the identity routes need, built once per app. */
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
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
}

export function createAuthContext(
  config: Config,
  db: Database,
  throttle: Throttle,
  google: GoogleVerifier | null,
): AuthContext {
  return {
    config,
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    refreshTokens: new RefreshTokensRepository(db),
    tokens: new TokenService(config.secretKey),
    throttle,
    google,
    secureCookies: config.nodeEnv === 'production',
  };
}
