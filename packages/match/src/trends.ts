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
  /** Every posting that asks for it lets the candidate obtain it after hire. */
  after_hire?: boolean;
  evidence: Evidence[];
}

const STATUS_RANK: Record<MatchStatus, number> = { missing: 0, partial: 1, matched: 2 };

/**
 * One posting's requirements weighed as its own match weighs them, with the examples and alternatives it accepts:
 * read from its text, or taken from a stored result (whose accepted terms are found again by name).
 */
function weighed(
  posting: TrendPosting,
  index: ReturnType<typeof indexLibrary>,
  dictionary: Dictionary,
  now: string,
  idsByName: () => Map<string, string>,
): Requirement[] {
  if (posting.requirements) {
    const requirements = posting.requirements.map((requirement) => ({
      ...requirement,
      status: 'missing' as MatchStatus,
      evidence: [],
    }));
    const alternatives = new Map(
      requirements
        .filter((requirement) => requirement.accepts?.length)
        .map((requirement) => [requirement.id, requirement.accepts!.flatMap((name) => idsByName().get(name) ?? [])]),
    );
    weighEvidence(requirements, index, dictionary, now, { examples: new Map(), alternatives });
    return requirements;
  }
  if (!posting.posting) return [];
  try {
    const read = extractRequirements(
      {
        text: readPostingText(posting.posting.text),
        title: posting.posting.title,
        company: posting.posting.company ?? null,
      },
      dictionary,
      index.extra,
    );
    weighEvidence(read.requirements, index, dictionary, now, read);
    return read.requirements;
  } catch {
    // A posting that cannot be read (empty after cleaning, binary) asks for nothing here.
    return [];
  }
}

/** The skills, certifications and languages the postings ask for, most requested first, each checked against the library. */
export function skillTrends(
  postings: TrendPosting[],
  library: Library,
  now: string,
  dictionary: Dictionary = shippedDictionary(),
): Trend[] {
  const index = indexLibrary(library, dictionary);
  let idsByName: Map<string, string> | undefined;
  const byId = new Map<string, { requirement: Requirement; jobIds: Set<number>; required: number }>();
  for (const posting of postings) {
    const requirements = weighed(posting, index, dictionary, now, () => {
      idsByName ??= new Map([...dictionary.terms.values()].map((term) => [term.name, term.id]));
      return idsByName;
    });
    for (const requirement of requirements) {
      if (!TREND_CATEGORIES.has(requirement.category)) continue;
      const entry = byId.get(requirement.id);
      if (!entry) {
        byId.set(requirement.id, {
          requirement: { ...requirement, spans: [] },
          jobIds: new Set([posting.jobId]),
          required: requirement.importance === 'required' && !requirement.after_hire ? 1 : 0,
        });
        continue;
      }
      if (entry.jobIds.has(posting.jobId)) continue;
      entry.jobIds.add(posting.jobId);
      if (requirement.importance === 'required' && !requirement.after_hire) entry.required += 1;
      // Across postings the least the library shows stands, and only what every posting lets wait can wait.
      if (STATUS_RANK[requirement.status] < STATUS_RANK[entry.requirement.status]) {
        entry.requirement.status = requirement.status;
        entry.requirement.evidence = requirement.evidence;
      }
      if (!requirement.after_hire) delete entry.requirement.after_hire;
    }
  }
  const entries = [...byId.values()];
  return entries
    .map(({ requirement, jobIds, required }) => ({
      term: requirement.term,
      term_id: requirement.id.slice(requirement.id.indexOf(':') + 1),
      category: requirement.category,
      postings: jobIds.size,
      required,
      job_ids: [...jobIds].sort((a, b) => a - b),
      status: requirement.status,
      ...(requirement.after_hire ? { after_hire: true } : {}),
      evidence: requirement.evidence.slice(0, 1),
    }))
    .sort(
      (a, b) => b.postings - a.postings || b.required - a.required || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
    );
}
