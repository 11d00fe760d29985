/** Job Trends: across a user's saved postings, the most requested skills and whether the library shows each. */
import { type Dictionary, shippedDictionary } from './dictionary.js';
import { weighEvidence } from './evidence.js';
import { extractRequirements } from './extract-requirements.js';
import { indexLibrary } from './library-index.js';
import { readPostingText } from './posting-text.js';
import type { Evidence, Library, MatchStatus, Requirement, RequirementCategory } from './types.js';

const TREND_CATEGORIES = new Set<RequirementCategory>(['hard_skill', 'soft_skill', 'certification', 'language']);

export interface TrendPosting {
  jobId: number;
  /** Requirements already read (a stored, fresh result), or the posting to read them from. */
  requirements?: Requirement[];
  posting?: { text: string; title: string; company?: string };
}

export interface Trend {
  term: string;
  /** The dictionary term's id (or the user's own skill's key), for what other tables hold per term. */
  term_id: string;
  category: RequirementCategory;
  /** How many postings ask for it, and how many of those call it required. */
  postings: number;
  required: number;
  job_ids: number[];
  status: MatchStatus;
  evidence: Evidence[];
}

/** The skills, certifications and languages the postings ask for, most requested first, each checked against the library. */
export function skillTrends(
  postings: TrendPosting[],
  library: Library,
  now: string,
  dictionary: Dictionary = shippedDictionary(),
): Trend[] {
  const index = indexLibrary(library, dictionary);
  const byId = new Map<string, { requirement: Requirement; jobIds: Set<number>; required: number }>();
  for (const posting of postings) {
    let requirements = posting.requirements;
    if (!requirements && posting.posting) {
      try {
        requirements = extractRequirements(
          {
            text: readPostingText(posting.posting.text),
            title: posting.posting.title,
            company: posting.posting.company ?? null,
          },
          dictionary,
          index.extra,
        ).requirements;
      } catch {
        // A posting that cannot be read (empty after cleaning, binary) asks for nothing here.
        requirements = [];
      }
    }
    for (const requirement of requirements ?? []) {
      if (!TREND_CATEGORIES.has(requirement.category)) continue;
      const entry = byId.get(requirement.id) ?? {
        requirement: { ...requirement, status: 'missing' as MatchStatus, evidence: [], spans: [] },
        jobIds: new Set<number>(),
        required: 0,
      };
      if (!entry.jobIds.has(posting.jobId)) {
        entry.jobIds.add(posting.jobId);
        if (requirement.importance === 'required') entry.required += 1;
      }
      byId.set(requirement.id, entry);
    }
  }
  const entries = [...byId.values()];
  weighEvidence(
    entries.map((entry) => entry.requirement),
    index,
    dictionary,
    now,
  );
  return entries
    .map(({ requirement, jobIds, required }) => ({
      term: requirement.term,
      term_id: requirement.id.slice(requirement.id.indexOf(':') + 1),
      category: requirement.category,
      postings: jobIds.size,
      required,
      job_ids: [...jobIds].sort((a, b) => a - b),
      status: requirement.status,
      evidence: requirement.evidence.slice(0, 1),
    }))
    .sort(
      (a, b) => b.postings - a.postings || b.required - a.required || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
    );
}
