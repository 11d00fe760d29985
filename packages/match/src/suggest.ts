/** Snippet mappings for a resume: which unplaced snippets close a job's gaps, and which section each belongs in. */
import { SNIPPET_SECTIONS, type SnippetSection } from '@hirestride/shared/resume';
import type { Dictionary } from './dictionary.js';
import { excerptAround, type LibraryIndex } from './library-index.js';
import { weighPosting } from './match.js';
import type { Importance, Library, Requirement, RequirementCategory } from './types.js';

export { SNIPPET_SECTIONS, type SnippetSection };

// The words that say what a snippet is; the title counts before the content.
const SECTION_WORDS: Record<SnippetSection, RegExp> = {
  volunteer:
    /\b(volunteer\w*|charit\w*|non-?profit|community|pro bono|fundrais\w*|mentor(ed|ing)? (students|young|youth)|food bank|scout\w*|coach(ed|ing)? (a |the )?(youth|junior|kids))\b/i,
  awards:
    /\b(award\w*|prize\w*|won|winner|honou?rs?|recogni[sz]ed|scholarship|medal|finalist|ranked|top \d+%?|employee of the (month|year)|dean'?s list|distinction)\b/i,
  testimonials:
    /\b(testimonial\w*|recommendation from|endorse(d|ment)\w*|reference from|feedback from)\b|^\s*[“"‘']|[”"’]\s*[—–-]\s*\p{Lu}/iu,
};

/** The section a snippet's words fit, or null when none does. */
export function sectionForSnippet(snippet: { title: string; content: string }): SnippetSection | null {
  for (const text of [snippet.title, snippet.content]) {
    for (const section of SNIPPET_SECTIONS) if (SECTION_WORDS[section].test(text)) return section;
  }
  return null;
}

export interface CoveredRequirement {
  term: string;
  category: RequirementCategory;
  importance: Importance;
  /** True when nothing else in the library shows it: the snippet is what closes the gap. */
  onlyProof: boolean;
}

export interface SnippetSuggestion {
  snippet_id: number;
  section: SnippetSection | null;
  covers: CoveredRequirement[];
  why: string;
}

export interface StrongLine {
  experience_id: number;
  excerpt: string;
  covers: string[];
}

export interface Suggestions {
  /** How the suggestions were ranked, said to the user. */
  basis: string;
  suggestions: SnippetSuggestion[];
  /** Experience lines that prove the most of the job's requirements: keep them first. */
  strongest_lines: StrongLine[];
}

export interface SuggestInput {
  library: Library;
  /** The snippets already placed on the resume: not proposed again. */
  placed: ReadonlySet<number>;
  /** The job to tailor to; without one, snippets are matched to sections by their words alone. */
  job: { postingText: string; title: string; company?: string } | null;
  now: string;
  dictionary?: Dictionary;
}

const TERM_CATEGORIES = new Set<RequirementCategory>([
  'hard_skill',
  'soft_skill',
  'certification',
  'language',
  'other',
]);
const weightOf = (covered: CoveredRequirement) =>
  (covered.importance === 'required' ? 2 : 1) * (covered.onlyProof ? 3 : 1);

function noJob(input: SuggestInput): Suggestions {
  const suggestions = input.library.snippets
    .filter((snippet) => !input.placed.has(snippet.id))
    .map((snippet) => ({ snippet, section: sectionForSnippet(snippet) }))
    .filter((entry) => entry.section !== null)
    .map(({ snippet, section }) => ({
      snippet_id: snippet.id,
      section,
      covers: [],
      why: `Its words fit ${section === 'volunteer' ? 'volunteering' : section}.`,
    }));
  return {
    basis:
      'Suggested from your snippets’ own words: no job is chosen, so each is proposed for the section its words fit (volunteering, awards, testimonials). Choose a job to rank them by what it asks for.',
    suggestions,
    strongest_lines: [],
  };
}

/** What each unplaced snippet proves of the job's requirements, best first; nothing is placed by this. */
export function suggestMappings(input: SuggestInput): Suggestions {
  if (!input.job) return noJob(input);
  const { requirements, library } = weighPosting({
    postingText: input.job.postingText,
    title: input.job.title,
    company: input.job.company ?? null,
    library: input.library,
    now: input.now,
    ...(input.dictionary ? { dictionary: input.dictionary } : {}),
  });
  const termRequirements = requirements.filter((r) => TERM_CATEGORIES.has(r.category));

  const suggestions: SnippetSuggestion[] = [];
  for (const snippet of input.library.snippets) {
    if (input.placed.has(snippet.id)) continue;
    const covers = termRequirements.flatMap((requirement) => coveredBy(requirement, snippet.id, library, input.placed));
    if (covers.length === 0) continue;
    const section = sectionForSnippet(snippet);
    const gaps = covers.filter((covered) => covered.onlyProof).length;
    const why =
      gaps > 0
        ? `Shows ${gaps} ${gaps === 1 ? 'requirement' : 'requirements'} nothing else on your resume shows.`
        : `Backs up ${covers.length} ${covers.length === 1 ? 'requirement' : 'requirements'} the job asks for.`;
    suggestions.push({
      snippet_id: snippet.id,
      section,
      covers,
      why: section ? why : `${why} No section of this template fits it; add its lines to your experience instead.`,
    });
  }
  const score = (suggestion: SnippetSuggestion) =>
    suggestion.covers.reduce((sum, covered) => sum + weightOf(covered), 0);
  suggestions.sort((a, b) => score(b) - score(a) || a.snippet_id - b.snippet_id);
  return {
    basis:
      'Suggested from your job’s requirements: ranked by how many of them each snippet shows, those nothing else on your resume shows first.',
    suggestions,
    strongest_lines: strongestLines(termRequirements, library),
  };
}

function coveredBy(
  requirement: Requirement,
  snippetId: number,
  library: LibraryIndex,
  placed: ReadonlySet<number>,
): CoveredRequirement[] {
  const termId = requirement.id.slice(requirement.id.indexOf(':') + 1);
  const occurrences = library.occurrences.get(termId) ?? [];
  if (!occurrences.some((o) => o.text.source === 'snippet' && o.text.id === snippetId)) return [];
  // Other proof on the resume: any item outside the snippets, or a snippet already placed.
  const elsewhere = occurrences.some(
    (o) => o.text.source !== 'snippet' || (o.text.id !== snippetId && placed.has(o.text.id)),
  );
  return [
    {
      term: requirement.term,
      category: requirement.category,
      importance: requirement.importance,
      onlyProof: !elsewhere,
    },
  ];
}

function strongestLines(requirements: Requirement[], library: LibraryIndex): StrongLine[] {
  const lines = new Map<string, StrongLine>();
  for (const requirement of requirements) {
    const termId = requirement.id.slice(requirement.id.indexOf(':') + 1);
    for (const occurrence of library.occurrences.get(termId) ?? []) {
      if (occurrence.text.source !== 'experience' || occurrence.text.label === '') continue;
      const excerpt = excerptAround(occurrence.text, occurrence.start, occurrence.end);
      const key = `${occurrence.text.id}:${excerpt}`;
      const line = lines.get(key) ?? { experience_id: occurrence.text.id, excerpt, covers: [] };
      if (!line.covers.includes(requirement.term)) line.covers.push(requirement.term);
      lines.set(key, line);
    }
  }
  return [...lines.values()]
    .sort(
      (a, b) =>
        b.covers.length - a.covers.length || a.experience_id - b.experience_id || (a.excerpt < b.excerpt ? -1 : 1),
    )
    .slice(0, 5);
}
