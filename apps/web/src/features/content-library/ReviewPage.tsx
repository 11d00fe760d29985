/** Review (/content-library/review): the profile grouped by section, each with an Edit link to its step. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { profileEmpty } from '@hirestride/shared/progress';
import { contactLine } from '@hirestride/shared/links';
import { paths } from '../../app/paths';
import { ProgressBar } from './ProgressBar';
import { sectionConfigs } from './section-configs';
import { steps } from './steps';
import { PROFILE_LOAD_FAILED, useProfile } from '../../lib/useProfile';
import { WalkingTriangle } from './WalkingTriangle';
import { JsonResumePanel } from './JsonResumePanel';

const primary = 'inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';
const secondary =
  'inline-block rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100';

function Group({ title, edit, children }: { title: string; edit: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <Link to={edit} className="text-sm font-semibold text-brand-700 hover:underline" aria-label={`Edit ${title}`}>
          Edit
        </Link>
      </div>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

export function ReviewPage() {
  const profile = useProfile();
  const { personalInfo, lists, counts } = profile;
  const stepPath = (key: string) => steps.find((step) => step.key === key)!.path;
  const none = <p className="text-slate-600">You have added none yet. Edit adds the first.</p>;

  let body: ReactNode;
  if (profile.isLoading) {
    body = <WalkingTriangle />;
  } else if (profileEmpty(counts)) {
    body = (
      <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <p className="text-lg text-slate-700">You haven't filled out your profile yet.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.contentLibrary.import} className={primary}>
            Import your resume
          </Link>
          <Link to={paths.contentLibrary.header} className={secondary}>
            Start with About You
          </Link>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <Group title="About You" edit={stepPath('header')}>
          {personalInfo ? (
            <p>
              <span className="font-medium text-slate-900">
                {personalInfo.first_name} {personalInfo.last_name}
              </span>
              <br />
              {contactLine({ ...personalInfo, link: personalInfo.linkedin_url }).contacts.join(' · ')}
            </p>
          ) : (
            none
          )}
        </Group>
        {Object.values(sectionConfigs).map((config) => {
          const items = lists[config.section] as never[];
          return (
            <Group key={config.section} title={config.title} edit={stepPath(config.step)}>
              {items.length === 0 ? (
                none
              ) : (
                <ul className="space-y-2">
                  {items.map((item: { id: number }) => {
                    const summary = config.summary(item as never);
                    return (
                      <li key={item.id}>
                        <span className="font-medium break-words text-slate-900">{summary.title}</span>
                        {summary.subtitle && <span className="block text-slate-500">{summary.subtitle}</span>}
                      </li>
                    );
                  })}
                </ul>
              )}
            </Group>
          );
        })}
        <div className="pt-2 text-right">
          <Link to={paths.templates} className={primary}>
            Select a Template
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <ProgressBar current="review" counts={counts} />
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Review Your Profile</h1>
      {profile.loadFailed && (
        <p role="alert" className="mb-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {PROFILE_LOAD_FAILED}
        </p>
      )}
      {body}
      {!profile.isLoading && !profileEmpty(counts) && (
        <p className="mt-6 text-sm text-slate-600">
          Have a resume file?{' '}
          <Link to={paths.contentLibrary.import} className="font-semibold text-brand-700 hover:underline">
            Import your resume
          </Link>{' '}
          to add what is missing; what you already have is skipped.
        </p>
      )}
      <div className="mt-8">
        <JsonResumePanel />
      </div>
    </div>
  );
}
