/** The match engine's public surface. */
export {
  ALGORITHM_VERSION,
  dictionaryVersion,
  lineRequirements,
  matchPosting,
  weighPosting,
  type MatchInput,
} from './match.js';
export { PostingError, postingMessages, POSTING_MAX, readPostingText } from './posting-text.js';
export { CATEGORY_WEIGHTS, IMPORTANCE_WEIGHTS, MISSING_REQUIRED_PENALTY, STATUS_CREDIT, penaltyFor } from './score.js';
export { shippedDictionary, buildDictionary, type Dictionary, type DictionaryData } from './dictionary.js';
export * from './types.js';
export {
  sectionForSnippet,
  SNIPPET_SECTIONS,
  suggestMappings,
  type SnippetSection,
  type SnippetSuggestion,
  type Suggestions,
} from './suggest.js';
export { gapKind, presentGaps, type GapKind } from './gaps.js';
export { skillTrends, type Trend, type TrendPosting } from './trends.js';
export { jobField, mostCommonField, JOB_FIELDS, type JobField } from './job-field.js';
export { tailorResume, type TailorInput, type TailorResult } from './tailor.js';
