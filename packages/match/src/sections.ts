/** The posting's structure: headings and the clauses under them, each with the importance its wording gives. */
import type { Importance } from './types.js';

/** What a section holds: requirements (required or preferred by its heading), or boilerplate that asks nothing of the candidate. */
export type SectionKind = 'required' | 'preferred' | 'neutral' | 'about' | 'boilerplate';

export interface Clause {
  start: number;
  end: number;
  section: SectionKind;
  importance: Importance;
  /** True for a heading line itself. */
  heading: boolean;
  /** Comma-separated parts of a required clause that a cue makes preferred ("…, ideally including Instagram, …"). */
  preferredParts: Array<[number, number]>;
  /** Parts in which the company says what it uses ("… – we use xUnit, but any framework is fine"). */
  aboutParts: Array<[number, number]>;
}

// Checked in this order: "Preferred qualifications" is preferred before it is a qualification.
const HEADING_KINDS: Array<[SectionKind, RegExp]> = [
  [
    'preferred',
    /\b(nice[- ]to[- ]haves?|bonus|preferred|pluses|a plus|desirable|desired|would love|we'd love|love to see|ideal(ly)?|good[- ]to[- ]haves?|extra credit|stand out|advantageous|optional|not required|not essential)\b/i,
  ],
  [
    'boilerplate',
    /\b(benefits?|perks|what we offer|we offer|compensation|salary|pay range|equal (employment )?opportunit|eeo|diversity|how to apply|application process|(the |our |hiring |interview )?process|what happens next|next steps|our values|why (join|work)|life at|location and hours|working hours|accommodations?|privacy)\b/i,
  ],
  [
    'about',
    /\b(about (us|the (company|team|business|organi[sz]ation|employer|hospital|school|practice))|who we are(?! looking)|our (company|mission|story|team|culture)|meet the team|(our|the) (tech(nology)? )?stack|tech stack|tools we use|technology we use)\b/i,
  ],
  [
    'required',
    /\b(requirements?|required|must[- ]haves?|qualifications?|what you('ll| will)? (need|bring)|you (have|bring|will need)|you should have|skills|experience|who you are|essentials?|minimum|basic|about you|what we('re| are)? (look(ing)? for|seeking|need)|competenc(y|ies)|key skills|person specification|selection criteria|eligibility)\b/i,
  ],
  [
    'neutral',
    /\b(responsibilities|what you('ll| will)? (do|be doing)|the role|your role|the job|the position|duties|day[- ]to[- ]day|a day in the life|you will|in this role|job (description|summary)|position (summary|overview)|role overview)\b/i,
  ],
];

const PREFERRED_CUE =
  /\b(a plus|is a plus|are a plus|plus\b(?=[.!;,)]|$)|preferred|preferably|ideally|nice[- ]to[- ]have|bonus|desirable|advantageous|not required|not essential|would be (great|nice|helpful|a bonus)|helpful|beneficial|an advantage|is an asset|considered an asset)\b/i;

// A cue at the start ("Ideally, you…", "Bonus: …") or at the end ("… is a plus.") qualifies the whole clause;
// one in the middle qualifies only its comma-separated part.
const PREFIX_CUE =
  /^\W*(ideally|preferably|bonus( points)?|nice[- ]to[- ]haves?|it would be (great|nice|a bonus)|(a )?plus|extra credit|desirable|optionally|not required but)\b/i;
const SUFFIX_CUE =
  /\b((is|are|would be|will be|considered)\s+)?(a (big |huge |real |definite )?plus|preferred|desirable|desired|advantageous|a bonus|an advantage|an asset|nice[- ]to[- ]have|helpful|beneficial|welcome|not required|not essential|optional)\W*$/i;
// The company describing itself ("Our backend is written in C#", "We use Terraform") asks nothing of the candidate.
const SELF_DESCRIPTION =
  /^\W*(our (backend|back end|back-end|frontend|front end|front-end|stack|platform|product|app|apps|services|infrastructure|systems?|codebase|data (stack|platform)|tooling)\b|our\b[^.,;]{0,40}\bteams?\b|our \w+( \w+)? (is|are|has|have|runs|uses|was)\b|(the|this)\b[^.,;]{0,40}\b(team|squad)\b|we('re| are)? (build|run|rely|deploy|ship|work) (on|with|in)?\b|we('re| are) (built|running) on\b|everything (runs|is built|lives)\b)/i;

// Pay and benefits said in passing, outside a Benefits section: "plus a quarterly bonus based on team CSAT".
const PAY =
  /[$£€]\s?\d|\b\d+(\.\d+)?\s?k\b|\b(per hour|per annum|a year|salary|bonus|401\(k\)|pension|paid time off|PTO|annual leave|parental leave|health,? dental|insurance)\b/gi;
function isPay(clause: string): boolean {
  // Said in passing: a long clause (a whole posting pasted as one line) that mentions pay still asks for things.
  return clause.length <= PAY_CLAUSE_MAX && (clause.match(PAY)?.length ?? 0) >= 2;
}
const PAY_CLAUSE_MAX = 300;

const BULLET = /^\s*(?:[-*•·▪◦‣–—>]|\d{1,2}[.)]|#{1,6})\s*/;

/**
 * A heading: a short label ending with a colon ("What you'll need:"), a label with its content after the colon
 * ("Nice to have: Kafka"), or a short unbulleted line that starts by naming a section ("Preferred qualifications").
 */
function headingKind(line: string): { kind: SectionKind; inline: boolean } | null {
  // "**About us**" is a bold line, not a bulleted one.
  const bulleted = BULLET.test(line) && !/^\s*(?:\*\*|__)\S/.test(line);
  const bare = line
    .replace(BULLET, '')
    .replace(/[*_]{1,3}/g, '')
    .trim();
  if (bare === '') return null;
  const colon = bare.indexOf(':');
  if (colon > 0) {
    const head = bare.slice(0, colon);
    if (head.split(/\s+/).length > 10 || /[.,;!?]/.test(head)) return null;
    const inline = colon < bare.length - 1;
    const kind = kindOf(head) ?? (inline ? null : 'neutral');
    return kind ? { kind, inline } : null;
  }
  const words = bare.split(/\s+/);
  if (bulleted || words.length > 6 || /[.,;!?]/.test(bare)) return null;
  // "Python is nice to have" is a requirement, not a heading: a heading names its section in its first two words.
  const kind = kindStartingBy(bare, 2);
  return kind ? { kind, inline: false } : null;
}

// "About Parcelbay", "About Larkspur Regional": a heading naming the employer describes it ("About you" and "About
// the role" are the candidate's and the job's).
const ABOUT_EMPLOYER =
  /^\W*about\s+(?!(?:you|your|yourself|the\s+(?:role|job|position|opportunity|candidate|work))\b)\S/i;

function kindOf(text: string): SectionKind | null {
  if (ABOUT_EMPLOYER.test(text) && text.trim().split(/\s+/).length <= 5) return 'about';
  for (const [kind, pattern] of HEADING_KINDS) if (pattern.test(text)) return kind;
  return null;
}

// The kind of section named from one of the first `words` words on, or null.
function kindStartingBy(text: string, words: number): SectionKind | null {
  if (ABOUT_EMPLOYER.test(text)) return 'about';
  for (const [kind, pattern] of HEADING_KINDS) {
    const match = pattern.exec(text);
    if (match && text.slice(0, match.index).trim().split(/\s+/).filter(Boolean).length < words) return kind;
  }
  return null;
}

/** Splits a posting into clauses (sentences and list items) under their headings. */
export function readClauses(text: string, company: string | null = null): Clause[] {
  const clauses: Clause[] = [];
  let section: SectionKind = 'neutral';
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    if (line.trim() === '') continue;
    const heading = headingKind(line);
    if (heading && !heading.inline) {
      section = heading.kind;
      clauses.push({
        start: lineStart,
        end: lineStart + line.length,
        section,
        importance: importanceIn(section, line),
        heading: true,
        preferredParts: [],
        aboutParts: [],
      });
      continue;
    }
    // "Nice to have: Kafka" qualifies its own line; the section around it goes on.
    const lineSection = heading?.inline ? heading.kind : section;
    // Sentences and semicolon parts: "Python is required; Kafka is a plus." gives Kafka alone as preferred.
    const push = (from: number, to: number) => {
      const piece = line.slice(from, to);
      if (piece.trim() === '') return;
      const importance = importanceIn(lineSection, piece);
      clauses.push({
        start: lineStart + from,
        end: lineStart + to,
        section:
          lineSection === 'boilerplate' || isPay(piece)
            ? 'boilerplate'
            : SELF_DESCRIPTION.test(piece) || startsWithCompany(piece, company)
              ? 'about'
              : lineSection,
        importance,
        heading: false,
        preferredParts: importance === 'preferred' ? [] : preferredParts(piece, lineStart + from),
        aboutParts: partsWhere(piece, lineStart + from, COMPANY_USES),
      });
    };
    let partStart = 0;
    for (const end of line.matchAll(/[.;!?]+(?=\s|$)/g)) {
      const partEnd = (end.index ?? 0) + end[0].length;
      push(partStart, partEnd);
      partStart = partEnd;
    }
    push(partStart, line.length);
  }
  return mergeAbbreviations(clauses, text);
}

function importanceIn(section: SectionKind, clause: string): Importance {
  const bare = clause.replace(BULLET, '').trim();
  return section === 'preferred' || PREFIX_CUE.test(bare) || SUFFIX_CUE.test(bare) ? 'preferred' : 'required';
}

// "Pebble & Post helps independent sellers on Etsy": a sentence whose subject is the company describes it.
function startsWithCompany(clause: string, company: string | null): boolean {
  if (!company || company.trim().length < 2) return false;
  const bare = clause.replace(BULLET, '').trim().toLowerCase();
  const name = company.trim().toLowerCase();
  return bare.startsWith(name) || bare.startsWith(`at ${name}`);
}

const COMPANY_USES = /^\s*(but |and )?we (currently )?(use|run|work with|rely on|are on)\b/i;

/** The comma-, bracket- and dash-separated parts of a clause whose text matches, as offsets into the text. */
function partsWhere(clause: string, offset: number, pattern: RegExp): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  let start = 0;
  for (const separator of [...clause.matchAll(/,|\(|\)|\s[–—-]\s/g), { index: clause.length, 0: '' }]) {
    const end = separator.index ?? clause.length;
    if (pattern.test(clause.slice(start, end))) parts.push([offset + start, offset + end]);
    start = end + separator[0].length;
  }
  return parts;
}

/** The parts of a clause that carry a preference cue of their own. */
const preferredParts = (clause: string, offset: number) => partsWhere(clause, offset, PREFERRED_CUE);

/** True when the company, not the posting's asks, is what a clause says at `offset`. */
export function describesCompanyAt(clause: Clause, offset: number): boolean {
  return clause.aboutParts.some(([start, end]) => offset >= start && offset < end);
}

/** The importance of what the posting says at `offset` inside a clause. */
export function importanceAt(clause: Clause, offset: number): Importance {
  if (clause.importance === 'preferred') return 'preferred';
  return clause.preferredParts.some(([start, end]) => offset >= start && offset < end) ? 'preferred' : 'required';
}

// "B.Sc. in Computer Science" and "e.g. React" are not sentence ends; join such pieces back.
function mergeAbbreviations(clauses: Clause[], text: string): Clause[] {
  const merged: Clause[] = [];
  for (const clause of clauses) {
    const previous = merged.at(-1);
    const tail = previous ? text.slice(previous.start, previous.end) : '';
    if (
      previous &&
      !previous.heading &&
      !clause.heading &&
      previous.section === clause.section &&
      /(?:\b(?:e\.g|i\.e|etc|vs|incl|approx|B\.Sc|M\.Sc|B\.S|M\.S|B\.A|M\.A|Ph\.D|Sc|St|Dr|Mr|Ms|Mrs|No)\.|\b[A-Z]\.|\d\.)$/.test(
        tail,
      ) &&
      !text.slice(previous.end, clause.start).includes('\n')
    ) {
      const joined = { ...previous, end: clause.end };
      const joinedText = text.slice(joined.start, joined.end);
      joined.importance = importanceIn(previous.section, joinedText);
      joined.preferredParts = joined.importance === 'preferred' ? [] : preferredParts(joinedText, joined.start);
      joined.aboutParts = partsWhere(joinedText, joined.start, COMPANY_USES);
      merged[merged.length - 1] = joined;
    } else {
      merged.push(clause);
    }
  }
  return merged;
}

/** The clause holding an offset (clauses are sorted); null between clauses. */
export function clauseAt(clauses: Clause[], offset: number): Clause | null {
  let low = 0;
  let high = clauses.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const clause = clauses[mid]!;
    if (offset < clause.start) high = mid - 1;
    else if (offset >= clause.end) low = mid + 1;
    else return clause;
  }
  return null;
}
