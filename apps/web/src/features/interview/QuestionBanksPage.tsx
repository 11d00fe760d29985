/**
 * Question Banks (/learning/question-banks): browse the shipped banks by bank and category, search them, and star
 * questions into My questions. The choice lives in the address (?bank=&category=&q=), so Back and links keep it.
 */
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { interviewApi, interviewKeys, interviewQueries } from '../../api/interview';
import { QuestionCard } from './QuestionCard';
import { useStars } from './useStars';

const STARRED = 'starred';
const chip = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm font-semibold ${active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'}`;

function LoadFailed({ what, retry }: { what: string; retry(): void }) {
  return (
    <p role="alert" className="mt-4 text-sm text-red-700">
      {what} could not be loaded.{' '}
      <button type="button" className="font-semibold underline" onClick={retry}>
        Try again
      </button>
    </p>
  );
}

export function QuestionBanksPage() {
  const [params, setParams] = useSearchParams();
  const bank = params.get('bank') ?? 'behavioural';
  const category = params.get('category') ?? '';
  const search = params.get('q') ?? '';
  const deferredSearch = useDeferredValue(search);
  const banks = useQuery(interviewQueries.banks);
  const filter = {
    bank: bank === STARRED || deferredSearch.trim() ? undefined : bank,
    category: bank === STARRED || deferredSearch.trim() ? undefined : category || undefined,
    search: deferredSearch,
    starred: bank === STARRED,
  };
  const questions = useQuery({
    queryKey: interviewKeys.questions(filter),
    queryFn: () => interviewApi.questions(filter),
  });
  const toggleStar = useStars();
  const set = (next: Record<string, string>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  const current = banks.data?.find((item) => item.id === bank);
  const total = banks.data?.reduce((sum, item) => sum + item.question_count, 0) ?? 0;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Question Banks</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        {total > 0 ? `${total} questions` : 'Questions'} interviewers ask, each with what they are listening for and a
        tip. Star the ones you want to practise; they gather in My questions.
      </p>
      <div className="mt-6">
        <label htmlFor="question-search" className="text-sm font-medium text-slate-800">
          Search every bank
        </label>
        <input
          id="question-search"
          type="search"
          value={search}
          placeholder="e.g. conflict, deadline, patient"
          onChange={(event) => set({ q: event.target.value })}
          className="mt-1 block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </div>
      {!search.trim() && (
        <nav aria-label="Banks" className="mt-5 flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={bank === STARRED}
            className={chip(bank === STARRED)}
            onClick={() => set({ bank: STARRED, category: '' })}
          >
            ★ My questions
          </button>
          {banks.data?.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={bank === item.id}
              className={chip(bank === item.id)}
              onClick={() => set({ bank: item.id, category: '' })}
            >
              {item.name} <span className="font-normal opacity-80">({item.question_count})</span>
            </button>
          ))}
        </nav>
      )}
      {banks.isError && <LoadFailed what="The banks" retry={() => void banks.refetch()} />}
      {current && !search.trim() && (
        <section aria-labelledby="bank-heading" className="mt-6">
          <h2 id="bank-heading" className="text-lg font-semibold text-slate-900">
            {current.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{current.description}</p>
          <div role="group" aria-label="Categories" className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={!category}
              className={chip(!category)}
              onClick={() => set({ category: '' })}
            >
              All
            </button>
            {current.categories.map((item) => (
              <button
                key={item.id}
                type="button"
                aria-pressed={category === item.id}
                className={chip(category === item.id)}
                onClick={() => set({ category: item.id })}
              >
                {item.name} <span className="font-normal opacity-80">({item.question_count})</span>
              </button>
            ))}
          </div>
        </section>
      )}
      {questions.isPending && (
        <p role="status" className="mt-6 text-slate-600">
          Loading questions…
        </p>
      )}
      {questions.isError && <LoadFailed what="The questions" retry={() => void questions.refetch()} />}
      {questions.data && (
        <>
          <p role="status" className="mt-6 text-sm text-slate-600">
            {questions.data.length === 0
              ? bank === STARRED && !search.trim()
                ? 'No starred questions yet: star a question in any bank and it appears here.'
                : 'No question matches.'
              : `${questions.data.length} question${questions.data.length === 1 ? '' : 's'}`}
          </p>
          <ul className="mt-3 space-y-3" aria-label="Questions">
            {questions.data.map((question) => (
              <QuestionCard key={question.id} question={question} onToggleStar={() => void toggleStar(question)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
