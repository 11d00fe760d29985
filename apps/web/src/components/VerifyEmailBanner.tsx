/** The signed-in shell's reminder to verify the address, with a way to have the link mailed again. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { accountApi } from '../api/account';
import { useHydrated } from '../app/useHydrated';
import { useAuth } from '../auth/AuthProvider';
import { failureMessage } from '../lib/save-errors';

const DISMISSED_KEY = 'hirestride:verify-banner-dismissed';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** "Resend link": mails the verification link again and says how that went in a toast. */
export function ResendLinkButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await accountApi.resendVerification(email);
      toast.success(`Sent. Check ${email} for the link.`);
    } catch (error) {
      toast.error(`The link could not be sent: ${failureMessage(error)}`);
    } finally {
      setSending(false);
    }
  };
  return (
    <button
      type="button"
      disabled={sending}
      onClick={() => void resend()}
      className="rounded-md border border-amber-300 bg-white px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-100 disabled:cursor-wait disabled:opacity-70"
    >
      {sending ? 'Sending…' : 'Resend link'}
    </button>
  );
}

/** Shown while the user's address is unverified, until they dismiss it for this browser session. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const live = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  // The server draws some pages without knowing about the dismissal: the first render matches it, then it applies.
  if (!user || user.email_verified || dismissed || (live && dismissedThisSession())) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused: dismissed until the page reloads.
    }
    setDismissed(true);
  };
  return (
    <section
      aria-label="Verification reminder"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6 print:hidden"
    >
      <p className="min-w-0 flex-1 basis-60 break-words">
        Please verify your email address — we sent a link to <strong>{user.email}</strong>.
      </p>
      <div className="flex items-center gap-2">
        <ResendLinkButton email={user.email} />
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the verification reminder"
          className="rounded-md p-1.5 text-amber-900 hover:bg-amber-100"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width={18} height={18}>
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
