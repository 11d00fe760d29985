/**
 * Tailoring a resume to a job: the same lines from the user's own library, reordered so what the posting asks for
 * comes first, the snippets that show it placed, and the summary chosen from the summary snippets. Nothing is
 * written, only chosen and ordered; the score before and after says what the tailoring did.
 */
import {
  isSummarySnippet,
  summaryLines,
  SNIPPET_SECTIONS,
  type ContentData,
  type DesignJson,
  type SnippetSectionMap,
} from '@hirestride/shared/resume';
import { gapKind } from './gaps.js';
import type { Dictionary } from './dictionary.js';
import { lineRequirements, matchPosting } from './match.js';
import { PostingError } from './posting-text.js';
import { sectionForSnippet } from './suggest.js';
import type { Importance, Library, MatchResult, Requirement } from './types.js';

export interface TailorInput {
  /** The plain resume: the library copied in its own order (what buildContentData makes). */
  content: ContentData;
  design: Pick<DesignJson, 'section_order'>;
  /** Every snippet in the library; the plain resume places none. */
  snippets: Array<{ id: number; title: string; content: string }>;
  job: { postingText: string; title: string; company: string };
  now: string;
  dictionary?: Dictionary;
}

export interface TailorResult {
  content: ContentData;
  /** The template's sections in the order for this job: licences and certifications up when it requires them. */
  sectionOrder: string[];
  snippetSectionMap: SnippetSectionMap;
  /** Null when the posting asks for nothing the engine can read (or there is no posting). */
  scoreBefore: number | null;
  scoreAfter: number | null;
  covered: Array<{ term: string; importance: Importance }>;
  missing: Array<{ term: string; importance: Importance }>;
  /** The line under the name: the role applied for, as the posting names it; null when the job has no title. */
  headline: string | null;
  /** What was done, in the user's words ("Put 3 lines that show Python first in Backend Engineer, Monzo"). */
  notes: string[];
}

/**
 * A job title as a resume's headline: the role alone, without what job boards add to it ("(m/w/d)", "| Remote",
 * " - Req #4411"); null when nothing is left.
 */
export function headlineFor(title: string): string | null {
  const role = title
    .replace(/\((?:[mwfdx]\s*\/\s*)+[mwfdx]\)/gi, '')
    .split(/\s+[|•]\s+|\s+[-–—]\s+(?=(?:req|job|ref|id)\b|#|remote\b|hybrid\b|on-?site\b)/i)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  return role && role.length <= 80 ? role : null;
}

const weight = (requirement: Requirement) => (requirement.importance === 'required' ? 2 : 1);
const linesOf = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');
// Ids for lines read as if each were an item of its own; far above any real row id.
const LINE_BASE = 1_000_000_000;

/**
 * A role's opening line that gives its scope (the team, the unit, the volume: "Supervise 45 associates and 3 leads…",
 * "Charge nurse on a 34-bed unit…"). A recruiter reads it first to size the role, so it stays first.
 */
const SCOPE = /\b(?:supervis|manag|lead|led\b|oversaw|oversee|direct|head|run|ran\b|own|charge|responsible|coordinat)/i;
export const isScopeLine = (line: string) => /\d/.test(line) && SCOPE.test(line);

/** Stable sort by a weight, highest first; ties keep the user's order. */
function byCoverage<T>(items: T[], weightOf: (item: T, index: number) => number): T[] {
  return items
    .map((item, index) => ({ item, index, weight: weightOf(item, index) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.item);
}

/** The resume as the engine reads it: only the sections the template shows, only the snippets it places. */
function resumeLibrary(
  content: ContentData,
  sections: ReadonlySet<string>,
  map: SnippetSectionMap,
  snippets: TailorInput['snippets'],
): Library {
  const placed = new Set(Object.values(map).flat());
  const summary = sections.has('summary') ? content.summary.bullet_points.join('\n') : '';
  return {
    skills: sections.has('skills')
      ? content.skills.map((skill, i) => ({
          id: skill.id ?? i + 1,
          skill_name: skill.skill_name,
          category: skill.category,
        }))
      : [],
    experiences: sections.has('experience')
      ? content.experience.map((role, i) => ({
          id: role.id ?? i + 1,
          job_title: role.job_title,
          company: role.company,
          start_date: role.start_date ?? '',
          end_date: role.end_date,
          description: role.description,
        }))
      : [],
    education: sections.has('education')
      ? content.education.map((entry, i) => ({
          id: entry.id ?? i + 1,
          degree: entry.degree,
          field: entry.field,
          institution: entry.institution,
        }))
      : [],
    certifications: sections.has('certifications')
      ? content.certifications.map((cert, i) => ({
          id: cert.id ?? i + 1,
          cert_name: cert.cert_name,
          issuer: cert.issuer,
        }))
      : [],
    snippets: [
      ...snippets.filter((snippet) => placed.has(snippet.id)),
      ...(summary ? [{ id: LINE_BASE - 1, title: 'Summary', content: summary }] : []),
    ],
  };
}

/**
 * The template's sections for this job: when the posting requires a licence or certification the library holds,
 * Certifications move up to follow the summary, where a hiring manager in a licensed field looks for them.
 */
function orderForJob(order: string[], match: MatchResult | null, content: ContentData, notes: string[]): string[] {
  const required = (match?.requirements ?? []).filter(
    (requirement) => requirement.category === 'certification' && requirement.importance === 'required',
  );
  const at = order.indexOf('certifications');
  if (required.length === 0 || content.certifications.length === 0 || at < 0) return order;
  const rest = order.filter((key) => key !== 'certifications');
  const after = rest.indexOf('summary') >= 0 ? rest.indexOf('summary') : rest.indexOf('personal_info');
  const moved = [...rest.slice(0, after + 1), 'certifications', ...rest.slice(after + 1)];
  if (moved.indexOf('certifications') >= at) return order;
  const terms = required.map((requirement) => requirement.term).slice(0, 3);
  notes.push(`Certifications moved up: the job requires ${terms.join(', ')}.`);
  return moved;
}

/** The resume's match, or null when the posting asks for nothing the engine can read. */
function matchOf(input: TailorInput, library: Library): MatchResult | null {
  try {
    return matchPosting({
      postingText: input.job.postingText,
      title: input.job.title,
      company: input.job.company,
      library,
      now: input.now,
      ...(input.dictionary ? { dictionary: input.dictionary } : {}),
    });
  } catch (error) {
    if (error instanceof PostingError) return null;
    throw error;
  }
}

/** The tailored resume for a job, with the score of the plain and of the tailored resume. */
export function tailorResume(input: TailorInput): TailorResult {
  const sections = new Set(input.design.section_order);
  const plain = matchOf(input, resumeLibrary(input.content, sections, {}, input.snippets));
  const roleLines = input.content.experience.map((role) => linesOf(role.description));
  const summarySnippets = input.snippets.filter(isSummarySnippet);
  const otherSnippets = input.snippets.filter((snippet) => !isSummarySnippet(snippet));

  // Every experience line and every summary line is read as an item of its own, so the evidence says which line
  // shows what; skills and snippets keep their own ids.
  // A line's id: LINE_BASE + the number of lines before it, counting every role's lines in order.
  const firstLine = roleLines.map((_, role) => roleLines.slice(0, role).reduce((sum, lines) => sum + lines.length, 0));
  const lineId = (role: number, index: number) => LINE_BASE + firstLine[role]! + index;
  const experiences = roleLines.flatMap((lines, role) =>
    lines.map((line, index) => {
      const entry = input.content.experience[role]!;
      return {
        id: lineId(role, index),
        job_title: '',
        company: '',
        start_date: entry.start_date ?? '',
        end_date: entry.end_date,
        description: line,
      };
    }),
  );
  const summaryItems = summarySnippets.flatMap((snippet) =>
    summaryLines(snippet.content).map((line, index) => ({ snippetId: snippet.id, line, index })),
  );
  const requirements = lineRequirements({
    postingText: input.job.postingText,
    title: input.job.title,
    company: input.job.company,
    library: {
      skills: input.content.skills.map((skill, i) => ({
        id: i + 1,
        skill_name: skill.skill_name,
        category: skill.category,
      })),
      experiences,
      education: [],
      certifications: [],
      snippets: [
        ...otherSnippets,
        ...summaryItems.map((item, i) => ({ id: LINE_BASE * 2 + i, title: '', content: item.line })),
      ],
    },
    now: input.now,
    ...(input.dictionary ? { dictionary: input.dictionary } : {}),
  });

  /** The weight of the requirements an item shows, counting each requirement once per item. */
  const coverage = new Map<string, number>();
  for (const requirement of requirements) {
    const seen = new Set<string>();
    for (const evidence of requirement.evidence) {
      const key = `${evidence.source}:${evidence.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      coverage.set(key, (coverage.get(key) ?? 0) + weight(requirement));
    }
  }
  const covers = (source: string, id: number) => coverage.get(`${source}:${id}`) ?? 0;
  const notes: string[] = [];

  const experience = input.content.experience.map((role, roleIndex) => {
    const lines = roleLines[roleIndex]!;
    const lineWeight = (_: string, index: number) => covers('experience', lineId(roleIndex, index));
    const keepFirst = lines.length > 1 && isScopeLine(lines[0]!) ? 1 : 0;
    const ordered = [
      ...lines.slice(0, keepFirst),
      ...byCoverage(lines.slice(keepFirst), (line, index) => lineWeight(line, index + keepFirst)),
    ];
    const moved = ordered.some((line, index) => line !== lines[index]);
    if (moved) {
      const strong = lines.filter((line, index) => index >= keepFirst && lineWeight(line, index) > 0).length;
      const where = keepFirst ? 'after its scope line' : 'first';
      notes.push(
        `${[role.job_title, role.company].filter(Boolean).join(', ')}: the ${strong === 1 ? 'line' : `${strong} lines`} that show what the job asks for now ${strong === 1 ? 'comes' : 'come'} ${where}.`,
      );
    }
    return moved ? { ...role, description: ordered.join('\n') } : role;
  });

  const skillWeight = (index: number) => covers('skill', index + 1);
  const skills = byCoverage(input.content.skills, (_, index) => skillWeight(index));
  const leading = input.content.skills.filter((_, index) => skillWeight(index) > 0);
  if (leading.length > 0 && skills.some((skill, index) => skill !== input.content.skills[index]))
    notes.push(`Skills: ${leading.map((skill) => skill.skill_name).join(', ')} now lead the list.`);

  const map: SnippetSectionMap = {};
  for (const snippet of byCoverage(otherSnippets, (snippet) => covers('snippet', snippet.id))) {
    if (covers('snippet', snippet.id) === 0) continue;
    const section = sectionForSnippet(snippet);
    if (!section || !sections.has(section)) continue;
    (map[section] ??= []).push(snippet.id);
    notes.push(`Placed “${snippet.title || 'an untitled snippet'}” in ${section}: it shows what the job asks for.`);
  }
  for (const section of SNIPPET_SECTIONS) if (map[section]?.length === 0) delete map[section];

  let summary = input.content.summary;
  if (summaryItems.length > 0 && sections.has('summary')) {
    const lineWeight = (index: number) => covers('snippet', LINE_BASE * 2 + index);
    const best = byCoverage(summarySnippets, (snippet) =>
      summaryItems.reduce((sum, item, i) => sum + (item.snippetId === snippet.id ? lineWeight(i) : 0), 0),
    )[0]!;
    const own = summaryItems
      .map((item, i) => ({ ...item, weight: lineWeight(i) }))
      .filter((item) => item.snippetId === best.id);
    const bullets = byCoverage(own, (item) => item.weight).map((item) => item.line);
    summary = { bullet_points: bullets };
    if (summarySnippets.length > 1 || bullets.some((line, i) => line !== own[i]!.line))
      notes.push(`Summary: from “${best.title}”, the lines closest to the job first.`);
  }

  const sectionOrder = orderForJob(input.design.section_order, plain, input.content, notes);
  const headline = headlineFor(input.job.title);
  if (headline) notes.push(`Under your name: “${headline}”, the role you are applying for.`);
  const content = { ...input.content, experience, skills, summary };
  const after = matchOf(input, resumeLibrary(content, sections, map, input.snippets));
  const terms = (status: (requirement: Requirement) => boolean) =>
    (after?.requirements ?? [])
      .filter((requirement) => requirement.category !== 'job_title' && status(requirement))
      .map(({ term, importance }) => ({ term, importance }));
  return {
    content,
    sectionOrder,
    snippetSectionMap: map,
    scoreBefore: plain?.score ?? null,
    scoreAfter: after?.score ?? null,
    covered: terms((requirement) => requirement.status !== 'missing'),
    // What may be obtained after hire is no gap to show on a resume.
    missing: terms((requirement) => gapKind(requirement) === 'gap'),
    headline,
    notes,
  };
}
