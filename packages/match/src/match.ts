/** Scores a content library against a posting: the engine's one entry point. */
import { type Dictionary, shippedDictionary } from './dictionary.js';
import { weighEvidence } from './evidence.js';
import { extractRequirements } from './extract-requirements.js';
import { indexLibrary, type LibraryIndex } from './library-index.js';
import { PostingError, postingMessages, readPostingText } from './posting-text.js';
import { scoreRequirements } from './score.js';
import { titlesVersion } from './titles.js';
import type { Library, MatchResult, Requirement } from './types.js';

/** Bumped whenever a rule or weight changes, so a stored result says which rules made it. */
export const ALGORITHM_VERSION = '2.0.1';

export interface MatchInput {
  /** The posting as pasted or saved (markup is read as text). */
  postingText: string;
  /** The saved job's title, when scoring a saved job. */
  title?: string | null;
  /** The saved job's company: sentences about it describe it rather than ask for anything. */
  company?: string | null;
  library: Library;
  /** When the result is computed (ISO timestamp): open-ended experience counts up to this day. */
  now: string;
  dictionary?: Dictionary;
}

/** The dictionary version a result carries: the skills terms and the title index together. */
export function dictionaryVersion(dictionary: Dictionary = shippedDictionary()): string {
  return `${dictionary.version}+titles.${titlesVersion}`;
}

/**
 * The posting read and every requirement weighed against the library: what the score, the snippet suggestions and
 * anything else that explains a match start from.
 */
export function weighPosting(input: MatchInput): { text: string; requirements: Requirement[]; library: LibraryIndex } {
  const dictionary = input.dictionary ?? shippedDictionary();
  const text = readPostingText(input.postingText);
  const library = indexLibrary(input.library, dictionary);
  const read = extractRequirements(
    { text, title: input.title ?? null, company: input.company ?? null },
    dictionary,
    library.extra,
  );
  weighEvidence(read.requirements, library, dictionary, input.now, read);
  return { text, requirements: read.requirements, library };
}

/**
 * The requirements a line of the library can show (not the job title, not years), weighed against the library;
 * none when the posting cannot be read. Tailoring and the letter composer weigh each line as an item of its own.
 */
export function lineRequirements(input: MatchInput): Requirement[] {
  try {
    return weighPosting(input).requirements.filter(
      (requirement) => requirement.category !== 'job_title' && requirement.category !== 'years',
    );
  } catch (error) {
    if (error instanceof PostingError) return [];
    throw error;
  }
}

/** Reads the posting, finds the evidence for each requirement and scores it; the same input always gives the same output. */
export function matchPosting(input: MatchInput): MatchResult {
  const dictionary = input.dictionary ?? shippedDictionary();
  const { text, requirements } = weighPosting({ ...input, dictionary });
  // A title alone is not something to score against: without any skill, degree or experience read, say so.
  if (requirements.every((requirement) => requirement.category === 'job_title')) {
    throw new PostingError('no_requirements', postingMessages.no_requirements);
  }
  const { score, cap, penalty, categories } = scoreRequirements(requirements);
  return {
    score,
    algorithm_version: ALGORITHM_VERSION,
    dictionary_version: dictionaryVersion(dictionary),
    computed_at: input.now,
    cap,
    penalty,
    categories,
    requirements,
    posting_text: text,
  };
}
