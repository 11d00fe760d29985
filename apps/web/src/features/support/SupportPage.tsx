/** Support (/support, visitors and signed-in users): answers to common questions, and whom to write to. */
import { useQuery } from '@tanstack/react-query';
import { authQueries } from '../../api/auth';
import { faqTopics, type Question } from './faq';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

export function SupportPage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Support</h1>
        <p className="mt-2 text-slate-600">Answers to the questions people ask most, and how to reach us.</p>
      </header>
      {faqTopics.map(({ topic, questions }) => (
        <section key={topic} aria-label={topic} className={card}>
          <h2 className="text-lg font-semibold text-slate-900">{topic}</h2>
          <div className="mt-3 divide-y divide-slate-200">
            {questions.map((question) => (
              <Answer key={question.id} question={question} />
            ))}
          </div>
        </section>
      ))}
      <Contact />
    </div>
  );
}

/** One question: a native disclosure, so the keyboard and screen readers handle it as they do everywhere. */
function Answer({ question }: { question: Question }) {
  return (
    <details id={question.id} className="group py-2">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-md py-2 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
        <span>{question.question}</span>
        <span aria-hidden="true" className="inline-block text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="pb-2 leading-relaxed text-slate-700">{question.answer}</div>
    </details>
  );
}

/** The installation's support address, never a made-up one. */
function Contact() {
  const config = useQuery(authQueries.config);
  const email = config.data?.support_email;
  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
      <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
        Still stuck?
      </h2>
      {config.isPending ? (
        <p role="status" className="mt-1 text-slate-700">
          Looking up the support address…
        </p>
      ) : email ? (
        <p className="mt-1 text-slate-700">
          Write to{' '}
          <a href={`mailto:${email}`} className="font-semibold break-all text-brand-700 underline">
            {email}
          </a>
          . Say what you were doing and what you saw; never send your password.
        </p>
      ) : (
        <p className="mt-1 text-slate-700">
          {config.isError
            ? 'The support address could not be loaded. Reload the page to try again, or look through the answers above.'
            : 'No support address is set up for this copy of HireStride. Ask whoever set it up for you (your school, careers service or employer), or open the answers above: most questions are covered there.'}
        </p>
      )}
    </section>
  );
}
