/** Account Settings' danger zone: deleting the account, behind a dialog that says what goes. */
import { useState } from 'react';
import type { User } from '@hirestride/shared/auth';
import { buttonClass } from '../../components/Dialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsSection } from './SettingsSection';

export function DeleteAccountSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      title="Delete my account"
      danger
      lead="Deletes the account and everything in it for good. Export your data first if you want to keep a copy."
    >
      <button type="button" className={buttonClass.danger} onClick={() => setOpen(true)}>
        Delete my account…
      </button>
      {open && <DeleteAccountDialog user={user} onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}
