/** Resume preview (/resume-preview/{templateId}): the resume (two thirds) beside the snippets (one third). */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragStartEvent,
} from '@dnd-kit/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Snippet } from '@hirestride/shared/content';
import { snippetPreview, type ResumeVersion } from '@hirestride/shared/resume';
import { resolveDesign } from '@hirestride/shared/resume-design';
import { contentApi, contentKeys } from '../../api/content';
import { jobKeys, jobsApi } from '../../api/jobs';
import { resumeKeys, resumesApi } from '../../api/resumes';
import { paths } from '../../app/paths';
import { jumpBetweenTargets, resetKeyboardTargets } from '../../lib/keyboard-coordinates';
import { DrawnFileProvider } from '../../components/resume-renderers/PageBreak';
import { editsInPlace, renderers } from '../../components/resume-renderers/registry';
import type { EducationField } from '../../components/resume-renderers/types';
import { removeSnippet } from './snippet-map';
import { replaceLine } from '../../components/writing/lines';
import { ChangedElsewhere } from '../../components/ChangedElsewhere';
import { ExportMenu } from '../../components/ExportMenu';
import { CustomSections } from './CustomSections';
import { DesignPanel } from './DesignPanel';
import { RefreshBanner } from './RefreshBanner';
import { SnippetLibrary } from './SnippetLibrary';
import { SnippetSheet } from './SnippetSheet';
import { LOAD_FAILED, useDraftEditor } from './useDraftEditor';
import { mapAfterDrag } from './useSnippetDrop';
import { otherVersionLines } from './version-difference';

export const MAPPING_FAILED = 'Error saving mapping.';
export const EDIT_FAILED = 'Error saving edit.';

/** Placed snippets win over the section around them, so dropping on one reorders. */
const collisions: CollisionDetection = (args) => {
  const found = args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);
  return [...found].sort(
    (a, b) => Number(String(b.id).startsWith('placed:')) - Number(String(a.id).startsWith('placed:')),
  );
};

function Editor({
  draft,
  change,
}: {
  draft: ResumeVersion;
  change: (next: ResumeVersion, failure: string) => Promise<void>;
}) {
  const snippetsQuery = useQuery({
    queryKey: contentKeys.section('snippets'),
    queryFn: () => contentApi.list('snippets'),
  });
  const library = snippetsQuery.data as Snippet[] | undefined;
  const byId = useMemo(() => new Map((library ?? []).map((snippet) => [snippet.id, snippet])), [library]);
  const [dragging, setDragging] = useState<Snippet | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenTargets }),
  );

  const nameOf = (id: string | number | undefined) => {
    const [kind, a, b] = String(id ?? '').split(':');
    if (kind === 'zone') return `the ${a} section`;
    const snippet = byId.get(Number(kind === 'placed' ? b : a));
    return snippet ? snippetPreview(snippet).title : 'a snippet';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Over ${nameOf(over.id)}.` : 'Not over a section.'),
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${nameOf(active.id)} on ${nameOf(over.id)}.` : `Dropped ${nameOf(active.id)}.`,
    onDragCancel: ({ active }) => `Stopped dragging ${nameOf(active.id)}.`,
  };

  // The saved job this resume is used for, if any: "Improve this line" words rewrites as its posting does.
  const jobs = useQuery({ queryKey: jobKeys.board, queryFn: jobsApi.board });
  // Until the jobs arrive the buttons wait: asked without the job, they would answer without its posting's words.
  const resumeJob = jobs.isPending
    ? 'loading'
    : (jobs.data?.find((job) => job.resume_version === draft.id)?.id ?? null);

  // The drawn PDF of the saved resume: its pages, where each starts (marked in the preview) and how fitting went.
  const pages = useQuery({
    queryKey: resumeKeys.pages(draft.id, draft.version),
    queryFn: () => resumesApi.pages(draft.id),
    placeholderData: keepPreviousData,
  });
  // One value per answer, so the page's entries are not drawn again on every render of the editor.
  const drawnFile = useMemo(
    () => ({ pageStarts: pages.data?.parse_back.page_starts ?? [], drawn: pages.data?.drawn ?? null }),
    [pages.data],
  );

  const Renderer = renderers[draft.renderer_key];
  const editable = editsInPlace(draft.renderer_key);
  const editEducation = (index: number, field: EducationField, value: string) => {
    const education = draft.content_data.education.map((entry, i) =>
      i === index ? { ...entry, [field]: value } : entry,
    );
    void change({ ...draft, content_data: { ...draft.content_data, education } }, EDIT_FAILED);
  };
  const applyRewrite = (index: number, lineIndex: number, text: string) => {
    const experience = draft.content_data.experience.map((entry, i) =>
      i === index ? { ...entry, description: replaceLine(entry.description, lineIndex, text) } : entry,
    );
    void change({ ...draft, content_data: { ...draft.content_data, experience } }, EDIT_FAILED);
  };

  return (
    <DndContext
      sensors={sensors}
      // Measure drop targets before a drag starts, so the first arrow key after picking up already moves.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      collisionDetection={collisions}
      accessibility={{ announcements }}
      onDragStart={(event: DragStartEvent) => {
        resetKeyboardTargets();
        setDragging(byId.get((event.active.data.current as { snippetId: number }).snippetId) ?? null);
      }}
      onDragCancel={() => setDragging(null)}
      onDragEnd={(event) => {
        setDragging(null);
        const next = mapAfterDrag(draft.snippet_section_map, event);
        if (next) void change({ ...draft, snippet_section_map: next }, MAPPING_FAILED);
      }}
    >
      <div className="grid gap-6 lg:grid-cols-3 print:block">
        <div className="lg:col-span-2" id="resume-print-root">
          {Renderer ? (
            <DrawnFileProvider value={drawnFile}>
              <Renderer
                draft={draft}
                snippets={byId}
                improveLines={{ job: resumeJob, onUse: applyRewrite }}
                {...(editable
                  ? {
                      onEducationEdit: editEducation,
                      onRemoveSnippet: (section, id) =>
                        void change(
                          { ...draft, snippet_section_map: removeSnippet(draft.snippet_section_map, section, id) },
                          MAPPING_FAILED,
                        ),
                    }
                  : {})}
              />
            </DrawnFileProvider>
          ) : (
            <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
              Renderer not implemented for: {draft.renderer_key}
            </p>
          )}
        </div>
        {/* Snippets first beside the page (the drag starts there), then the design controls; on a phone, where the
            snippets open in a sheet, the controls follow the page, so the resume is what the screen opens on. */}
        <div className="space-y-6">
          <SnippetLibrary
            snippets={library ?? []}
            failed={snippetsQuery.isError}
            draft={draft}
            onMapChange={(map) => void change({ ...draft, snippet_section_map: map }, MAPPING_FAILED)}
          />
          <DesignPanel
            design={draft.design_json}
            content={draft.content_data}
            check={pages.data}
            onChange={(design_json) => void change({ ...draft, design_json }, EDIT_FAILED)}
          />
          <CustomSections draft={draft} onChange={(next) => void change(next, EDIT_FAILED)} />
        </div>
        <SnippetSheet
          snippets={library ?? []}
          map={draft.snippet_section_map}
          onChange={(map) => void change({ ...draft, snippet_section_map: map }, MAPPING_FAILED)}
        />
      </div>
      <DragOverlay>
        {dragging ? (
          <div className="max-w-xs rounded-lg border border-brand-400 bg-white p-3 text-sm shadow-lg">
            <span className="font-semibold">{snippetPreview(dragging).title}</span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** The other version's lines that this tab's lacks, to read before choosing which to keep. */
function OtherVersion({ mine, theirs }: { mine: ResumeVersion; theirs: ResumeVersion }) {
  const snippets = useQuery({ queryKey: contentKeys.section('snippets'), queryFn: () => contentApi.list('snippets') });
  const byId = useMemo(() => new Map((snippets.data ?? []).map((snippet) => [snippet.id, snippet])), [snippets.data]);
  return (
    <ul className="space-y-1">
      {otherVersionLines(mine, theirs, byId).map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

export function ResumePreviewPage() {
  const { templateId = '' } = useParams();
  const [search] = useSearchParams();
  const { state, change, serverChange, conflict, resolve, retry } = useDraftEditor(templateId, search.get('version'));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Resume Preview</h1>
          {state.status === 'ready' && state.draft.name && (
            <p className="text-sm text-slate-600">
              {state.draft.name} ·{' '}
              <Link to={paths.myResumes} className="font-semibold text-brand-700 underline">
                My Resumes
              </Link>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.templates}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Change template
          </Link>
          {state.status === 'ready' && (
            <ExportMenu
              versionId={state.draft.id}
              // The paper and page numbers are the resume's own, kept in its design like the other controls.
              size={resolveDesign(state.draft.design_json).pageSize}
              onSizeChange={(page_size) =>
                void change({ ...state.draft, design_json: { ...state.draft.design_json, page_size } }, EDIT_FAILED)
              }
              pageNumbers={resolveDesign(state.draft.design_json).pageNumbers}
              onPageNumbersChange={(page_numbers) =>
                void change({ ...state.draft, design_json: { ...state.draft.design_json, page_numbers } }, EDIT_FAILED)
              }
            />
          )}
        </div>
      </div>
      {state.status === 'loading' && (
        <p role="status" className="text-slate-600">
          Loading resume preview...
        </p>
      )}
      {state.status === 'not-found' && (
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">Resume version not found.</p>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {LOAD_FAILED}{' '}
          <button type="button" onClick={retry} className="font-semibold underline">
            Try again
          </button>
        </div>
      )}
      {conflict && (
        <ChangedElsewhere
          what="This resume"
          theirs={
            state.status === 'ready' ? (
              <OtherVersion mine={state.draft} theirs={conflict.theirs} />
            ) : (
              conflict.theirs.name
            )
          }
          onKeepMine={() => resolve('mine')}
          onUseTheirs={() => resolve('theirs')}
        />
      )}
      {state.status === 'ready' && <RefreshBanner draft={state.draft} serverChange={serverChange} />}
      {state.status === 'ready' && <Editor draft={state.draft} change={change} />}
    </div>
  );
}
