/** The Learning Hub's index (/resources, "Resources" in the top bar): a card for each of its pages. */
import { Link } from 'react-router';
import { paths } from '../../app/paths';

interface HubEntry {
  title: string;
  to: string;
  description: string;
}

const groups: Array<{ id: string; heading: string; lead: string; entries: HubEntry[] }> = [
  {
    id: 'hub-skills',
    heading: 'Grow your skills',
    lead: 'Read from the jobs you saved: what they ask for, and how to learn what your profile does not show yet.',
    entries: [
      {
        title: 'Career Development',
        to: paths.learning.careerDevelopment,
        description: 'Each skill your saved jobs ask for that your profile lacks: what it is and how people learn it.',
      },
      {
        title: 'Training Courses',
        to: paths.learning.trainingCourses,
        description: 'The same skills as a learning plan, step by step, starting with what most of your jobs want.',
      },
      {
        title: 'Job Trends',
        to: paths.learning.jobTrends,
        description: 'The skills your saved postings ask for most, and which of them your profile already shows.',
      },
    ],
  },
  {
    id: 'hub-interviews',
    heading: 'Prepare for interviews',
    lead: 'Everything for the night before: the questions, practice with a timer, and how to handle the day.',
    entries: [
      {
        title: 'Interview Practice',
        to: paths.learning.interviewPractice,
        description: 'Practise one question at a time, for a saved job or a bank, and save your answers.',
      },
      {
        title: 'Question Banks',
        to: paths.learning.questionBanks,
        description: 'Hundreds of questions by kind and role, each with what the interviewer listens for.',
      },
      {
        title: 'Interview Tips',
        to: paths.learning.interviewTips,
        description: 'Our guide to before, during and after, video interviews, and questions to ask the employer.',
      },
    ],
  },
];

export function LearningHubPage() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Learning Hub</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Learn what the jobs you want ask for, and get ready for their interviews. Everything here is written for this
          app and built from your own saved jobs and profile.
        </p>
      </header>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className="text-lg font-semibold text-slate-900">
            {group.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{group.lead}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.entries.map((entry) => (
              <li key={entry.to} className="flex">
                <Link
                  to={entry.to}
                  className="group flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50"
                >
                  <h3 className="flex items-center justify-between gap-2 font-semibold text-slate-900 group-hover:text-brand-900">
                    {entry.title}
                    <span aria-hidden="true" className="text-brand-600">
                      →
                    </span>
                  </h3>
                  <p className="mt-1.5 text-sm text-slate-600">{entry.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
