/** The people at the company for this application: name, role, how to reach them, notes. */
import type { Contact, ContactPayload } from '@hirestride/shared/job-records';
import { jobsApi } from '../../../api/jobs';
import { ExternalLink } from './JobDetails';
import type { RecordConfig } from './record-config';
import { RecordList } from './RecordList';
import type { JobSync } from './useJob';

const linkClass =
  'break-all text-brand-700 underline decoration-brand-500/40 underline-offset-2 hover:decoration-brand-700';

function ContactCard({ contact }: { contact: Contact }) {
  return (
    <>
      <h3 className="font-semibold break-words text-slate-900">{contact.name}</h3>
      {contact.role && <p className="text-sm break-words text-slate-600">{contact.role}</p>}
      <ul className="mt-1 space-y-0.5 text-sm">
        {contact.email && (
          <li>
            <a className={linkClass} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        )}
        {contact.phone && (
          <li>
            <a className={linkClass} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
              {contact.phone}
            </a>
          </li>
        )}
        {contact.linkedin && (
          <li>
            <ExternalLink href={contact.linkedin}>LinkedIn profile</ExternalLink>
          </li>
        )}
      </ul>
      {contact.notes && <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-700">{contact.notes}</p>}
    </>
  );
}

const contactsConfig: RecordConfig<Contact, ContactPayload> = {
  part: 'contacts',
  title: 'Contacts',
  noun: 'contact',
  addLabel: 'Add contact',
  empty: 'No contacts yet. Add the recruiter or the hiring manager to keep their details at hand.',
  fields: [
    { name: 'name', label: 'Name', required: true, maxLength: 200, placeholder: 'Sam Lee' },
    { name: 'role', label: 'Role', maxLength: 200, placeholder: 'Recruiter' },
    { name: 'email', label: 'Email', kind: 'email', maxLength: 254 },
    { name: 'phone', label: 'Phone', maxLength: 50 },
    { name: 'linkedin', label: 'LinkedIn', kind: 'url', maxLength: 2_000, placeholder: 'https://linkedin.com/in/…' },
    { name: 'notes', label: 'Notes', kind: 'textarea', rows: 3, maxLength: 2_000 },
  ],
  api: jobsApi.contacts,
  name: (contact) => `contact ${contact.name}`,
  render: (contact) => <ContactCard contact={contact} />,
};

export function ContactsPanel({ jobId, sync }: { jobId: number; sync: JobSync }) {
  return <RecordList config={contactsConfig} jobId={jobId} sync={sync} />;
}
