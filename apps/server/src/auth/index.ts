/** The identity half of the API (SPEC.md section 7, first rows), as one plugin. */
import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from './context.js';
import { csrfRoutes } from './routes/csrf.js';
import { emailVerificationRoutes } from './routes/email-verification.js';
import { loginRoutes } from './routes/login.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { registrationRoutes } from './routes/registration.js';
import { sessionRoutes } from './routes/session.js';

export const authPlugin: FastifyPluginAsync<{ ctx: AuthContext }> = async (app, options) => {
  await app.register(csrfRoutes, options);
  await app.register(registrationRoutes, options);
  await app.register(loginRoutes, options);
  await app.register(sessionRoutes, options);
  await app.register(passwordResetRoutes, options);
  await app.register(emailVerificationRoutes, options);
};
