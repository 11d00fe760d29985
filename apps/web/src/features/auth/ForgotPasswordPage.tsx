/** Forgot password (/forgot-password): asks for the address and mails a reset link, saying the same whether or not it has an account. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { accountApi } from '../../api/account';
import { authApi } from '../../api/auth';
import { paths } from '../../app/paths';
import { useAuth } from '../../auth/AuthProvider';
import { AuthCard, EmailField, FormAlert, SubmitButton } from '../../components/AuthCard';
import { emailForm, showServerErrors, type EmailForm } from '../../lib/password-forms';

export const RESET_SENT =
  "If an account uses that address, we've sent a link to reset the password. It works for one hour.";

export function ForgotPasswordPage() {
  const { user } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver: zodResolver(emailForm), defaultValues: { email: user?.email ?? '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure('');
    try {
      await authApi.preloadCsrf();
      await accountApi.requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(showServerErrors(error, { email: 'email' }, setError));
    }
  });

  return (
    <AuthCard title="Forgot your password?">
      {sentTo ? (
        <div className="mt-4 space-y-4 text-slate-700">
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
            {RESET_SENT}
          </p>
          <p className="text-sm">
            Nothing in your inbox after a few minutes? Look in the spam folder, check the address ({sentTo}) and{' '}
            <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setSentTo(null)}>
              send it again
            </button>
            .
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <p className="text-sm text-slate-600">
            Enter the address you sign in with and we will email you a link to choose a new password.
          </p>
          <EmailField error={errors.email?.message} {...register('email')} />
          <FormAlert message={failure || null} />
          <SubmitButton busy={isSubmitting} busyText="Sending...">
            Send reset link
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={user ? paths.accountSettings : paths.login} className="font-semibold text-brand-700 hover:underline">
          {user ? 'Back to Account Settings' : 'Back to Log In'}
        </Link>
      </p>
    </AuthCard>
  );
}
