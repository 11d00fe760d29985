/** "Sign in with Google": shown only when the server has a client id; Google's script loads only here. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { User } from '@hirestride/shared/auth';
import { authApi, authQueries } from '../api/auth';

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The spec's message for a failed Google sign-in (SPEC.md section 8). */
const GOOGLE_FAILURE = 'Google login failed. Please try again.';

interface GoogleId {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

let scriptPromise: Promise<void> | undefined;
function loadScript(): Promise<void> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = undefined;
      reject(new Error('Google sign-in could not load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/**
 * Google keeps one callback per page, however many buttons it draws. It goes to the newest button still shown: a
 * dialog's button opens over the page's, and once the dialog closes the page's button answers again.
 */
const handlers: Array<(credential: string | undefined) => void> = [];
let initializedFor: string | undefined;
function initialize(google: GoogleId, clientId: string) {
  if (initializedFor === clientId) return;
  google.initialize({ client_id: clientId, callback: ({ credential }) => handlers.at(-1)?.(credential) });
  initializedFor = clientId;
}

interface GoogleButtonProps {
  label: string;
  /** Gets the ID token of a sign-in made just now; a rejection shows `failure`. */
  onCredential(credential: string): Promise<void> | void;
  failure?: string;
  className?: string;
}

/** Google's button under a label, handing over the ID token; nothing when the server has no Google client id. */
export function GoogleButton({ label, onCredential, failure = GOOGLE_FAILURE, className }: GoogleButtonProps) {
  const { data } = useQuery(authQueries.config);
  const clientId = data?.google_client_id;
  const buttonRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  // The latest props answer, without drawing Google's button again whenever the caller renders.
  const handler = useEffectEvent(async (credential: string | undefined) => {
    setError(null);
    try {
      if (!credential) throw new Error('no credential');
      await onCredential(credential);
    } catch {
      setError(failure);
      toast.error(failure);
    }
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    const handle = (credential: string | undefined) => void handler(credential);
    handlers.push(handle);
    loadScript()
      .then(() => {
        if (cancelled || !buttonRef.current || !window.google) return;
        initialize(window.google.accounts.id, clientId);
        window.google.accounts.id.renderButton(buttonRef.current, { theme: 'outline', size: 'large', width: 280 });
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
      handlers.splice(handlers.indexOf(handle), 1);
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className={className}>
      <p className="text-sm text-slate-600">{label}</p>
      <div ref={buttonRef} className="mt-3 flex min-h-11 justify-center" />
      {unavailable && (
        <p className="mt-2 text-sm text-slate-500">
          Google sign-in could not be loaded. Check your connection and reload the page.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** Google's button on Log In and Sign Up: the ID token signs the user in. */
export function GoogleSignIn({ label, onSignedIn }: { label: string; onSignedIn: (user: User) => void }) {
  const signIn = async (credential: string) => onSignedIn(await authApi.google(credential));
  return (
    <GoogleButton label={label} onCredential={signIn} className="mt-8 border-t border-slate-200 pt-6 text-center" />
  );
}
