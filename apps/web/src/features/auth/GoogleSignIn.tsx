/** "Sign in with Google": shown only when the server has a client id; Google's script loads only here. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { User } from '@hirestride/shared/auth';
import { authApi } from '../../api/auth';
import { GOOGLE_FAILURE } from './auth-errors';

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

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

export function GoogleSignIn({ label, onSignedIn }: { label: string; onSignedIn: (user: User) => void }) {
  const { data } = useQuery({ queryKey: ['auth-config'], queryFn: authApi.config, staleTime: Infinity });
  const clientId = data?.google_client_id;
  const buttonRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadScript()
      .then(() => {
        if (cancelled || !buttonRef.current || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            try {
              if (!credential) throw new Error('no credential');
              onSignedIn(await authApi.google(credential));
            } catch {
              setError(GOOGLE_FAILURE);
              toast.error(GOOGLE_FAILURE);
            }
          },
        });
        window.google.accounts.id.renderButton(buttonRef.current, { theme: 'outline', size: 'large', width: 280 });
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [clientId, onSignedIn]);

  if (!clientId) return null;
  return (
    <div className="mt-8 border-t border-slate-200 pt-6 text-center">
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
