/**
 * Account Settings' password: change it (current password first), or, for an account that only signs in with
 * Google, set one after signing in with Google again. Either way the other devices are signed out.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import type { User } from '@hirestride/shared/auth';
import { accountApi, accountKeys } from '../../api/account';
import { ApiError } from '../../api/client';
import { paths } from '../../app/paths';
import { CURRENT_USER_KEY } from '../../auth/AuthProvider';
import { buttonClass } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import {
  changePasswordForm,
  newPasswordFields,
  newPasswordForm,
  showServerErrors,
  type ChangePasswordForm,
  type NewPasswordForm,
} from '../../lib/password-forms';
import { FormAlert } from '../../components/AuthCard';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { GOOGLE_FIRST, GoogleConfirm } from './GoogleConfirm';
import { SettingsSection } from './SettingsSection';

const DONE = 'other devices were signed out';

export function PasswordSection({ user }: { user: User }) {
  return user.has_password ? (
    <SettingsSection title="Password" lead="Changing it signs you out on every other device.">
      <ChangePassword />
    </SettingsSection>
  ) : (
    <SettingsSection
      title="Set a password"
      lead="You sign in with Google. A password lets you sign in with your email address as well."
    >
      <SetPassword />
    </SettingsSection>
  );
}

/** Refetches what a password change alters: the user (has_password) and the device list. */
function useAfterPasswordChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
  };
}

function ChangePassword() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const [failure, setFailure] = useState('');
  const refresh = useAfterPasswordChange();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, password, confirmPassword }) => {
    setFailure('');
    try {
      await accountApi.changePassword(
        { old_password: currentPassword },
        { new_password1: password, new_password2: confirmPassword },
      );
    } catch (error) {
      const fields = { old_password: 'currentPassword', ...newPasswordFields } as const;
      return setFailure(showServerErrors(error, fields, form.setError));
    }
    form.reset();
    toast.success(`Password changed; ${DONE}.`);
    refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />
      <FormAlert message={failure || null} />
      <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
        {isSubmitting ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}

function SetPassword() {
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [googleToken, setGoogleToken] = useState<string | null>(null);
  const [googleError, setGoogleError] = useState('');
  const [failure, setFailure] = useState('');
  const refresh = useAfterPasswordChange();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, confirmPassword }) => {
    setFailure('');
    if (!googleToken) return setGoogleError(GOOGLE_FIRST);
    try {
      await accountApi.changePassword(
        { google_id_token: googleToken },
        { new_password1: password, new_password2: confirmPassword },
      );
    } catch (error) {
      const google = error instanceof ApiError ? error.fieldErrors.google_id_token : undefined;
      // A refused Google sign-in (too old, another account) is made again; the passwords stay as typed.
      if (google) {
        setGoogleToken(null);
        return setGoogleError(google);
      }
      return setFailure(showServerErrors(error, newPasswordFields, form.setError));
    }
    toast.success(`Password set; ${DONE}.`);
    refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <GoogleConfirm
        confirmed={googleToken !== null}
        error={googleError}
        onConfirmed={(token) => {
          setGoogleToken(token);
          setGoogleError('');
        }}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />
      <FormAlert message={failure || null} />
      <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
        {isSubmitting ? 'Setting…' : 'Set password'}
      </button>
      <p className="text-sm text-slate-600">
        Google not at hand? A{' '}
        <Link to={paths.forgotPassword} className="font-semibold text-brand-700 underline">
          password reset link
        </Link>{' '}
        sent to your address sets one too.
      </p>
    </form>
  );
}
