/** POST /dj-rest-auth/registration/: email + password account, signed in at once, sent a verification link. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiMessages,
  authResponse,
  isValidEmail,
  messages,
  normalizeEmail,
  registrationRequest,
} from '@hirestride/shared';
import { addFieldError, validationError, type FieldErrors } from '../../http/errors.js';
import type { AuthContext } from '../context.js';
import { hashPassword, passwordProblems } from '../passwords.js';
import { signIn } from '../sign-in.js';
import { isUniqueViolation } from '../users-repository.js';

export const registrationRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.post(
    '/dj-rest-auth/registration/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registrationRequest,
        response: { 201: authResponse },
      },
      preValidation: async (request) => ctx.throttle.hit(`signup:ip:${request.ip}`, ctx.config.throttle.signupIp),
    },
    async (request, reply) => {
      const { password1, password2 } = request.body;
      const email = normalizeEmail(request.body.email);
      const errors: FieldErrors = {};
      if (!isValidEmail(email)) addFieldError(errors, 'email', messages.invalidEmail);
      else if (await ctx.users.byEmail(email)) addFieldError(errors, 'email', apiMessages.emailTaken);
      for (const problem of await passwordProblems(password1, email)) addFieldError(errors, 'password1', problem);
      if (password1 !== password2) addFieldError(errors, 'non_field_errors', apiMessages.passwordMismatch);
      if (Object.keys(errors).length > 0) throw validationError(errors);

      const passwordHash = await hashPassword(password1);
      let user;
      try {
        // The account and its verification mail are kept together or not at all.
        user = await ctx.outbox.transaction(async (tx, queueMail) => {
          const created = await ctx.users.create({ email, passwordHash }, tx);
          // The account works at once; the web app asks for the address to be confirmed until it is.
          await queueMail({ userId: created.id, kind: 'verify_email' });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw validationError({ email: [apiMessages.emailTaken] });
        throw error;
      }
      request.log.info({ event: 'registration', userId: user.id }, 'account created');
      const body = await signIn(ctx, request, reply, user);
      return reply.code(201).send(body);
    },
  );
};
