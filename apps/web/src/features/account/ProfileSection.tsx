/** Account Settings' profile: the names (the avatar follows at once) and the address with its verification state. */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { User } from '@hirestride/shared/auth';
import { accountApi } from '../../api/account';
import { useAuth } from '../../auth/AuthProvider';
import { buttonClass } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { ResendLinkButton } from '../../components/VerifyEmailBanner';
import { saveErrors } from '../../lib/save-errors';
import { SettingsSection } from './SettingsSection';
import { FormAlert } from '../../components/AuthCard';

const NAME_MAX = 150;

export function ProfileSection({ user }: { user: User }) {
  const { setUser } = useAuth();
  const [names, setNames] = useState({ first_name: user.first_name, last_name: user.last_name });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setErrors({});
    setFailure('');
    try {
      // The top bar's avatar reads the same user: it shows the new initial as soon as this resolves.
      setUser(await accountApi.rename(names));
      toast.success('Name saved.');
    } catch (error) {
      const split = saveErrors(error, ['first_name', 'last_name']);
      setErrors(split.fields);
      setFailure(split.form);
    } finally {
      setSaving(false);
    }
  };
  const field = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <TextField
      label={label}
      value={names[name]}
      maxLength={NAME_MAX}
      autoComplete={autoComplete}
      error={errors[name]}
      onChange={(event) => setNames((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <SettingsSection title="Profile" lead="Your name greets you on the dashboard and gives the avatar its letter.">
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('first_name', 'First name', 'given-name')}
          {field('last_name', 'Last name', 'family-name')}
        </div>
        <FormAlert message={failure || null} />
        <button type="submit" disabled={saving} className={buttonClass.primary}>
          {saving ? 'Saving…' : 'Save name'}
        </button>
      </form>
      <dl className="mt-6 border-t border-slate-200 pt-4 text-sm">
        <dt className="font-medium text-slate-800">Email</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-700">
          <span className="break-all">{user.email}</span>
          {user.email_verified ? (
            <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Verified</span>
          ) : (
            <>
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Not verified yet
              </span>
              <ResendLinkButton email={user.email} />
            </>
          )}
        </dd>
        <dd className="mt-1 text-xs text-slate-500">The address you sign in with cannot be changed here.</dd>
      </dl>
    </SettingsSection>
  );
}
