/** Account Settings' signed-in devices: each with when it signed in and was last active; sign out one or all others. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { AccountSession } from '@hirestride/shared/account';
import { accountApi, accountKeys } from '../../api/account';
import { buttonClass } from '../../components/Dialog';
import { editedOn, ListStatus } from '../../components/DocumentRow';
import { relativeTime } from '../../lib/job-format';
import { failureMessage } from '../../lib/save-errors';
import { SettingsSection } from './SettingsSection';

const smallButton =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-70';

export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accountKeys.sessions, queryFn: accountApi.sessions, staleTime: 0 });
  const [busy, setBusy] = useState<string | null>(null);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  /** Runs one sign-out, toasts how it went, then reads the list again (it changes either way). */
  const run = async (id: string, call: () => Promise<unknown>, done: string, what: string) => {
    setBusy(id);
    try {
      await call();
      toast.success(done);
    } catch (error) {
      toast.error(`Could not sign out ${what}: ${failureMessage(error)}`);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    }
  };
  const signOut = (session: AccountSession) =>
    run(session.id, () => accountApi.signOutSession(session.id), `Signed out ${session.browser}.`, session.browser);
  const signOutOthers = () =>
    run('others', accountApi.signOutOthers, 'Signed out everywhere else.', 'the other devices');

  return (
    <SettingsSection
      title="Where you're signed in"
      lead="Sign out a device you no longer use, or every device but this one if you think someone else is signed in."
    >
      <ListStatus
        pending={sessions.isPending}
        failed={sessions.isError}
        noun="signed-in devices"
        retry={() => void sessions.refetch()}
      />
      {sessions.data && (
        <>
          <ul className="divide-y divide-slate-200" aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {session.browser}
                    {session.current && (
                      <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                        This device
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    Signed in {editedOn(session.created_at)} · last active {relativeTime(session.last_seen_at)}
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={busy !== null}
                    aria-label={`Sign out ${session.browser}, signed in ${editedOn(session.created_at)}`}
                    onClick={() => void signOut(session)}
                  >
                    {busy === session.id ? 'Signing out…' : 'Sign out'}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              className={`${buttonClass.secondary} mt-4`}
              disabled={busy !== null}
              onClick={() => void signOutOthers()}
            >
              {busy === 'others' ? 'Signing out…' : 'Sign out everywhere else'}
            </button>
          ) : (
            <p className="mt-3 text-sm text-slate-600">You are not signed in anywhere else.</p>
          )}
        </>
      )}
    </SettingsSection>
  );
}
