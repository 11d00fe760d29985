/** "The 5K Mile You Can Do!": the six steps from you to a landed job. */
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAuth } from '../../auth/AuthProvider';
import { useStartLink } from './useStartLink';

type Level = 'neutral' | 'core' | 'support';

interface JourneyItem {
  title: string;
  intro: string;
  content: string;
  level: Level;
  icon: string;
  action?: { label: string; to: (signedIn: boolean, start: string) => string };
}

export const journeyItems: JourneyItem[] = [
  {
    title: 'You',
    intro: 'It starts with you.',
    content: 'Tell us about your experience, skills and goals once; every resume and letter builds on it.',
    level: 'neutral',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
    action: { label: 'Get Started', to: (_signedIn, start) => start },
  },
  {
    title: 'Resume Builder',
    intro: 'Resumes that get read.',
    content: 'AI-written resumes optimised for automated applicant-tracking screening.',
    level: 'core',
    icon: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  },
  {
    title: 'Cover Letter Crafter',
    intro: 'One letter per opportunity.',
    content: 'Personalised cover letters that speak to each role and company.',
    level: 'core',
    icon: 'M4 6h16v12H4zM4 6l8 7 8-7',
  },
  {
    title: 'Job Match Maker',
    intro: 'Find where you fit.',
    content: 'We analyse your resume against job listings and highlight your best-fit roles.',
    level: 'core',
    icon: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4',
  },
  {
    title: 'Interview Prep',
    intro: 'Walk in ready.',
    content: 'Spotlight your key achievements and practise with question banks.',
    level: 'support',
    icon: 'M5 5h14v10H9l-4 4z',
    action: { label: 'Question Banks', to: (signedIn) => (signedIn ? paths.learning.questionBanks : paths.signup) },
  },
  {
    title: 'Job Landed',
    intro: 'You made it.',
    content: 'Accept the offer, start the new role, and keep your profile ready for the next step.',
    level: 'neutral',
    icon: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2 8 12.7 4 8.8 9.5 8z',
    action: { label: 'Celebrate!', to: (signedIn) => (signedIn ? paths.dashboard : paths.signup) },
  },
];

const levelStyle: Record<Level, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  core: 'bg-brand-100 text-brand-700',
  support: 'bg-emerald-100 text-emerald-700',
};

export function Journey() {
  const signedIn = useAuth().status === 'signed-in';
  const start = useStartLink();
  return (
    <section aria-labelledby="journey" className="px-6 py-20">
      <div className="mx-auto max-w-5xl text-center">
        <h2 id="journey" className="text-3xl font-bold text-slate-900">
          The 5K Mile You Can Do!
        </h2>
        <p className="mt-4 text-lg text-slate-600">
          Grab a quick bite and put on your running shoes. Get hired with your AI assistant.
        </p>
      </div>
      <ol className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {journeyItems.map((item, index) => (
          <li key={item.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={`flex h-11 w-11 items-center justify-center rounded-xl ${levelStyle[item.level]}`}
              >
                <svg viewBox="0 0 24 24" width={24} height={24}>
                  <path
                    d={item.icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                </svg>
              </span>
              <span className="text-xs font-semibold text-slate-500 uppercase">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-sm font-medium text-slate-700">{item.intro}</p>
            <p className="mt-2 flex-1 text-sm text-slate-600">{item.content}</p>
            {item.action && (
              <Link
                to={item.action.to(signedIn, start)}
                className="mt-5 self-start rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {item.action.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
