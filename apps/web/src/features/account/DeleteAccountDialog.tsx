/** The delete-account dialog: what goes, proof it is the owner (password or Google), and DELETE typed out. */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountSummary } from '@hirestride/shared/account';
import type { User } from '@hirestride/shared/auth';
import { apiMessages } from '@hirestride/shared/messages';
import { accountApi, accountKeys, type Proof } from '../../api/account';
import { useAuth } from '../../auth/AuthProvider';
import { Dialog, DialogButtons } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { FormAlert } from '../../components/AuthCard';
import { leaveLoginNotice } from '../../lib/login-notice';
import { failureMessage, saveErrors } from '../../lib/save-errors';
import { holdings } from './holdings';
import { GOOGLE_FIRST, GoogleConfirm } from './GoogleConfirm';

const CONFIRM_WORD = 'DELETE';

export function DeleteAccountDialog({ user, onClose }: { user: User; onClose(): void }) {
  const { forget } = useAuth();
  const summary = useQuery({ queryKey: accountKeys.summary, queryFn: accountApi.summary, staleTime: 0 });
  const [password, setPassword] = useState('');
  const [googleToken, setGoogleToken] = useState<string | null>(null);
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (busy) return;
    setFailure('');
    const problems: Record<string, string> = {};
    if (user.has_password && !password) problems.password = apiMessages.passwordRequired;
    if (!user.has_password && !googleToken) problems.google_id_token = GOOGLE_FIRST;
    if (confirm.trim() !== CONFIRM_WORD) problems.confirm = apiMessages.deleteConfirmWord;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    const proof: Proof = user.has_password ? { password } : { google_id_token: googleToken! };
    setBusy(true);
    try {
      const answer = await accountApi.deleteAccount(proof, confirm.trim());
      leaveLoginNotice(answer.detail || apiMessages.accountDeleted);
      // The server already ended the sign-in; forgetting it here sends the guard to Log In, which shows the notice.
      forget();
    } catch (error) {
      const split = saveErrors(error, ['password', 'google_id_token', 'confirm']);
      if (split.fields.google_id_token) setGoogleToken(null);
      setErrors(split.fields);
      setFailure(split.form);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Delete your account?"
      onCancel={onClose}
      onSubmit={() => void remove()}
      actions={<DialogButtons onCancel={onClose} label="Delete my account" busyLabel="Deleting…" busy={busy} danger />}
    >
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          This deletes the account <strong className="break-all">{user.email}</strong> and everything in it. It cannot
          be undone.
        </p>
        <WhatGoes summary={summary} />
      </div>
      {user.has_password ? (
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : (
        <GoogleConfirm
          confirmed={googleToken !== null}
          error={errors.google_id_token ?? ''}
          onConfirmed={(token) => {
            setGoogleToken(token);
            setErrors(({ google_id_token: _, ...rest }) => rest);
          }}
        />
      )}
      <TextField
        label={`Type ${CONFIRM_WORD} to confirm`}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={confirm}
        error={errors.confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <FormAlert message={failure || null} />
    </Dialog>
  );
}

/** The list of what the account holds, or why it cannot be shown. */
function WhatGoes({ summary }: { summary: UseQueryResult<AccountSummary> }) {
  if (summary.isPending) return <p role="status">Reading what your account holds…</p>;
  if (summary.isError)
    return (
      <p role="alert" className="text-red-700">
        What your account holds could not be listed: {failureMessage(summary.error)}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void summary.refetch()}>
          Try again
        </button>
      </p>
    );
  const lines = holdings(summary.data.counts);
  if (lines.length === 0) return <p>Nothing else is stored in it yet.</p>;
  return (
    <>
      <p>Deleted with it:</p>
      <ul className="list-disc space-y-0.5 pl-5" aria-label="What will be deleted">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
