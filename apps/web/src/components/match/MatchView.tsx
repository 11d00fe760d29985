/** A match result drawn: the score, the category bars, what matched with its proof, the gaps, and the posting as read. */
import type { ReactNode } from 'react';
import type { MatchResult, Requirement, ScoredMatch } from '../../api/match';
import { BuildLibraryLink } from '../BuildLibraryLink';
import { HaveThisControl, type HaveThis } from './HaveThis';
import {
  penaltySentence,
  categoryBars,
  gapRequirements,
  matchedRequirements,
  matchKindLabel,
  postingSegments,
  scoreRules,
  scoreSummary,
  sourceLabels,
} from './match-display';

const panel = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const readStyle = 'bg-brand-100 text-brand-900';
const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

const statusStyles: Record<Requirement['status'], string> = {
  matched: 'bg-emerald-100 text-emerald-900',
  partial: 'bg-amber-100 text-amber-900',
  missing: 'bg-red-100 text-red-900',
};

function ScoreHeader({ result }: { result: MatchResult }) {
  const penalty = penaltySentence(result);
  return (
    <div className="flex flex-wrap items-center gap-5">
      <div
        role="meter"
        aria-label="Match score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={result.score}
        className="grid h-24 w-24 shrink-0 place-items-center rounded-full text-3xl font-bold text-slate-900"
        style={{
          background: `conic-gradient(var(--color-brand-600) ${result.score * 3.6}deg, var(--color-slate-200) 0deg)`,
        }}
      >
        <span className="grid h-19 w-19 place-items-center rounded-full bg-white" data-testid="match-score">
          {result.score}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold text-slate-900">{scoreSummary(result)}</p>
        {penalty && <p className="mt-1 text-sm text-red-800">{penalty}</p>}
      </div>
      {/* Its own line under the score, the panel's full width: beside the meter it is a narrow column on a phone. */}
      <details className="w-full text-sm text-slate-700">
        <summary className={`cursor-pointer rounded font-medium text-brand-700 ${focusRing}`}>
          How this score works
        </summary>
        {scoreRules().map((sentence) => (
          <p key={sentence} className="mt-2">
            {sentence}
          </p>
        ))}
        <p className="mt-2 text-xs break-all text-slate-500">
          Rules {result.algorithm_version} · dictionary {result.dictionary_version}
        </p>
      </details>
    </div>
  );
}

/** In place of a score of 0: a library with nothing in it has nothing to match, and the way to fill it. */
function EmptyLibraryNotice({ asks }: { asks: number }) {
  return (
    <div data-testid="match-library-empty">
      <h2 className="text-lg font-semibold text-slate-900">No score yet: your content library is empty</h2>
      <p className="mt-2 text-slate-700">
        Add your work experience, skills and education once, and every job you save is scored against them. The {asks}{' '}
        {asks === 1 ? 'requirement' : 'requirements'} this posting asks for are listed below: mark the skills you have,
        or start with your experience.
      </p>
      <BuildLibraryLink
        className={`mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${focusRing} focus-visible:ring-offset-2`}
      />
    </div>
  );
}

function CategoryBars({ result }: { result: MatchResult }) {
  return (
    <ul className="mt-5 space-y-2" aria-label="Score by category">
      {categoryBars(result).map((bar) => (
        <li key={bar.category} className="grid grid-cols-[9rem_minmax(0,1fr)_auto] items-center gap-3 text-sm">
          <span className="text-slate-700">{bar.label}</span>
          <span className="h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <span className="block h-full rounded-full bg-brand-600" style={{ width: `${bar.percent}%` }} />
          </span>
          <span className="tabular-nums text-slate-600">
            {bar.matched}
            {bar.partial > 0 ? ` + ${bar.partial} partly` : ''} of {bar.total}
            <span className="sr-only">, weight {bar.weight}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Importance({ requirement }: { requirement: Requirement }) {
  const [label, style] = requirement.after_hire
    ? ['After hire', 'bg-sky-100 text-sky-900']
    : requirement.importance === 'required'
      ? ['Required', 'bg-slate-800 text-white']
      : ['Preferred', 'bg-slate-100 text-slate-700'];
  return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${style}`}>{label}</span>;
}

function RequirementTitle({ requirement }: { requirement: Requirement }) {
  const quoted = requirement.text.toLowerCase() !== requirement.term.toLowerCase();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-semibold text-slate-900" data-testid="requirement-term">
        {requirement.term}
      </span>
      <Importance requirement={requirement} />
      {quoted && <span className="text-xs text-slate-500">posting says “{requirement.text}”</span>}
      {requirement.accepts && requirement.accepts.length > 0 && (
        <span className="text-xs text-slate-600">or {requirement.accepts.join(', ')}</span>
      )}
      {requirement.years && (
        <span className="text-xs text-slate-600">
          you have {requirement.years.found} {requirement.years.found === 1 ? 'year' : 'years'}
        </span>
      )}
    </div>
  );
}

function EvidenceList({ requirement }: { requirement: Requirement }) {
  if (requirement.evidence.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1">
      {requirement.evidence.map((evidence) => (
        <li key={`${evidence.source}-${evidence.id}`} className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{sourceLabels[evidence.source]}:</span> {evidence.excerpt}{' '}
          <span className="text-xs text-slate-500">({matchKindLabel(evidence, requirement)})</span>
        </li>
      ))}
    </ul>
  );
}

function GapItem({
  requirement,
  requirements,
  haveThis,
  libraryEmpty,
}: {
  requirement: Requirement;
  requirements: readonly Requirement[];
  haveThis: HaveThis | undefined;
  libraryEmpty: boolean;
}) {
  const canAdd = haveThis && requirement.category === 'hard_skill';
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <RequirementTitle requirement={requirement} />
          {!libraryEmpty && (
            <p className="mt-1 text-sm text-slate-600">
              {requirement.status === 'partial'
                ? 'Partly shown by your library:'
                : requirement.after_hire
                  ? 'Not in your library yet: the posting lets you obtain it after hire.'
                  : requirement.learned
                    ? 'Not found in your library. Read from the posting’s wording rather than the skills dictionary: check it is a skill.'
                    : 'Not found in your library.'}
            </p>
          )}
          <EvidenceList requirement={requirement} />
        </div>
        {canAdd && <HaveThisControl requirement={requirement} requirements={requirements} haveThis={haveThis} />}
      </div>
    </li>
  );
}

/** With an empty library every requirement is "missing", which says nothing: the reading is shown in one colour. */
function PostingAsRead({ result, libraryEmpty }: { result: MatchResult; libraryEmpty: boolean }) {
  return (
    <section aria-labelledby="posting-as-read" className={panel}>
      <h2 id="posting-as-read" className="text-lg font-semibold text-slate-900">
        The posting as read
      </h2>
      {libraryEmpty ? (
        <p className="mt-1 text-sm text-slate-600">
          Highlighted where a requirement was read: <mark className={`rounded px-1 ${readStyle}`}>read</mark>.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          Highlighted where a requirement was read:{' '}
          <mark className={`rounded px-1 ${statusStyles.matched}`}>matched</mark>,{' '}
          <mark className={`rounded px-1 ${statusStyles.partial}`}>partly</mark>,{' '}
          <mark className={`rounded px-1 ${statusStyles.missing}`}>missing</mark>.
        </p>
      )}
      <div
        className="mt-4 max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-sm leading-relaxed text-slate-800"
        data-testid="posting-as-read"
        tabIndex={0}
        role="region"
        aria-label="Posting text with requirements highlighted"
      >
        {postingSegments(result).map((segment, index) =>
          segment.requirement ? (
            <mark
              key={index}
              className={`rounded px-0.5 ${libraryEmpty ? readStyle : statusStyles[segment.requirement.status]}`}
              title={
                libraryEmpty ? segment.requirement.term : `${segment.requirement.term}: ${segment.requirement.status}`
              }
            >
              {segment.text}
            </mark>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </div>
    </section>
  );
}

function RequirementList({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} ({count})
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-2">{children}</ul>
      )}
    </section>
  );
}

/**
 * The whole view; `haveThis` adds the "I have this" buttons (left out where the library cannot be changed). An empty
 * library gets no score or Matched list, only what the posting asks for and the way to fill the library.
 */
export function MatchView({ result, haveThis }: { result: ScoredMatch; haveThis?: HaveThis }) {
  const matched = matchedRequirements(result);
  const gaps = gapRequirements(result);
  const libraryEmpty = result.library_empty;
  return (
    <div className="space-y-6" data-testid="match-view">
      <section aria-label="Score" className={panel}>
        {libraryEmpty ? (
          <EmptyLibraryNotice asks={result.requirements.length} />
        ) : (
          <>
            <ScoreHeader result={result} />
            <CategoryBars result={result} />
          </>
        )}
      </section>
      <div className={libraryEmpty ? '' : 'grid gap-6 lg:grid-cols-2'}>
        <RequirementList
          id="match-missing"
          title={libraryEmpty ? 'What this posting asks for' : 'Missing'}
          count={gaps.length}
          empty="Your library covers everything this posting asks for."
        >
          {gaps.map((requirement) => (
            <GapItem
              key={requirement.id}
              requirement={requirement}
              requirements={result.requirements}
              haveThis={haveThis}
              libraryEmpty={libraryEmpty}
            />
          ))}
        </RequirementList>
        {!libraryEmpty && (
          <RequirementList
            id="match-matched"
            title="Matched"
            count={matched.length}
            empty="Nothing in your library matches this posting yet."
          >
            {matched.map((requirement) => (
              <li key={requirement.id} className="rounded-lg border border-slate-200 p-3">
                <RequirementTitle requirement={requirement} />
                <EvidenceList requirement={requirement} />
              </li>
            ))}
          </RequirementList>
        )}
      </div>
      <PostingAsRead result={result} libraryEmpty={libraryEmpty} />
    </div>
  );
}
