/** The forms that set a password or ask for an address, and how a server refusal lands on their fields. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import * as z from 'zod';
import { messages } from '@hirestride/shared/messages';
import { checkPassword, isValidEmail } from '@hirestride/shared/validation';
import { saveErrors } from './save-errors';

type NewPasswords = { password: string; confirmPassword: string };

/** Checks a new password as Sign Up does: the shared rules, and typed the same twice. */
function checkNewPassword({ password, confirmPassword }: NewPasswords, ctx: z.RefinementCtx) {
  const problem = checkPassword(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  if (password !== confirmPassword) {
    ctx.addIssue({ code: 'custom', message: messages.passwordsDoNotMatch, path: ['confirmPassword'] });
  }
}

/** A new password typed twice. */
export const newPasswordForm = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(checkNewPassword);
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** The current password as well, for changing it; every problem is reported at once. */
export const changePasswordForm = z
  .object({ currentPassword: z.string(), password: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    if (!value.currentPassword) {
      ctx.addIssue({ code: 'custom', message: 'Enter your current password.', path: ['currentPassword'] });
    }
    checkNewPassword(value, ctx);
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const emailForm = z.object({ email: z.string().trim().refine(isValidEmail, messages.invalidEmail) });
export type EmailForm = z.infer<typeof emailForm>;

/** The server's name of a new-password field → the form's. */
export const newPasswordFields = { new_password1: 'password', new_password2: 'confirmPassword' } as const;

/**
 * Puts the server's field errors beside the form's fields (`fields`: server name → form name) and returns the sentence
 * for the form as a whole: '' when every reason sits beside a field. The form's values are left as typed.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: Record<string, Path<T>>,
  setError: UseFormSetError<T>,
): string {
  const split = saveErrors(error, Object.keys(fields));
  for (const [name, message] of Object.entries(split.fields))
    setError(fields[name]!, { message }, { shouldFocus: true });
  return split.form;
}
