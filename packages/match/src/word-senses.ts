/** Terms whose words mean something else in some postings, told apart by the words beside them. */

interface OtherSense {
  /** The words just before the term (up to 40 characters) that give it another sense. */
  before?: RegExp;
  /** The words just after the term (up to 40 characters) that give it another sense. */
  after?: RegExp;
}

// By term id. Each entry is a sense seen in postings of some field that is not the term the dictionary means.
const OTHER_SENSES: Record<string, OtherSense> = {
  // "daily start-up meetings", "start-up and shutdown of the line": a shift's or a machine's start, not a company stage.
  startup: {
    after:
      /^[\s-]*(?:and\s+shut[\s-]?downs?|\/\s*shut[\s-]?downs?|meetings?|huddles?|briefings?|calls?|checks?|checklists?|procedures?|sequences?|tests?|testing|operations?|of\s+(?:the\s+)?(?:line|shift|equipment|machines?|plant|systems?))\b/i,
    before: /\b(?:daily|shift|pre-shift|morning|machine|line|equipment|plant|system)\s*$/i,
  },
  // Retail's POS is a till; "PLM" in a shop or a lab is rarely Siemens' product suite.
  'siemens-plm': { before: /\b(?:product|lifecycle)\s*$/i },
  // "English/Spanish", "English-speaking customers" still name the language; "English teacher" names the subject.
  english: { after: /^\s*(?:teachers?|lessons?|literature|department|curriculum)\b/i },
};

/** True when the words beside a term at [start, end) of the text give it a sense the dictionary does not mean. */
export function inOtherSense(termId: string, text: string, start: number, end: number): boolean {
  const sense = OTHER_SENSES[termId];
  if (!sense) return false;
  return (
    (sense.before?.test(text.slice(Math.max(0, start - 40), start)) ?? false) ||
    (sense.after?.test(text.slice(end, end + 40)) ?? false)
  );
}
