/** Account Settings (/account-settings): profile, password, signed-in devices, export and deletion. */
import { useFreshUser } from '../../auth/AuthProvider';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ExportSection } from './ExportSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

export function AccountSettingsPage() {
  // Asked again on arrival: the address may have been verified in another tab since the app started.
  const user = useFreshUser();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Account Settings</h1>
        <p className="mt-1 text-slate-600">Your name, your password, where you are signed in, and your data.</p>
      </header>
      <ProfileSection user={user} />
      <PasswordSection user={user} />
      <SessionsSection />
      <ExportSection />
      <DeleteAccountSection user={user} />
    </div>
  );
}
