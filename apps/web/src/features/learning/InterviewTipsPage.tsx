/**
 * Interview Tips (/learning/interview-tips): our own written guide, shipped with the app (packages/interview), as an
 * article with a table of contents: before, during, video interviews, questions to ask, after.
 */
import { Link } from 'react-router';
import { interviewGuide } from '@hirestride/interview/learning';
import { paths } from '../../app/paths';
import { card, HubHeader, textLink } from './hub-parts';

export function InterviewTipsPage() {
  const guide = interviewGuide();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <HubHeader title="Interview Tips">
        <p>{guide.intro}</p>
      </HubHeader>
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
        <nav aria-labelledby="tips-contents" className={`${card} lg:sticky lg:top-20`}>
          <h2 id="tips-contents" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            On this page
          </h2>
          <ol className="mt-2 space-y-0.5 text-sm">
            {guide.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-block py-1 text-brand-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article aria-label={guide.title} className="min-w-0 space-y-6">
          {guide.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={`${card} scroll-mt-20`}
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
                {section.heading}
              </h2>
              <ul className="mt-4 space-y-5">
                {section.items.map((item) => (
                  <li key={item.title}>
                    <h3 className="font-semibold text-slate-900">{item.title}</h3>
                    <p className="mt-1 leading-relaxed text-slate-700">{item.body}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <aside aria-labelledby="tips-next" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
            <h2 id="tips-next" className="text-lg font-semibold text-slate-900">
              Practise next
            </h2>
            <p className="mt-1 text-slate-700">
              Browse the{' '}
              <Link to={paths.learning.questionBanks} className={textLink}>
                question banks
              </Link>
              , or answer questions drawn from one of your saved jobs in{' '}
              <Link to={paths.learning.interviewPractice} className={textLink}>
                Interview Practice
              </Link>
              .
            </p>
          </aside>
        </article>
      </div>
    </div>
  );
}
