/** "Let AI Suggest Mappings": the snippets that show what a chosen job asks for, each placed only on the user's click. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Snippet } from '@hirestride/shared/content';
import { snippetPreview, type ResumeVersion, type SnippetSectionMap } from '@hirestride/shared/resume';
import { jobKeys, jobsApi } from '../../api/jobs';
import { suggestionsApi, type SnippetSection } from '../../api/match';
import { failureMessage } from '../../lib/save-errors';
import { dropSnippet } from './snippet-map';

const sectionLabels: Record<SnippetSection, string> = {
  volunteer: 'Volunteer',
  awards: 'Awards',
  testimonials: 'Testimonials',
};
const small =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60';

const placedIds = (map: SnippetSectionMap) => new Set(Object.values(map).flat());

export function SuggestMappings({
  draft,
  snippets,
  onChange,
  onClose,
}: {
  draft: ResumeVersion;
  snippets: ReadonlyMap<number, Snippet>;
  onChange: (map: SnippetSectionMap) => void;
  onClose: () => void;
}) {
  const jobs = useQuery({ queryKey: jobKeys.board, queryFn: jobsApi.board });
  const linked = jobs.data?.find((job) => job.resume_version === draft.id)?.id ?? null;
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const jobId = chosen === undefined ? linked : chosen;
  const suggestions = useQuery({
    queryKey: ['match', 'suggestions', draft.id, jobId],
    queryFn: () => suggestionsApi.forDraft(draft.id, jobId),
    enabled: !jobs.isPending,
  });
  const placed = placedIds(draft.snippet_section_map);
  const open = (suggestions.data?.suggestions ?? []).filter(
    (s) => !placed.has(s.snippet_id) && snippets.has(s.snippet_id),
  );
  const placeable = open.filter((s): s is typeof s & { section: SnippetSection } => s.section !== null);

  const place = (items: Array<{ snippet_id: number; section: SnippetSection }>) =>
    onChange(items.reduce((map, item) => dropSnippet(map, item.snippet_id, item.section), draft.snippet_section_map));

  return (
    <section aria-labelledby="suggest-heading" className="mt-3 rounded-lg border border-brand-200 bg-white p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h3 id="suggest-heading" className="font-semibold text-slate-900">
          Suggested mappings
        </h3>
        <button type="button" className={small} onClick={onClose}>
          Close
        </button>
      </div>
      <label htmlFor="suggest-job" className="mt-2 block text-xs font-medium text-slate-700">
        Tailor to a job
      </label>
      <select
        id="suggest-job"
        className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        value={jobId ?? ''}
        onChange={(event) => setChosen(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">No job: fit snippets to sections</option>
        {(jobs.data ?? []).map((job) => (
          <option key={job.id} value={job.id}>
            {job.title} — {job.company}
          </option>
        ))}
      </select>
      {suggestions.isPending && <p className="mt-2 text-slate-600">Reading your snippets…</p>}
      {suggestions.isError && (
        <p role="alert" className="mt-2 text-red-700">
          Suggestions could not be made. {failureMessage(suggestions.error)}
        </p>
      )}
      {suggestions.data && (
        <>
          <p className="mt-2 text-xs text-slate-600">{suggestions.data.basis}</p>
          {open.length === 0 ? (
            <p className="mt-2 text-slate-700">
              No snippet left to suggest: every one that fits is placed, or none fits.
            </p>
          ) : (
            <ul className="mt-2 space-y-2" aria-label="Suggestions">
              {open.map((suggestion) => {
                const snippet = snippets.get(suggestion.snippet_id)!;
                return (
                  <li key={suggestion.snippet_id} className="rounded-md border border-slate-200 p-2">
                    <p className="font-semibold text-slate-900">{snippetPreview(snippet).title}</p>
                    <p className="text-xs text-slate-600">{suggestion.why}</p>
                    {suggestion.covers.length > 0 && (
                      <p className="mt-1 text-xs text-slate-700">
                        Shows: {suggestion.covers.map((c) => c.term).join(', ')}
                      </p>
                    )}
                    {suggestion.section && (
                      <button
                        type="button"
                        className={`${small} mt-2`}
                        onClick={() => place([{ snippet_id: suggestion.snippet_id, section: suggestion.section! }])}
                      >
                        Place in {sectionLabels[suggestion.section]}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {placeable.length > 1 && (
            <button type="button" className={`${small} mt-2`} onClick={() => place(placeable)}>
              Place all {placeable.length}
            </button>
          )}
          {suggestions.data.strongest_lines.length > 0 && (
            <div className="mt-3">
              <h4 className="text-xs font-semibold text-slate-900">Your strongest lines for this job</h4>
              <ul className="mt-1 list-disc space-y-1 pl-4 text-xs text-slate-700">
                {suggestions.data.strongest_lines.map((line) => (
                  <li key={`${line.experience_id}-${line.excerpt}`}>
                    {line.excerpt} <span className="text-slate-500">({line.covers.join(', ')})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
