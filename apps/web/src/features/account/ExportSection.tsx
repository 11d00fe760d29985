/** Account Settings' export: everything the account holds, as a zip of JSON and documents the user keeps. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { accountApi } from '../../api/account';
import { buttonClass } from '../../components/Dialog';
import { failureMessage } from '../../lib/save-errors';
import { SettingsSection } from './SettingsSection';

export function ExportSection() {
  const [busy, setBusy] = useState(false);
  const exportData = async () => {
    if (busy) return;
    setBusy(true);
    try {
      toast.success(`Downloaded ${await accountApi.exportData()}.`);
    } catch (error) {
      toast.error(`Your data was not exported: ${failureMessage(error)}`, { duration: 10_000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      title="Export my data"
      lead="A zip file with your profile, resumes, cover letters, jobs and interview answers as JSON, and each resume and cover letter as a PDF and a Word file."
    >
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => void exportData()}>
          {busy ? 'Preparing your export…' : 'Export my data'}
        </button>
        <p role="status" className="text-sm text-slate-600">
          {busy ? 'Gathering everything your account holds and making each document; this can take a minute.' : ''}
        </p>
      </div>
    </SettingsSection>
  );
}
