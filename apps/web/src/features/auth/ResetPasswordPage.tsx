/** Reset password (/reset-password/:uid/:token, the mailed link): a new password typed twice, then Log In. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { accountApi } from '../../api/account';
import { authApi } from '../../api/auth';
import { ApiError } from '../../api/client';
import { paths } from '../../app/paths';
import { useAuth } from '../../auth/AuthProvider';
import { AuthCard, FormAlert, SubmitButton } from '../../components/AuthCard';
import { leaveLoginNotice } from '../../lib/login-notice';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { newPasswordFields, newPasswordForm, showServerErrors, type NewPasswordForm } from '../../lib/password-forms';

export const PASSWORD_RESET_NOTICE = 'Password reset — sign in with your new password.';

/** The server's reason when the link itself is no good (used, expired, altered), else null. */
function linkProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const fields = error.fieldErrors;
  return fields.token ?? fields.uid ?? null;
}

export function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const { status, logout } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');
  const [badLink, setBadLink] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordForm) });

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    setFailure('');
    try {
      await authApi.preloadCsrf();
      await accountApi.confirmPasswordReset({ uid, token, new_password1: password, new_password2: confirmPassword });
    } catch (error) {
      const problem = linkProblem(error);
      if (problem) setBadLink(problem);
      else setFailure(showServerErrors(error, newPasswordFields, setError));
      return;
    }
    // Log In is for signed-out visitors: whoever is signed in here makes way for the new password.
    if (status === 'signed-in') await logout();
    leaveLoginNotice(PASSWORD_RESET_NOTICE);
    await navigate(paths.login, { replace: true });
  });

  return (
    <AuthCard title="Choose a new password">
      {badLink ? (
        <div role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{badLink}</p>
          <p className="mt-2">
            <Link to={paths.forgotPassword} className="font-semibold underline">
              Ask for a new link
            </Link>
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <NewPasswordFields
            password={register('password')}
            confirmPassword={register('confirmPassword')}
            errors={errors}
          />
          <FormAlert message={failure || null} />
          <SubmitButton busy={isSubmitting} busyText="Saving...">
            Set new password
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
