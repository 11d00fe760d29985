/** The engine's input and output shapes (the API returns MatchResult as it is). */

export const REQUIREMENT_CATEGORIES = [
  'hard_skill',
  'job_title',
  'education',
  'years',
  'soft_skill',
  'certification',
  'language',
  'other',
] as const;
export type RequirementCategory = (typeof REQUIREMENT_CATEGORIES)[number];

/** Categories a dictionary term can have; the others are read from patterns (years, education) or the job title. */
export type TermCategory = 'hard_skill' | 'soft_skill' | 'certification' | 'language' | 'other';

/** A term the user's own library names (or the learned reader reads) that the dictionary lacks. */
export interface ExtraTerm {
  id: string;
  name: string;
  category: TermCategory;
}

export type Importance = 'required' | 'preferred';
export type MatchStatus = 'matched' | 'partial' | 'missing';
/**
 * How a library item proves a requirement: the same words, another spelling of the term, the same word stems, a
 * narrower term that is a kind of it (Manhattan WMS for a WMS, Terraform for infrastructure as code), a term the
 * posting gives as an example of it ("Kafka or another event streaming platform"), a term the posting accepts instead
 * ("AWS, GCP or Azure"), or a related term of the same narrow family.
 */
export type MatchKind = 'exact' | 'alias' | 'stem' | 'narrower' | 'example' | 'alternative' | 'related' | 'computed';
export type EvidenceSource = 'skill' | 'experience' | 'education' | 'certification' | 'snippet' | 'personal_info';

export interface Evidence {
  source: EvidenceSource;
  id: number;
  excerpt: string;
  match: MatchKind;
}

export interface Requirement {
  /** Stable within a result: category and normalised term. */
  id: string;
  /** The posting's own phrase. */
  text: string;
  /** The normalised term: the dictionary name, "5 years", "bachelor", the title. */
  term: string;
  category: RequirementCategory;
  importance: Importance;
  status: MatchStatus;
  evidence: Evidence[];
  /** Where the posting says it (offsets into the cleaned posting text, end exclusive), every mention. */
  spans: Array<[number, number]>;
  /**
   * Other terms the posting takes for this one requirement: the examples it gives of a kind ("a WMS (Manhattan, SAP
   * EWM or similar)") or the alternatives of an either-or list ("AWS, GCP or Azure"), any of which proves it.
   */
  accepts?: string[];
  /**
   * Set when the posting lets the candidate obtain it after hire ("TNCC within 6 months of hire", "or willingness to
   * obtain"): never a present gap, and it counts in the score only once the library shows it.
   */
  after_hire?: boolean;
  /**
   * Set when the learned reader, not the dictionary, read it (a skill named in words the dictionary lacks): less
   * certain, so it weighs as a preferred one, takes nothing off for a missing must-have, and no list calls it a gap.
   */
  learned?: boolean;
  /** For years: how many the posting asks for and how many the library shows. */
  years?: { required: number; found: number };
  /** For education: the level and field asked for, and whether equivalent experience is accepted instead. */
  degree?: {
    level: 'high_school' | 'associate' | 'bachelor' | 'master' | 'doctorate';
    field: string | null;
    equivalentAccepted: boolean;
  };
}

export interface CategoryFigure {
  matched: number;
  partial: number;
  total: number;
  weight: number;
}

export interface MatchResult {
  score: number;
  algorithm_version: string;
  dictionary_version: string;
  computed_at: string;
  /** Always null: the score has no ceiling since rules 2.0.0 (kept so older clients read the same shape). */
  cap: number | null;
  /** Points the missing must-have hard skills took off the weighted score (rules 2.0.0 on). */
  penalty?: number;
  categories: Partial<Record<RequirementCategory, CategoryFigure>>;
  requirements: Requirement[];
  /** The posting as read (markup removed), which `spans` point into. */
  posting_text: string;
}

/** The content library as the engine reads it: the API's own item shapes, fields it does not need left out. */
export interface Library {
  skills: Array<{ id: number; skill_name: string; category?: string }>;
  experiences: Array<{
    id: number;
    job_title: string;
    company: string;
    start_date: string;
    end_date: string | null;
    description: string;
  }>;
  education: Array<{ id: number; degree: string; field: string; institution: string }>;
  certifications: Array<{ id: number; cert_name: string; issuer: string }>;
  snippets: Array<{ id: number; title: string; content: string }>;
}

/**
 * True when a library (the engine's, or a resume's copy of its lists) has nothing the engine reads: every requirement
 * is missing, and no score, resume or letter can draw on it.
 */
export const libraryIsEmpty = (library: { [List in keyof Library]: readonly unknown[] }): boolean =>
  library.skills.length === 0 &&
  library.experiences.length === 0 &&
  library.education.length === 0 &&
  library.certifications.length === 0 &&
  library.snippets.length === 0;
