/** "Sign in with Google again": the proof an account without a password gives before changing or deleting it. */
import { useQuery } from '@tanstack/react-query';
import { authQueries } from '../../api/auth';
import { GoogleButton } from '../../components/GoogleSignIn';

export const GOOGLE_FIRST = 'Sign in with Google first to confirm it is you.';

export function GoogleConfirm({
  confirmed,
  error,
  onConfirmed,
}: {
  confirmed: boolean;
  /** Why the last sign-in was refused, or that none was made. */
  error: string;
  /** Gets the ID token, which the caller sends with its request. */
  onConfirmed(idToken: string): void;
}) {
  const config = useQuery(authQueries.config);
  let body;
  if (confirmed)
    body = (
      <p role="status" className="text-sm font-medium text-green-800">
        ✓ Confirmed with Google.
      </p>
    );
  else if (config.data && !config.data.google_client_id)
    body = <p className="text-sm text-slate-700">Google sign-in is not set up on this server at the moment.</p>;
  else body = <GoogleButton label="Sign in with Google again to confirm it is you:" onCredential={onConfirmed} />;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-center">
      {body}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
