/** Identity API schemas (SPEC.md section 7, first rows) and the login/signup form schemas. */
import * as z from 'zod';
import { requiredText } from './fields.js';
import { messages } from './messages.js';
import { checkPassword, isValidEmail, PASSWORD_MAX_LENGTH } from './validation.js';

export const EMAIL_MAX_LENGTH = 254;

/** Passwords are never trimmed: every character is the user's. */
const passwordField = requiredText({ max: PASSWORD_MAX_LENGTH, trim: false });

/** Shape only: the email format and password rules are checked together in the handler, so all errors come at once. */
export const registrationRequest = z.object({
  email: requiredText({ max: EMAIL_MAX_LENGTH }),
  password1: passwordField,
  password2: passwordField,
});
export type RegistrationRequest = z.infer<typeof registrationRequest>;

export const loginRequest = z.object({
  email: requiredText({ max: EMAIL_MAX_LENGTH }),
  password: passwordField,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const googleLoginRequest = z.object({
  access_token: z.string().max(8192).optional(),
  id_token: z.string().max(8192).optional(),
});
export type GoogleLoginRequest = z.infer<typeof googleLoginRequest>;

/**
 * An account with a password must send it as old_password; an account that only signs in with Google sets its
 * first password with a Google ID token from a sign-in made just now instead.
 */
export const passwordChangeRequest = z.object({
  old_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  google_id_token: z.string().min(1).max(8192).optional(),
  new_password1: passwordField,
  new_password2: passwordField,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

export const tokenRefreshRequest = z.object({ refresh: z.string().max(4096).optional() });

export const user = z.object({
  pk: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_joined: z.string(),
  resume_count: z.number().int(),
  cover_letter_count: z.number().int(),
  /** False until the owner follows the link we mailed (or signs in with Google). */
  email_verified: z.boolean(),
  /** False for an account that only signs in with Google. */
  has_password: z.boolean(),
});
export type User = z.infer<typeof user>;

/** PUT/PATCH /dj-rest-auth/user/: the names are editable; the email is not. */
export const userUpdateRequest = z.object({
  first_name: requiredText({ max: 150, allowBlank: true }).optional(),
  last_name: requiredText({ max: 150, allowBlank: true }).optional(),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

export const authResponse = z.object({ access: z.string(), refresh: z.string(), user });
export type AuthResponse = z.infer<typeof authResponse>;

/** The answer of an action that returns only a sentence (dj-rest-auth's `{ detail }`). */
export const detailResponse = z.object({ detail: z.string() });

export const tokenRefreshResponse = z.object({ access: z.string(), refresh: z.string() });

/** What the web app needs to know about the server's sign-in options. */
export const authConfig = z.object({
  google_client_id: z.string().nullable(),
  /** SUPPORT_EMAIL, shown on the Support page. */
  support_email: z.string().nullable(),
});
export type AuthConfig = z.infer<typeof authConfig>;

const passwordCheck = (password: string, ctx: z.RefinementCtx, path: string) => {
  const problem = checkPassword(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [path] });
};

/** The Log In form (SPEC.md section 5). */
export const loginForm = z
  .object({
    email: z.string().trim().refine(isValidEmail, messages.invalidEmail),
    password: z.string(),
  })
  .superRefine((value, ctx) => passwordCheck(value.password, ctx, 'password'));
export type LoginForm = z.infer<typeof loginForm>;

/** The Sign Up form (SPEC.md section 5). */
export const signupForm = z
  .object({
    email: z.string().trim().refine(isValidEmail, messages.invalidEmail),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    passwordCheck(value.password, ctx, 'password');
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: messages.passwordsDoNotMatch, path: ['confirmPassword'] });
    }
  });
export type SignupForm = z.infer<typeof signupForm>;
