/** The writing tools' public surface (no I/O): the offline composer, the prompts, the claims check. */
export * from './letter-types.js';
export {
  composeLetter,
  listOf,
  paragraphRoles,
  regenerateParagraph,
  regenerateParagraphText,
} from './compose-letter.js';
export { lengthNote } from './length-note.js';
export { postingEvidence, descriptionLines, type EvidenceLine, type PostingEvidence } from './evidence-lines.js';
export {
  letterPrompt,
  linePrompt,
  LINE_REWRITES,
  paragraphPrompt,
  starPrompt,
  type LinePromptInput,
  type Prompt,
} from './prompts.js';
export { checkClaims, claimKey, type ClaimKind, type UnsupportedClaim, type ClaimContext } from './claims.js';
export { rewriteLine, type LineRewrite, type LineAdvice } from './rewrite-line.js';
export { letterBlocks, letterIsEmpty, letterText, spansOf, type LetterBlock, type Span } from './letter-blocks.js';
