/** The content library read once per match: every item's text tokenised, and the dictionary terms each one names. */
import type { Dictionary } from './dictionary.js';

import { type Token, tokenizeEach } from './nlp.js';
import { findPhrases, PhraseIndex } from './phrase-index.js';
import type { EvidenceSource, ExtraTerm, Library } from './types.js';

/** One field of one library item: the text a requirement can be found in. */
export interface LibraryText {
  source: EvidenceSource;
  id: number;
  /** Ordering key: the library's own order of sources, then item order. */
  order: number;
  text: string;
  tokens: Token[];
  /** The tokens that hold a letter or a digit, for comparing words. */
  words: Token[];
  /** What to show before the excerpt when the field alone would not say which item it is. */
  label: string;
}

export interface TermOccurrence {
  text: LibraryText;
  /** The words as the library writes them. */
  surface: string;
  start: number;
  end: number;
}

export interface LibraryIndex {
  texts: LibraryText[];
  occurrences: Map<string, TermOccurrence[]>;
  /** The user's own skills the dictionary lacks, added to the posting's reading. */
  extra: { index: PhraseIndex; terms: Map<string, ExtraTerm> };
  library: Library;
}

const SOURCE_ORDER: EvidenceSource[] = [
  'skill',
  'experience',
  'certification',
  'education',
  'snippet',
  'personal_info',
];

function textsOf(library: Library): Array<Omit<LibraryText, 'tokens' | 'words' | 'order'>> {
  const texts: Array<Omit<LibraryText, 'tokens' | 'words' | 'order'>> = [];
  for (const skill of library.skills) texts.push({ source: 'skill', id: skill.id, text: skill.skill_name, label: '' });
  for (const item of library.experiences) {
    const label = [item.job_title, item.company].filter(Boolean).join(', ');
    texts.push({ source: 'experience', id: item.id, text: item.job_title, label: '' });
    if (item.description.trim()) texts.push({ source: 'experience', id: item.id, text: item.description, label });
  }
  for (const item of library.certifications) {
    texts.push({
      source: 'certification',
      id: item.id,
      text: [item.cert_name, item.issuer].filter(Boolean).join(', '),
      label: '',
    });
  }
  for (const item of library.education) {
    texts.push({
      source: 'education',
      id: item.id,
      text: [item.degree, item.field, item.institution].filter(Boolean).join(', '),
      label: '',
    });
  }
  for (const item of library.snippets) {
    texts.push({ source: 'snippet', id: item.id, text: item.content, label: item.title });
  }
  return texts;
}

function withWords(tokens: Token[]): { tokens: Token[]; words: Token[] } {
  return { tokens, words: tokens.filter((token) => /[\p{L}\p{N}]/u.test(token.stem)) };
}

/** Tokenises the library and finds the dictionary terms (and the user's own skills) in every item. */
export function indexLibrary(library: Library, dictionary: Dictionary): LibraryIndex {
  const extra = userSkillTerms(library, dictionary);
  const occurrences = new Map<string, TermOccurrence[]>();
  const entries = textsOf(library);
  // One pass of the tokeniser over every item: a pass per item cost more in setting up than in reading.
  const tokens = tokenizeEach(entries.map((entry) => entry.text));
  const texts: LibraryText[] = entries.map((entry, position) => ({
    ...entry,
    order: SOURCE_ORDER.indexOf(entry.source) * 1_000_000 + position,
    ...withWords(tokens[position]!),
  }));
  // The dictionary and the user's own skills are read apart: "PowerFlex VFDs", a skill of the user's own, still names
  // the dictionary's VFDs.
  for (const text of texts) {
    for (const hit of [...findPhrases(text.tokens, [dictionary.index]), ...findPhrases(text.tokens, [extra.index])]) {
      const start = text.tokens[hit.from]!.start;
      const end = text.tokens[hit.to - 1]!.end;
      const list = occurrences.get(hit.entry.termId) ?? [];
      list.push({ text, surface: text.text.slice(start, end), start, end });
      occurrences.set(hit.entry.termId, list);
    }
  }
  return { texts, occurrences, extra, library };
}

// A skill the user wrote that the dictionary does not know ("Ladder logic") becomes a term for this match,
// so a posting that asks for it is read as asking for it.
function userSkillTerms(library: Library, dictionary: Dictionary): LibraryIndex['extra'] {
  const index = new PhraseIndex();
  const terms = new Map<string, ExtraTerm>();
  const names = library.skills.map((skill) => skill.skill_name.trim()).filter((name) => name.length >= 2);
  const read = tokenizeEach(names);
  for (const [i, name] of names.entries()) {
    const tokens = read[i]!;
    const known = findPhrases(tokens, [dictionary.index]);
    if (known.length === 1 && known[0]!.from === 0 && known[0]!.to === tokens.length) continue;
    const id = `user:${tokens.map((token) => token.lower).join(' ')}`;
    if (terms.has(id)) continue;
    terms.set(id, { id, name, category: 'hard_skill' });
    index.add(id, name, false, tokens);
  }
  return { index, terms };
}

/** The sentence or line of a library text around an occurrence, short enough to show beside a requirement. */
export function excerptAround(text: LibraryText, start: number, end: number): string {
  const body = text.text;
  const lineStart = Math.max(body.lastIndexOf('\n', start - 1) + 1, sentenceStart(body, start));
  const nextBreak = body.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? body.length : nextBreak;
  let excerpt = body
    .slice(lineStart, lineEnd)
    .trim()
    .replace(/^[-*•·]\s*/, '');
  if (excerpt.length > 180) {
    const from = Math.max(0, start - lineStart - 70);
    excerpt = `${from > 0 ? '…' : ''}${body.slice(lineStart + from, Math.min(lineEnd, end + 90)).trim()}…`;
  }
  return text.label ? `${text.label}: ${excerpt}` : excerpt;
}

function sentenceStart(body: string, offset: number): number {
  const before = body.slice(0, offset);
  const match = /[.!?]\s+(?=[^.!?]*$)/.exec(before);
  return match ? match.index + match[0].length : 0;
}
