/**
 * A resume draft as a layout: the header and the sections in the template's order, each entry with its lines. The
 * PDF and the plain-text export are drawn from it, so they show the same content in the same order.
 */
import { contactLine } from '@hirestride/shared/links';
import { dateRange, monthYear } from '@hirestride/shared/dates';
import {
  isCustomSection,
  SNIPPET_SECTIONS,
  type ContentData,
  type DesignJson,
  type SnippetSectionMap,
} from '@hirestride/shared/resume';
import { lookFor, sideSectionsThatFit, type ResumeLook } from './resume-look.js';

export interface LayoutEntry {
  /** The entry's first line ("Backend Engineer, Monzo"), bold in the PDF. */
  title: string;
  /** Shown opposite the title: a date or date range. */
  when: string;
  /**
   * Lines under the title, in order (a location, the description's lines, a GPA). A line that starts with BULLET is
   * an achievement: drawn with its bullet hanging, so wrapped text lines up under the text, not under the bullet.
   */
  lines: string[];
}

/** The mark that starts an achievement line in `LayoutEntry.lines`. */
export const BULLET = '• ';

/** Skills under one of the user's categories ("Clinical: Epic EHR · IV therapy"). */
export interface LayoutGroup {
  label: string;
  items: string[];
}

export interface LayoutSection {
  key: string;
  heading: string;
  alignment: 'left' | 'center' | 'right';
  /** A list of short items (skills) is laid out inline; entries otherwise. */
  inline: string[] | null;
  /** The inline items by the user's categories, when they gave any: drawn instead of the one run of items. */
  groups?: LayoutGroup[] | null;
  entries: LayoutEntry[];
  /** Drawn in the side column (the two-column template); the main column when absent. */
  column?: 'main' | 'side';
}

export interface ResumeLayout {
  name: string;
  /** Under the name: the most recent role's title ("Registered Nurse – Medical-Surgical"), or empty. */
  headline?: string;
  contacts: string[];
  /** Where a contact leads, by its text: mailto: for the email, the web address for the link (PDF and Word link them). */
  links: Record<string, string>;
  headerAlignment: 'left' | 'center' | 'right';
  /** In reading order: a side column's sections first (it is drawn first), then the main column's. */
  sections: LayoutSection[];
  /** The template's structure and the design controls the PDF, the Word file and the preview follow. */
  look: ResumeLook;
}

export interface DraftForLayout {
  renderer_key: string;
  design_json: DesignJson;
  content_data: ContentData;
  snippet_section_map: SnippetSectionMap;
}

/** Every section a resume can show besides its header, in the usual order. */
export const RESUME_SECTIONS = [
  'summary',
  'experience',
  'skills',
  'education',
  'certifications',
  'volunteer',
  'awards',
  'testimonials',
] as const;

const DEFAULT_HEADINGS: Record<string, string> = {
  summary: 'Summary',
  education: 'Education',
  experience: 'Experience',
  skills: 'Skills',
  certifications: 'Certifications',
  volunteer: 'Volunteer',
  awards: 'Awards',
  testimonials: 'Testimonials',
};

/**
 * A section's heading: the template's own, or the usual name of the section; a section of the resume's own is called
 * by its title. The preview uses it too.
 */
export function sectionHeading(
  design: DesignJson,
  key: string,
  content?: Pick<ContentData, 'custom_sections'>,
): string {
  const style = design.section_styles[key] ?? {};
  const custom = content?.custom_sections?.find((section) => section.key === key);
  return custom?.title ?? style.heading ?? style.label ?? DEFAULT_HEADINGS[key] ?? key;
}

// A vertical tab or form feed is Word's manual line break, pasted with the text.
const lines = (text: string) =>
  text
    .split(/\r?\n|[\r\v\f]/)
    .map((line) => line.trim())
    .filter(Boolean);

// The marks people type or paste in front of an achievement; the layout draws its own.
const TYPED_BULLET = /^(?:[•·▪●◦‣∙*]|[-–—](?=\s))\s*/u;
/** A line as an achievement: its typed mark, if any, replaced by the layout's. */
export const asBullet = (line: string) => `${BULLET}${line.replace(TYPED_BULLET, '')}`;

/** "Bachelor of Science in Nursing" with its field "Nursing" reads once, not "…in Nursing, Nursing". */
function degreeLine(degree: string, field: string): string {
  if (degree && field && degree.toLowerCase().includes(field.trim().toLowerCase())) return degree;
  return [degree, field].filter(Boolean).join(', ');
}

/** The user's skill categories in the order they first appear; skills without one last, as "Other". */
function skillGroups(skills: ContentData['skills'], shown: (skill: ContentData['skills'][number]) => string) {
  if (!skills.some((skill) => skill.category.trim())) return null;
  const groups = new Map<string, string[]>();
  for (const skill of skills) {
    const label = skill.category.trim() || 'Other';
    groups.set(label, [...(groups.get(label) ?? []), shown(skill)]);
  }
  const other = groups.get('Other');
  groups.delete('Other');
  if (other) groups.set('Other', other);
  return [...groups].map(([label, items]) => ({ label, items }));
}

/** The most recent role's title: the one still held, else the one that ended last, else the first listed. */
function latestTitle(experience: ContentData['experience']): string {
  const rank = (job: ContentData['experience'][number]) =>
    (job.end_date ? job.end_date : '9999') + (job.start_date ?? '');
  const latest = [...experience]
    .filter((job) => job.job_title.trim())
    .sort((a, b) => rank(b).localeCompare(rank(a)))[0];
  return latest?.job_title.trim() ?? '';
}

/** The section's entries; an empty list means the section is left out, as in the preview. */
function entriesOf(
  key: string,
  draft: DraftForLayout,
  snippets: ReadonlyMap<number, { title: string; content: string }>,
  style: DesignJson['section_styles'][string],
): Pick<LayoutSection, 'entries' | 'inline' | 'groups'> {
  const content = draft.content_data;
  if ((SNIPPET_SECTIONS as readonly string[]).includes(key)) {
    const placed = (draft.snippet_section_map[key as (typeof SNIPPET_SECTIONS)[number]] ?? []).flatMap(
      (id) => snippets.get(id) ?? [],
    );
    return {
      inline: null,
      groups: null,
      entries: placed.map((snippet) => ({ title: snippet.title, when: '', lines: lines(snippet.content) })),
    };
  }
  if (isCustomSection(key)) {
    // The user's own lines: one typed as a list item is an achievement, any other a line of text.
    const custom = content.custom_sections?.find((section) => section.key === key);
    const body = lines(custom?.content ?? '').map((line) => (TYPED_BULLET.test(line) ? asBullet(line) : line));
    return { inline: null, groups: null, entries: body.length > 0 ? [{ title: '', when: '', lines: body }] : [] };
  }
  switch (key) {
    case 'summary': {
      // One statement reads as a paragraph; several as a list.
      const points = content.summary.bullet_points.map((point) => point.trim()).filter(Boolean);
      return {
        inline: null,
        groups: null,
        entries: points.map((point) => ({ title: '', when: '', lines: [points.length > 1 ? asBullet(point) : point] })),
      };
    }
    case 'education':
      return {
        inline: null,
        groups: null,
        entries: content.education.map((entry) => ({
          title: entry.institution,
          when: monthYear(entry.end_dt),
          lines: [
            degreeLine(entry.degree, entry.field),
            style?.show_gpa !== false && entry.gpa ? `GPA: ${entry.gpa}` : '',
            style?.show_honors !== false ? entry.honors : '',
          ].filter(Boolean),
        })),
      };
    case 'experience':
      return {
        inline: null,
        groups: null,
        entries: content.experience.map((job) => ({
          title: [job.job_title, job.company].filter(Boolean).join(', '),
          when: dateRange(job.start_date, job.end_date),
          lines: [style?.show_location !== false ? job.location : '', ...lines(job.description).map(asBullet)].filter(
            Boolean,
          ),
        })),
      };
    case 'skills': {
      const shown = (skill: ContentData['skills'][number]) =>
        skill.proficiency ? `${skill.skill_name} (${skill.proficiency})` : skill.skill_name;
      return { inline: content.skills.map(shown), groups: skillGroups(content.skills, shown), entries: [] };
    }
    case 'certifications':
      return {
        inline: null,
        groups: null,
        entries: content.certifications.map((cert) => ({
          title: [cert.cert_name, cert.issuer].filter(Boolean).join(', '),
          when: monthYear(cert.issue_dt),
          lines: [],
        })),
      };
    default:
      return { inline: null, groups: null, entries: [] };
  }
}

/** The draft as a layout, in the template's section order, empty sections left out. */
export function layoutResume(
  draft: DraftForLayout,
  snippets: ReadonlyMap<number, { title: string; content: string }>,
): ResumeLayout {
  const design = draft.design_json;
  const info = draft.content_data.personal_info;
  const header = design.section_styles.personal_info ?? {};
  const { contacts, links } = contactLine(
    { email: info.email, phone: info.phone, location: info.address, link: info.linkedin_url },
    {
      email: header.show_email !== false,
      phone: header.show_phone !== false,
      location: header.show_location !== false,
      link: header.show_linkedin !== false,
    },
  );
  const look = lookFor(draft.renderer_key, design);
  const sections: LayoutSection[] = [];
  for (const key of design.section_order) {
    if (key === 'personal_info') continue;
    const style = design.section_styles[key] ?? {};
    const { entries, inline, groups } = entriesOf(key, draft, snippets, style);
    if (entries.length === 0 && (inline === null || inline.length === 0)) continue;
    sections.push({
      key,
      heading: sectionHeading(design, key, draft.content_data),
      alignment: style.alignment ?? 'left',
      inline,
      groups,
      entries,
      column: look.template.sidebar.includes(key) ? 'side' : 'main',
    });
  }
  // Side sections that would not fit beside the first page's main column join the main column, after it.
  const side = sections.filter((section) => section.column === 'side');
  const fits = sideSectionsThatFit(
    look,
    side.map((section) => ({
      lines: [
        ...(section.groups?.flatMap((group) => [group.label, ...group.items]) ?? section.inline ?? []),
        ...section.entries.flatMap((entry) => [entry.title, entry.when, ...entry.lines].filter(Boolean)),
      ],
      entries: section.entries.length,
    })),
  );
  for (const section of side.slice(fits)) section.column = 'main';
  // A side column is drawn before the main one, so text extraction reads it whole, then the main column whole.
  sections.sort((a, b) => (a.column === b.column ? 0 : a.column === 'side' ? -1 : 1));
  return {
    name: info.full_name || `${info.first_name} ${info.last_name}`.trim() || 'Your Name',
    headline:
      header.show_headline === false ? '' : header.headline?.trim() || latestTitle(draft.content_data.experience),
    contacts,
    links,
    headerAlignment: header.alignment ?? (look.template.header === 'center' ? 'center' : 'left'),
    sections,
    look,
  };
}
