/** Step 2 and 3: check and edit what was read, see what the library already holds, then add it. */
import { useEffect, useMemo, useRef } from 'react';
import { buttonClass } from '../../../components/Dialog';
import { AboutYouCard } from './AboutYouCard';
import { CertificatesCard } from './CertificatesCard';
import { documentFromDraft, includedCount, type Draft } from './draft';
import { duplicatesOf } from './duplicates';
import type { EditDraft } from './edit-draft';
import { EducationCard } from './EducationCard';
import { itemsText } from './import-problems';
import { card } from './review-parts';
import { RolesCard } from './RolesCard';
import { SkillsCard } from './SkillsCard';
import { SnippetsCard } from './SnippetsCard';
import { UnreadCard } from './UnreadCard';
import { useAddToLibrary } from './useAddToLibrary';
import { useImportPreview } from './useImportPreview';

interface Props {
  draft: Draft;
  sourceName: string;
  edit: EditDraft;
  onStartOver(): void;
}

/** One line on what the preview found: new items, and those the library has. */
function previewLine(preview: ReturnType<typeof useImportPreview>['preview']): string {
  if (!preview) return '';
  const duplicates = Object.values(preview.sections).reduce((sum, section) => sum + section.duplicates.count, 0);
  const added = preview.total > 0 ? `${itemsText(preview.total)} will be added` : 'Nothing new will be added';
  return duplicates > 0 ? `${added}; ${itemsText(duplicates)} already in your library or listed twice.` : `${added}.`;
}

/** Beside the Add button: what pressing it adds, once the library is checked; until then what is ticked. */
function barText(count: number, preview: ReturnType<typeof useImportPreview>['preview']): string {
  if (count === 0) return 'Nothing is included.';
  if (!preview) return `${itemsText(count)} included`;
  const total = preview.total;
  return total > 0 ? `${total} new ${total === 1 ? 'item' : 'items'}` : 'Nothing new: your library has all of it';
}

export function ReviewStep({ draft, sourceName, edit, onStartOver }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const document = useMemo(() => documentFromDraft(draft), [draft]);
  const { preview, checking, problems } = useImportPreview(document);
  const duplicates = useMemo(() => duplicatesOf(draft, preview), [draft, preview]);
  const { add, adding, problems: addProblems } = useAddToLibrary();
  const count = includedCount(draft);

  // Arriving here from the choose step: the reader starts at the top of what was read.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-4">
      <section className={card} aria-labelledby="resume-import-review">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {/* A ring round a heading would look clickable; focus is here only for screen readers. */}
            <h2
              id="resume-import-review"
              ref={heading}
              tabIndex={-1}
              style={{ outline: 'none' }}
              className="text-lg font-semibold text-slate-900"
            >
              Check what we read
            </h2>
            <p className="mt-1 text-sm break-words text-slate-600">
              From <span className="font-medium text-slate-800">{sourceName}</span>. Correct anything we got wrong and
              untick what you do not want. Nothing is saved until you press Add to my library.
            </p>
          </div>
          <button type="button" className={buttonClass.secondary} onClick={onStartOver} disabled={adding}>
            Choose another file
          </button>
        </div>
      </section>

      <AboutYouCard about={draft.about} edit={edit} preview={preview} />
      <RolesCard roles={draft.roles} edit={edit} duplicates={duplicates} />
      <SkillsCard skills={draft.skills} edit={edit} duplicates={duplicates} />
      <EducationCard education={draft.education} edit={edit} duplicates={duplicates} />
      <CertificatesCard certificates={draft.certificates} edit={edit} duplicates={duplicates} />
      <SnippetsCard snippets={draft.snippets} edit={edit} duplicates={duplicates} />
      <UnreadCard unread={draft.unread} edit={edit} />

      <section className={card} aria-labelledby="resume-import-add">
        <h2 id="resume-import-add" className="text-lg font-semibold text-slate-900">
          Add to your library
        </h2>
        <p role="status" className="mt-1 text-sm text-slate-700">
          {checking && !preview ? 'Checking your library…' : previewLine(preview)}
        </p>
        {preview && preview.warnings.length > 0 && (
          <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <h3 className="font-semibold">Will not be added</h3>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {preview.warnings.map((warning) => (
                <li key={warning} className="break-words">
                  {warning}
                </li>
              ))}
            </ul>
          </div>
        )}
        {(addProblems.length > 0 || problems.length > 0) && (
          <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <ul className="list-disc space-y-1 pl-5">
              {(addProblems.length > 0 ? addProblems : problems).map((problem) => (
                <li key={problem} className="break-words">
                  {problem}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      {/* Kept in view while scrolling a long resume, so adding never needs a trip to the bottom. */}
      <div className="sticky bottom-0 z-10 sm:bottom-4 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={adding || count === 0}
          onClick={() => add(document)}
        >
          {adding ? 'Adding…' : 'Add to my library'}
        </button>
        <p className="text-sm text-slate-600">{barText(count, checking ? undefined : preview)}</p>
      </div>
    </div>
  );
}
