/**
 * Review and Publish (/publish?version=): the chosen resume full size, a checklist drawn from its real PDF (contact
 * details, empty sections, page count, line length, dates) with the read-back line, then the downloads.
 */
import { DndContext } from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Snippet } from '@hirestride/shared/content';
import { contentApi, contentKeys } from '../../api/content';
import { defaultPageSize, resumeKeys, resumeQueries, resumesApi, type PdfPageSize } from '../../api/resumes';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/Dialog';
import { failureMessage } from '../../lib/save-errors';
import { ExportMenu } from '../../components/ExportMenu';
import { renderers } from '../../components/resume-renderers/registry';

const PAGE_LIMITS = [1, 2, 3] as const;

function Checklist({ versionId, size }: { versionId: number; size: PdfPageSize }) {
  const [pageLimit, setPageLimit] = useState<number | null>(2);
  const check = useQuery({
    queryKey: resumeKeys.check(versionId, size, pageLimit),
    queryFn: () => resumesApi.check(versionId, size, pageLimit),
  });
  return (
    <section aria-labelledby="checklist" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="checklist" className="text-lg font-semibold text-slate-900">
          Checklist
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Fit on
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
            value={pageLimit ?? ''}
            onChange={(event) => setPageLimit(event.target.value ? Number(event.target.value) : null)}
          >
            {PAGE_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {limit} {limit === 1 ? 'page' : 'pages'}
              </option>
            ))}
            <option value="">any number of pages</option>
          </select>
        </label>
      </div>
      {check.isPending && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Drawing the PDF and reading it back…
        </p>
      )}
      {check.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          The check could not run: {failureMessage(check.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void check.refetch()}>
            Try again
          </button>
        </p>
      )}
      {check.data && (
        <>
          <ul className="mt-3 space-y-2" aria-label="Checks">
            {check.data.checklist.map((item) => (
              <li key={item.key} className="flex gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full font-bold ${item.ok ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
                >
                  {item.ok ? '✓' : '!'}
                </span>
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-slate-900">
                    {item.label}
                    <span className="sr-only">{item.ok ? ': passed' : ': needs attention'}</span>
                  </span>
                  <span className="block text-slate-600">{item.detail}</span>
                </span>
              </li>
            ))}
          </ul>
          <p
            data-testid="parse-back"
            className={`mt-4 rounded-lg p-3 text-sm ${check.data.parse_back.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
          >
            {check.data.parse_back.summary}
          </p>
        </>
      )}
    </section>
  );
}

function FullSize({ versionId }: { versionId: number }) {
  const version = useQuery({ queryKey: resumeKeys.version(versionId), queryFn: () => resumesApi.get(versionId) });
  const snippets = useQuery({ queryKey: contentKeys.section('snippets'), queryFn: () => contentApi.list('snippets') });
  const byId = useMemo(
    () => new Map(((snippets.data ?? []) as Snippet[]).map((snippet) => [snippet.id, snippet])),
    [snippets.data],
  );
  if (version.isPending) return <p role="status">Loading the resume…</p>;
  if (version.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        This resume could not be loaded: {failureMessage(version.error)}
      </p>
    );
  const Renderer = renderers[version.data.renderer_key];
  return (
    <div>
      <p className="mb-2 text-sm text-slate-600">
        <Link
          to={paths.resumeVersion(version.data.template, version.data.id)}
          className="font-semibold text-brand-700 underline"
        >
          Edit “{version.data.name}”
        </Link>
      </p>
      {/* The renderers' drop zones expect a drag context; nothing here can be dragged. */}
      <DndContext>{Renderer ? <Renderer draft={version.data} snippets={byId} /> : null}</DndContext>
    </div>
  );
}

export function PublishPage() {
  const [search, setSearch] = useSearchParams();
  const list = useQuery(resumeQueries.list);
  const chosen = Number(search.get('version')) || list.data?.[0]?.id || null;
  // The resume's own paper until the user picks another here.
  const [picked, setSize] = useState<PdfPageSize | null>(null);
  const size = picked ?? list.data?.find((resume) => resume.id === chosen)?.page_size ?? defaultPageSize();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Review and Publish</h1>
        {list.data && list.data.length > 0 && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Resume
            <select
              className="max-w-[16rem] rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
              value={chosen ?? ''}
              onChange={(event) => setSearch({ version: event.target.value })}
            >
              {list.data.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resume.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {list.data?.length === 0 && (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
          <p className="font-semibold text-slate-800">No resume to publish yet.</p>
          <Link to={paths.myResumes} className={`${buttonClass.primary} mt-3 inline-block`}>
            Make a resume
          </Link>
        </div>
      )}
      {list.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Your resumes could not be loaded. Refresh the page to try again.
        </p>
      )}
      {chosen && (
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <FullSize versionId={chosen} />
          </div>
          <div className="space-y-4">
            <Checklist versionId={chosen} size={size} />
            <section aria-labelledby="downloads" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id="downloads" className="mb-3 text-lg font-semibold text-slate-900">
                Download
              </h2>
              <ExportMenu versionId={chosen} size={size} onSizeChange={setSize} />
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
