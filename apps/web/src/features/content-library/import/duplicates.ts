/**
 * Which reviewed items the library already holds, from the import preview. The preview names duplicates only by
 * label, so each item's label is built with the plan's own importLabel (over the payload planImport would make of
 * it) and matched by that text.
 */
import { fullDate, importLabel } from '@hirestride/resume-formats/json-resume';
import type { JsonResumeImportResult, SectionKey } from '@hirestride/shared/content';
import {
  SUMMARY_SNIPPET_TITLE,
  type CertificateDraft,
  type Draft,
  type EducationDraft,
  type RoleDraft,
  type SkillDraft,
} from './draft';

/** 'library': the library has it already; 'repeated': the same item appears earlier in this review. */
export type DuplicateKind = 'library' | 'repeated';

/** The preview's label for a role, or null when the import would skip it (no title, company or readable start). */
export function roleLabel(role: RoleDraft): string | null {
  if (!role.title.trim() || !role.company.trim() || !fullDate(role.start)) return null;
  return importLabel('work-experiences', { job_title: role.title, company: role.company });
}
export const skillLabel = (skill: SkillDraft) => importLabel('skills', { skill_name: skill.name }) || null;
export function educationLabel(school: EducationDraft): string | null {
  const degree = school.degree.trim() || school.field.trim();
  if (!degree || !school.institution.trim()) return null;
  return importLabel('education', { degree, institution: school.institution });
}
export function certificateLabel(certificate: CertificateDraft): string | null {
  const name = certificate.name.trim();
  if (!name) return null;
  return importLabel('certifications', { cert_name: name, issuer: certificate.issuer });
}
export function snippetLabel(snippet: { title: string; content: string }): string | null {
  if (!snippet.content.trim()) return null;
  return importLabel('snippets', snippet);
}

/**
 * Marks, in one section, the items the preview did not list to add. The preview's additions keep document order, so
 * an item is new while its label still has additions left; past that it is a duplicate: of an item above, when one
 * has the same label, else of one in the library.
 */
function markSection(
  items: Array<{ key: string; label: string | null }>,
  preview: JsonResumeImportResult['sections'][SectionKey] | undefined,
  out: Map<string, DuplicateKind>,
) {
  if (!preview || preview.duplicates.count === 0) return;
  const left = new Map<string, number>();
  for (const { label } of preview.add) left.set(label, (left.get(label) ?? 0) + 1);
  const seen = new Set<string>();
  for (const { key, label } of items) {
    if (label === null) continue;
    const remaining = left.get(label) ?? 0;
    if (remaining > 0) left.set(label, remaining - 1);
    else out.set(key, seen.has(label.toLowerCase()) ? 'repeated' : 'library');
    seen.add(label.toLowerCase());
  }
}

/** Item key → why the import will skip it as a duplicate; items not in the map are new. */
export function duplicatesOf(draft: Draft, preview: JsonResumeImportResult | undefined): Map<string, DuplicateKind> {
  const out = new Map<string, DuplicateKind>();
  if (!preview) return out;
  const included = <T extends { include: boolean }>(items: T[]) => items.filter((item) => item.include);
  markSection(
    included(draft.roles).map((role) => ({ key: role.key, label: roleLabel(role) })),
    preview.sections['work-experiences'],
    out,
  );
  markSection(
    draft.skills.map((skill) => ({ key: skill.key, label: skillLabel(skill) })),
    preview.sections.skills,
    out,
  );
  markSection(
    included(draft.education).map((school) => ({ key: school.key, label: educationLabel(school) })),
    preview.sections.education,
    out,
  );
  markSection(
    included(draft.certificates).map((certificate) => ({ key: certificate.key, label: certificateLabel(certificate) })),
    preview.sections.certifications,
    out,
  );
  // The summary snippet goes first in the document (see documentFromDraft), so it is walked first here too.
  const summary: Array<{ key: string; label: string | null }> =
    draft.about.include && draft.about.summary.trim() ? [{ key: 'about-summary', label: SUMMARY_SNIPPET_TITLE }] : [];
  markSection(
    [...summary, ...included(draft.snippets).map((snippet) => ({ key: snippet.key, label: snippetLabel(snippet) }))],
    preview.sections.snippets,
    out,
  );
  return out;
}
