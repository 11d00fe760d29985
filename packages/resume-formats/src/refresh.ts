/**
 * "Refresh from profile": a three-way merge of a resume's content with the content library it was copied from.
 *
 * `base` is the library as it was copied into the resume (at creation or the last refresh), `resume` is the resume's
 * content now and `library` is built from the library now. Whatever differs between `base` and `resume` is the user's
 * edit of this resume; whatever differs between `base` and `library` is a library change to pull.
 */
import { snippetPreview, type ContentData } from '@hirestride/shared/resume';

/** The parts of a resume's content a refresh can change, in the order its changes are listed. */
export type RefreshSection =
  'personal_info' | 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'snippets';

/** How a library change reaches the resume: a new entry, an entry taken out, or new values for an entry's fields. */
export type RefreshKind = 'added' | 'removed' | 'changed';

/** A field's value as content_data holds it (the summary's bullet list is one value). */
export type RefreshValue = string | number | null | string[];

/** One field of a 'changed' change: what the resume shows now and what the library has. */
export interface RefreshFieldChange {
  field: string;
  from: RefreshValue;
  to: RefreshValue;
  /** The resume's copy of this field was edited too, to something else: taken only when overwriting edits. */
  conflict: boolean;
}

/** One thing a refresh would change in the resume, as "see what will change" lists it. */
export interface RefreshChange {
  section: RefreshSection;
  kind: RefreshKind;
  /** What the user knows the entry as: "Backend Engineer, Monzo", "Python", "Email", "Summary". */
  label: string;
  /** The library row, for list entries. */
  id?: number;
  /** Only on 'changed': the fields the library would change. */
  fields?: RefreshFieldChange[];
  /** The resume's own copy was edited and the library changed it differently: applied only when overwriting edits. */
  conflict: boolean;
}

/** What refreshing a resume from the library would do. */
export interface RefreshPlan {
  changes: RefreshChange[];
  /** The library is as it was copied into the resume: there is nothing to pull. */
  upToDate: boolean;
}

/** How to settle conflicts: overwriting takes the library's value over the resume's own edit. */
export interface RefreshOptions {
  overwriteEdits: boolean;
}

type Fields = Record<string, unknown>;
type Row = { id?: number };
type ListSection = Exclude<RefreshSection, 'personal_info' | 'summary'>;

const PERSONAL_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  linkedin_url: 'LinkedIn',
  // About You calls it Location; the draft keeps the original API's name.
  address: 'Location',
};

const orUntitled = (text: string, what: string) => text.trim() || `Untitled ${what}`;

const LIST_LABELS: { [S in ListSection]: (item: ContentData[S][number]) => string } = {
  experience: (item) =>
    orUntitled(
      [item.job_title, item.company]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
      'experience',
    ),
  education: (item) => orUntitled(item.institution.trim() || item.degree, 'education'),
  skills: (item) => orUntitled(item.skill_name, 'skill'),
  certifications: (item) => orUntitled(item.cert_name, 'certification'),
  // A snippet's title is optional in practice; its opening words are how the preview shows it then.
  snippets: (item) => orUntitled(item.title.trim() || snippetPreview(item).excerpt, 'snippet'),
};

const fieldsOf = (value: object): Fields => value as Fields;

function unionKeys(...objects: Array<Fields | undefined>): string[] {
  const keys = new Set<string>();
  for (const object of objects) for (const key of Object.keys(object ?? {})) keys.add(key);
  return [...keys];
}

/** Deep equality of JSON values; key order does not count, and a key holding undefined is as good as absent. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const x = a as Fields;
  const y = b as Fields;
  return unionKeys(x, y).every((key) => same(x[key], y[key]));
}

type Outcome = 'keep' | 'take' | 'conflict';

/** The three-way rule for one value. */
function outcome(base: unknown, resume: unknown, library: unknown): Outcome {
  // An unchanged library leaves the resume's edit alone; a resume that already matches has nothing to take.
  if (same(library, base) || same(resume, library)) return 'keep';
  return same(resume, base) ? 'take' : 'conflict';
}

// A field the resume lacks (e.g. a key added to the library's shape later) is reported as null, not undefined, so
// that the plan survives JSON.
const reported = (value: unknown): RefreshValue => (value === undefined ? null : (value as RefreshValue));

/** The fields of one entry the library would change; `base` is undefined for an entry base never had. */
function fieldChanges(base: object | undefined, resume: object, library: object): RefreshFieldChange[] {
  const [b, r, l] = [base && fieldsOf(base), fieldsOf(resume), fieldsOf(library)];
  const changes: RefreshFieldChange[] = [];
  for (const field of unionKeys(r, l, b)) {
    if (field === 'id') continue;
    const result = outcome(b?.[field], r[field], l[field]);
    if (result !== 'keep') {
      changes.push({ field, from: reported(r[field]), to: reported(l[field]), conflict: result === 'conflict' });
    }
  }
  return changes;
}

/** The entry with the library's values for the fields it changed, conflicting ones only when overwriting. */
function mergeFields<T extends object>(base: T | undefined, resume: T, library: T, overwrite: boolean): T {
  const merged: Fields = { ...fieldsOf(resume) };
  for (const change of fieldChanges(base, resume, library)) {
    if (!change.conflict || overwrite) merged[change.field] = fieldsOf(library)[change.field];
  }
  return merged as T;
}

/**
 * Entries by library id. Only an id's first entry is matched: a second one in the resume is a copy the user made, kept
 * as it is like an entry without an id.
 */
function byId<T extends Row>(items: readonly T[]): Map<number, T> {
  const map = new Map<number, T>();
  for (const item of items) if (typeof item.id === 'number' && !map.has(item.id)) map.set(item.id, item);
  return map;
}

function planList<T extends Row>(
  section: ListSection,
  base: readonly T[],
  resume: readonly T[],
  library: readonly T[],
  label: (item: T) => string,
): RefreshChange[] {
  const [b, r, l] = [byId(base), byId(resume), byId(library)];
  const changes: RefreshChange[] = [];
  for (const [id, item] of r) {
    const old = b.get(id);
    const current = l.get(id);
    if (!current) {
      // An entry base never had came from elsewhere (e.g. added from the library later): the library did not drop it.
      if (old) changes.push({ section, kind: 'removed', label: label(item), id, conflict: !same(item, old) });
      continue;
    }
    const fields = fieldChanges(old, item, current);
    if (fields.length > 0) {
      changes.push({
        section,
        kind: 'changed',
        label: label(item),
        id,
        fields,
        conflict: fields.some((f) => f.conflict),
      });
    }
  }
  for (const [id, item] of l) {
    if (r.has(id)) continue;
    const old = b.get(id);
    // The user's removal of an entry is an edit, kept unless the library has since changed that entry.
    if (!old || !same(item, old)) changes.push({ section, kind: 'added', label: label(item), id, conflict: !!old });
  }
  return changes;
}

/** Where a new library entry goes: after the nearest entry before it in the library, else before the nearest after. */
function insertionPoint<T extends Row>(merged: readonly T[], order: readonly T[], index: number): number {
  const at = (item: T) => merged.findIndex((entry) => entry.id === item.id);
  for (let i = index - 1; i >= 0; i--) {
    const found = at(order[i]!);
    if (found >= 0) return found + 1;
  }
  for (let i = index + 1; i < order.length; i++) {
    const found = at(order[i]!);
    if (found >= 0) return found;
  }
  return merged.length;
}

function applyList<T extends Row>(
  base: readonly T[],
  resume: readonly T[],
  library: readonly T[],
  overwrite: boolean,
): T[] {
  const [b, r, l] = [byId(base), byId(resume), byId(library)];
  const matched = new Set(r.values());
  const merged: T[] = [];
  for (const item of resume) {
    const id = item.id;
    if (!matched.has(item) || id === undefined) {
      merged.push(item);
      continue;
    }
    const old = b.get(id);
    const current = l.get(id);
    if (current) merged.push(mergeFields(old, item, current, overwrite));
    else if (!old || (!same(item, old) && !overwrite)) merged.push(item);
  }
  const order = [...l.values()];
  for (const [index, item] of order.entries()) {
    const old = b.get(item.id!);
    if (r.has(item.id!) || (old && (same(item, old) || !overwrite))) continue;
    merged.splice(insertionPoint(merged, order, index), 0, item);
  }
  return merged;
}

/** Three-way diff of a resume's content against the library: what a refresh would change, and which changes are conflicts. */
export function planRefresh(base: ContentData, resume: ContentData, library: ContentData): RefreshPlan {
  const changes: RefreshChange[] = fieldChanges(base.personal_info, resume.personal_info, library.personal_info).map(
    (field) => ({
      section: 'personal_info',
      kind: 'changed',
      label: PERSONAL_LABELS[field.field] ?? field.field.replace(/_/g, ' '),
      fields: [field],
      conflict: field.conflict,
    }),
  );
  // The summary is one block of bullets: merging single bullets would mix two versions of the same text.
  const summary = fieldChanges(base.summary, resume.summary, library.summary);
  if (summary.length > 0) {
    changes.push({
      section: 'summary',
      kind: 'changed',
      label: 'Summary',
      fields: summary,
      conflict: summary.some((f) => f.conflict),
    });
  }
  changes.push(
    ...planList('experience', base.experience, resume.experience, library.experience, LIST_LABELS.experience),
    ...planList('education', base.education, resume.education, library.education, LIST_LABELS.education),
    ...planList('skills', base.skills, resume.skills, library.skills, LIST_LABELS.skills),
    ...planList(
      'certifications',
      base.certifications,
      resume.certifications,
      library.certifications,
      LIST_LABELS.certifications,
    ),
    ...planList('snippets', base.snippets, resume.snippets, library.snippets, LIST_LABELS.snippets),
  );
  return { changes, upToDate: same(library, base) };
}

/**
 * The resume's content with the library's changes pulled in: every change planRefresh reports, conflicts only when
 * overwriting edits. Resume order and entries without an id are kept; new library entries go next to their library
 * neighbours. The caller then stores `library` as the new base.
 */
export function applyRefresh(
  base: ContentData,
  resume: ContentData,
  library: ContentData,
  options: RefreshOptions,
): ContentData {
  const overwrite = options.overwriteEdits;
  return {
    ...resume,
    personal_info: mergeFields(base.personal_info, resume.personal_info, library.personal_info, overwrite),
    summary: mergeFields(base.summary, resume.summary, library.summary, overwrite),
    education: applyList(base.education, resume.education, library.education, overwrite),
    snippets: applyList(base.snippets, resume.snippets, library.snippets, overwrite),
    experience: applyList(base.experience, resume.experience, library.experience, overwrite),
    skills: applyList(base.skills, resume.skills, library.skills, overwrite),
    certifications: applyList(base.certifications, resume.certifications, library.certifications, overwrite),
  };
}
