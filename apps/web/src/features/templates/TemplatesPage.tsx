/** Choose a Template (/templates): a grid of cards, one selected at a time, with a larger preview. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { ResumeTemplate } from '@hirestride/shared/resume';
import { resumeQueries, resumesApi } from '../../api/resumes';
import { paths } from '../../app/paths';
import { draftKey } from '../../lib/draft-key';

export const TEMPLATES_LOAD_FAILED = 'Templates could not be loaded.';
export const CONTINUE_FAILED = 'Could not open this template. Please try again.';

export function TemplatesPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ResumeTemplate | null>(null);
  const templates = useQuery(resumeQueries.templates);
  const open = useMutation({
    mutationFn: (template: ResumeTemplate) => resumesApi.getOrCreateDraft(template.id),
    onSuccess: (draft, template) => {
      queryClient.setQueryData(draftKey(template.id), draft);
      navigate(paths.resumePreview(template.id));
    },
    onError: () => toast.error(CONTINUE_FAILED),
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Choose a Template</h1>
      {templates.isPending ? (
        <p role="status" className="mt-6 text-slate-600">
          Loading templates...
        </p>
      ) : templates.isError ? (
        <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {TEMPLATES_LOAD_FAILED}{' '}
          <button type="button" className="font-semibold underline" onClick={() => templates.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Templates">
              {templates.data.map((template) => {
                const isSelected = selected?.id === template.id;
                return (
                  <li key={template.id}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => setSelected(template)}
                      className={`w-full rounded-2xl border-2 bg-white p-3 text-left shadow-sm transition hover:shadow-md ${isSelected ? 'border-brand-600 ring-4 ring-brand-100' : 'border-slate-200'}`}
                    >
                      <img
                        src={template.preview_image}
                        alt=""
                        loading="lazy"
                        width={300}
                        height={388}
                        className="aspect-[300/388] w-full rounded-lg border border-slate-100 bg-white"
                      />
                      <span className="mt-3 flex items-center justify-between font-semibold text-slate-900">
                        {template.name}
                        {isSelected && (
                          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">Selected</span>
                        )}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
          <aside className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label="Template preview">
            {selected ? (
              <>
                <h2 className="font-semibold text-slate-900">{selected.name}</h2>
                <img
                  src={selected.preview_image}
                  alt={`${selected.name} template preview`}
                  width={300}
                  height={388}
                  className="mt-3 aspect-[300/388] w-full rounded-lg border border-slate-200"
                />
              </>
            ) : (
              <p className="text-sm text-slate-600">Select a template to preview it here.</p>
            )}
            <button
              type="button"
              disabled={!selected || open.isPending}
              onClick={() => selected && open.mutate(selected)}
              className="mt-5 w-full rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {open.isPending ? 'Opening...' : 'Continue to Preview'}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
