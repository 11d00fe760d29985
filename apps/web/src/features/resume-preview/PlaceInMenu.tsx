/** "Place in…": the way to put a snippet in a section without dragging (touch, keyboard, and phones' snippet sheet). */
import { SNIPPET_SECTIONS, type SnippetSection, type SnippetSectionMap } from '@hirestride/shared/resume';
import { useMenu } from '../../components/useMenu';
import { dropSnippet } from './snippet-map';

const labels: Record<SnippetSection, string> = {
  volunteer: 'Volunteer',
  awards: 'Awards',
  testimonials: 'Testimonials',
};

/** The section a snippet is placed in, if any. */
export function sectionOf(map: SnippetSectionMap, snippetId: number): SnippetSection | null {
  return SNIPPET_SECTIONS.find((section) => map[section]?.includes(snippetId)) ?? null;
}

export function PlaceInMenu({
  snippetId,
  title,
  map,
  onChange,
}: {
  snippetId: number;
  title: string;
  map: SnippetSectionMap;
  onChange: (map: SnippetSectionMap) => void;
}) {
  const { open, close, rootRef, buttonProps, menuProps } = useMenu();
  const current = sectionOf(map, snippetId);
  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={`Place ${title} in…`}
        className="shrink-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100"
      >
        {current ? `In ${labels[current]}` : 'Place in…'}
      </button>
      {open && (
        <div
          {...menuProps}
          aria-label={`Place ${title} in`}
          className="absolute right-0 z-20 mt-1 w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {SNIPPET_SECTIONS.map((section) => (
            <button
              key={section}
              type="button"
              role="menuitem"
              disabled={section === current}
              className="block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 disabled:text-slate-400"
              onClick={() => {
                close(true);
                onChange(dropSnippet(map, snippetId, section));
              }}
            >
              {labels[section]}
              {section === current ? ' (here now)' : ''}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
