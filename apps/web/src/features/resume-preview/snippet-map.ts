/** Pure changes to a draft's snippet_section_map (SPEC.md section 4 "Preview screen"). */
import type { SnippetSection, SnippetSectionMap } from '@hirestride/shared/resume';

/**
 * Drops a snippet on a section: it leaves every other section and is appended to the target.
 * Dropping it on the section it is already in changes nothing (the same map is returned).
 */
export function dropSnippet(map: SnippetSectionMap, snippetId: number, target: SnippetSection): SnippetSectionMap {
  if (map[target]?.includes(snippetId)) return map;
  const next: SnippetSectionMap = {};
  for (const [section, ids] of Object.entries(map) as Array<[SnippetSection, number[]]>) {
    next[section] = ids.filter((id) => id !== snippetId);
  }
  next[target] = [...(next[target] ?? []), snippetId];
  return next;
}

/** Moves a snippet within its section. */
export function reorderSnippet(
  map: SnippetSectionMap,
  section: SnippetSection,
  from: number,
  to: number,
): SnippetSectionMap {
  const ids = [...(map[section] ?? [])];
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return map;
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return { ...map, [section]: ids };
}

export function removeSnippet(map: SnippetSectionMap, section: SnippetSection, snippetId: number): SnippetSectionMap {
  return { ...map, [section]: (map[section] ?? []).filter((id) => id !== snippetId) };
}

/** Leaves out ids of snippets that no longer exist. */
export function pruneMap(map: SnippetSectionMap, existing: ReadonlySet<number>): SnippetSectionMap {
  return Object.fromEntries(
    (Object.entries(map) as Array<[SnippetSection, number[]]>).map(([section, ids]) => [
      section,
      ids.filter((id) => existing.has(id)),
    ]),
  );
}
