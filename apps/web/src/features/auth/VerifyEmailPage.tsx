/** Verify email (/verify-email/:key, the mailed link): confirms the address as soon as the page opens. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { accountApi } from '../../api/account';
import { authApi } from '../../api/auth';
import { ApiError } from '../../api/client';
import { paths } from '../../app/paths';
import { CURRENT_USER_KEY, useAuth } from '../../auth/AuthProvider';
import { failureMessage } from '../../lib/save-errors';
import { AuthCard } from '../../components/AuthCard';
import { ResendLinkButton } from '../../components/VerifyEmailBanner';

const linkClass = 'font-semibold text-brand-700 underline hover:text-brand-900';

export function VerifyEmailPage() {
  const { key = '' } = useParams();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // A query, not an effect: it runs once per key however often the page renders, and a reload asks again.
  const verification = useQuery({
    queryKey: ['verify-email', key],
    queryFn: async () => {
      await authApi.preloadCsrf();
      const answer = await accountApi.verifyEmail(key);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return answer;
    },
    retry: false,
    staleTime: Infinity,
  });

  if (verification.isPending)
    return (
      <AuthCard title="Verifying your email address…">
        <p role="status" className="mt-4 text-slate-600">
          One moment.
        </p>
      </AuthCard>
    );
  if (verification.isError) {
    const error = verification.error;
    const reason = error instanceof ApiError ? (error.fieldErrors.key ?? failureMessage(error)) : failureMessage(error);
    return (
      <AuthCard title="This link did not work">
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {reason}
        </p>
        <p className="mt-4 text-sm text-slate-700">
          {user ? (
            <>
              Ask for a fresh link to {user.email}: <ResendLinkButton email={user.email} />
            </>
          ) : (
            <>
              <Link to={paths.login} className={linkClass}>
                Log in
              </Link>{' '}
              and use “Resend link” to get a fresh one.
            </>
          )}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email verified">
      <p role="status" className="mt-4 text-slate-700">
        Thank you: your email address is confirmed.
      </p>
      <p className="mt-6">
        <Link to={paths.dashboard} className={linkClass}>
          Go to your dashboard
        </Link>
      </p>
    </AuthCard>
  );
}
