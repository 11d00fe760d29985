/** A new password and its confirmation, with the password rules under the first: Sign Up, reset, change and set. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '@hirestride/shared/messages';
import { TextField } from './TextField';

interface Props {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
  /** Sign Up keeps the spec's "Password" / "Confirm Password". */
  labels?: [string, string];
}

export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
  labels = ['New password', 'Confirm new password'],
}: Props) {
  return (
    <>
      <TextField
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        required
        // The rule's error replaces its hint, so the rule is not said twice.
        help={errors.password ? undefined : messages.passwordHelp}
        error={errors.password?.message}
        {...password}
      />
      <TextField
        label={labels[1]}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  );
}
