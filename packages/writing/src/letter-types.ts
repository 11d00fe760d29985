/** The shapes the cover-letter composer, the prompts and the claims check share. */
import type { Dictionary, Library } from '@hirestride/match';

export const TONES = ['formal', 'warm', 'concise'] as const;
export type Tone = (typeof TONES)[number];
export const LETTER_LENGTHS = ['short', 'medium', 'long'] as const;
export type LetterLength = (typeof LETTER_LENGTHS)[number];

/** The user's library as the writing tools read it: the match engine's Library, plus the name to sign with. */
export interface WritingLibrary extends Library {
  name: string;
}

export interface LetterJob {
  title: string;
  company: string;
  postingText: string;
}

export interface LetterInput {
  job: LetterJob;
  library: WritingLibrary;
  tone: Tone;
  length: LetterLength;
  /** ISO timestamp: open-ended roles count as current on this day. */
  now: string;
  /** Another wording and other lines for the same letter (0 is the first); regenerating a paragraph asks for the next. */
  variant?: number;
  dictionary?: Dictionary;
}

/** What a paragraph is for; regenerating one paragraph keeps its role. */
export type ParagraphRole = 'greeting' | 'opening' | 'evidence' | 'skills' | 'closing' | 'signoff';

export interface LetterParagraph {
  role: ParagraphRole;
  text: string;
}

export interface LetterDraft {
  paragraphs: LetterParagraph[];
  /** The posting's requirements the letter shows evidence for, most important first. */
  covered: string[];
}
