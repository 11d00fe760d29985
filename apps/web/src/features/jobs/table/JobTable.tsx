/**
 * Every job as a table (cards on a phone): the columns the user chose, sort by any column, filter by stage and
 * outcome, search, show or hide archived jobs, pages.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  JOB_OUTCOMES,
  JOB_STAGES,
  outcomeLabels,
  stageLabels,
  type JobOutcome,
  type JobStage,
} from '@hirestride/shared/job-choices';
import { jobKeys, jobsApi, type JobPageQuery } from '../../../api/jobs';
import { inputClass } from '../../../components/FieldFrame';
import { FormField } from '../../../components/FormField';
import type { FieldConfig } from '../../../components/form-fields';
import { JobScoresProvider } from '../job-scores';
import { ColumnsMenu } from './ColumnsMenu';
import { JobCards } from './JobCards';
import { JobGrid } from './JobGrid';
import { SortControls } from './SortControls';
import { orderingOf, tableColumns, type Sort } from './table-columns';
import { tableSummary } from './table-summary';
import { useColumnChoice } from './useColumnChoice';

const PAGE_SIZE = 50;

const stageFilter: FieldConfig = {
  name: 'stage',
  label: 'Stage',
  kind: 'select',
  options: [{ value: '', label: 'All stages' }, ...JOB_STAGES.map((value) => ({ value, label: stageLabels[value] }))],
};
const outcomeFilter: FieldConfig = {
  name: 'outcome',
  label: 'Outcome',
  kind: 'select',
  options: [
    { value: '', label: 'Any outcome' },
    ...JOB_OUTCOMES.map((value) => ({ value, label: outcomeLabels[value] })),
  ],
};

interface Props {
  /** A stage's own page shows only that stage, in the column's order. */
  fixedStage?: JobStage;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function JobTable({ fixedStage }: Props) {
  const [stage, setStage] = useState<JobStage | ''>(fixedStage ?? '');
  const [outcome, setOutcome] = useState<JobOutcome | ''>('');
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const defaultSort: Sort = fixedStage ? { field: 'position', descending: false } : null;
  const [sort, setSort] = useState<Sort>(defaultSort);
  const choice = useColumnChoice();
  // A stage's own list would say its stage on every row.
  const available = fixedStage ? tableColumns.filter((column) => column.field !== 'stage') : tableColumns;
  const columns = available.filter((column) => choice.shown.includes(column.field));
  const [offset, setOffset] = useState(0);
  const debouncedSearch = useDebounced(search.trim(), 250);
  const ids = useId();
  const archivedShown = showArchived || stage === 'archived' || outcome !== '';
  const query: JobPageQuery = {
    stage: stage || undefined,
    outcome: outcome || undefined,
    search: debouncedSearch || undefined,
    ordering: orderingOf(sort),
    include_archived: archivedShown ? undefined : 'false',
    limit: PAGE_SIZE,
    offset,
  };
  const page = useQuery({
    queryKey: jobKeys.table(query),
    queryFn: () => jobsApi.page(query),
    placeholderData: keepPreviousData,
  });
  // Any change of filter, search or sort starts again from the first page.
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };
  const count = page.data?.count ?? 0;
  const rows = page.data?.results ?? [];
  const summary = tableSummary({
    count,
    offset,
    shown: rows.length,
    stage: fixedStage ?? null,
    narrowed: Boolean(debouncedSearch || outcome || showArchived || (stage && stage !== fixedStage)),
  });

  return (
    <JobScoresProvider live>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search">
        <div>
          <label htmlFor={`${ids}-search`} className="text-sm font-medium text-slate-800">
            Search
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            value={search}
            placeholder="Title, company or notes"
            onChange={(event) => reset(setSearch)(event.target.value)}
            className={inputClass()}
          />
        </div>
        {!fixedStage && (
          <FormField
            field={stageFilter}
            value={stage}
            onChange={(_name, value) => reset(setStage)(value as JobStage | '')}
          />
        )}
        {(!fixedStage || fixedStage === 'archived') && (
          <FormField
            field={outcomeFilter}
            value={outcome}
            onChange={(_name, value) => reset(setOutcome)(value as JobOutcome | '')}
          />
        )}
        {!fixedStage && (
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={archivedShown}
              disabled={stage === 'archived' || outcome !== ''}
              onChange={(event) => reset(setShowArchived)(event.target.checked)}
            />
            Show archived jobs
          </label>
        )}
        {/* Cards have no headings to click: a phone sorts here. */}
        {rows.length > 0 && (
          <SortControls
            columns={available}
            sort={sort}
            defaultSort={defaultSort}
            onSort={reset(setSort)}
            className="sm:hidden"
          />
        )}
      </div>

      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {page.isPending ? 'Loading jobs…' : summary.text}
          {!page.isPending && summary.addJob && (
            <>
              {' '}
              <Link to={summary.addJob} className="font-semibold text-brand-700 underline">
                Add a job
              </Link>
            </>
          )}
          {page.isFetching && !page.isPending && <span className="ml-2 text-slate-500">Updating…</span>}
        </p>
        {rows.length > 0 && (
          <ColumnsMenu columns={available} shown={choice.shown} onChoose={choice.choose} onReset={choice.reset} />
        )}
      </div>
      {page.isError && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Your jobs could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void page.refetch()}>
            Try again
          </button>
        </p>
      )}

      {/* An empty list is said in words above, not drawn as a header with nothing under it. */}
      {rows.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
            <JobGrid rows={rows} columns={columns} sort={sort} onSort={reset(setSort)} />
          </div>
          <JobCards rows={rows} columns={columns} className="sm:hidden" />
        </>
      )}

      {count > PAGE_SIZE && (
        <nav aria-label="Pages" className="mt-3 flex items-center justify-end gap-2">
          <button
            type="button"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 disabled:opacity-40"
          >
            Previous
          </button>
          <button
            type="button"
            disabled={offset + PAGE_SIZE >= count}
            onClick={() => setOffset(offset + PAGE_SIZE)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 disabled:opacity-40"
          >
            Next
          </button>
        </nav>
      )}
    </JobScoresProvider>
  );
}
