/** One bank question: its words, what the interviewer listens for, a tip, a star for My questions, and Practise. */
import type { InterviewQuestion } from '@hirestride/shared/interview';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

export function StarButton({
  question,
  onToggle,
}: {
  question: Pick<InterviewQuestion, 'id' | 'text' | 'starred'>;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={question.starred}
      aria-label={question.starred ? `Remove from My questions: ${question.text}` : `Star: ${question.text}`}
      onClick={onToggle}
      className={`shrink-0 rounded-md border px-2 py-1 text-sm font-semibold ${question.starred ? 'border-amber-300 bg-amber-50 text-amber-800' : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-100'}`}
    >
      <span aria-hidden="true">{question.starred ? '★' : '☆'}</span> {question.starred ? 'Starred' : 'Star'}
    </button>
  );
}

/** What the interviewer listens for and a tip, folded away until the user wants them. */
export function ListeningFor({ question }: { question: Pick<InterviewQuestion, 'listening_for' | 'tip'> }) {
  return (
    <details className="mt-2 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-brand-700">What they listen for, and a tip</summary>
      <p className="mt-2">{question.listening_for}</p>
      <p className="mt-2">
        <span className="font-semibold">Tip:</span> {question.tip}
      </p>
    </details>
  );
}

export function QuestionCard({ question, onToggleStar }: { question: InterviewQuestion; onToggleStar(): void }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {question.bank_name} · {question.category_name}
          </p>
          <h3 className="mt-1 font-semibold break-words text-slate-900">{question.text}</h3>
        </div>
        <StarButton question={question} onToggle={onToggleStar} />
      </div>
      <ListeningFor question={question} />
      <Link
        to={`${paths.learning.interviewPractice}?question=${encodeURIComponent(question.id)}`}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
      >
        Practise this question<span className="sr-only">: {question.text}</span>
      </Link>
    </li>
  );
}
