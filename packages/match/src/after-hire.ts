/** What a posting lets the candidate obtain after hire ("TNCC within 6 months of hire"): asked for, but not a present gap. */

const AFTER_HIRE_CUE = new RegExp(
  [
    // "within 6 months of hire", "within ninety days of start", "in the first year of employment"
    String.raw`\b(?:with)?in\s+(?:the\s+first\s+|your\s+first\s+)?(?:\d{1,3}|one|two|three|four|six|nine|twelve|eighteen|thirty|sixty|ninety|a)\s*(?:-|\s)?(?:days?|weeks?|months?|years?)\s+(?:of|after|from|following)\s+(?:your\s+|the\s+)?(?:date\s+of\s+)?(?:hire|hiring|start(?:ing)?|employment|joining|appointment|commencement|being\s+hired)`,
    // "or willingness to obtain", "willing to get", "must be able to obtain", "or be working towards"
    String.raw`\b(?:or\s+)?(?:the\s+)?(?:willing(?:ness)?|able|ability|commitment|committed|prepared)\s+to\s+(?:obtain|acquire|earn|get|gain|complete|achieve|attain|pursue|work\s+towards?|undertake|learn)\b`,
    String.raw`\b(?:may|can|must|will|to)\s+be\s+(?:obtained|acquired|earned|gained|completed|achieved)\s+(?:after|within|upon|on|following|during)\b`,
    String.raw`\b(?:obtained|completed|acquired)\s+(?:after|upon|within|following)\s+(?:hire|start|joining|employment)`,
    String.raw`\b(?:upon|after|following)\s+hire\b`,
    // "you do not need Go experience today": named, and expressly not asked for now
    String.raw`\b(?:do|does|will)\s+not\s+need\b|\bdon['’]t\s+need\b`,
    String.raw`\bprovided\s+(?:after|upon|on)\s+(?:hire|joining|start)\b`,
    String.raw`\b(?:training|certification)\s+(?:is\s+|will\s+be\s+)?provided\b`,
    String.raw`\b(?:or\s+)?(?:currently\s+)?(?:working|studying)\s+towards?\b`,
    String.raw`\bby\s+the\s+end\s+of\s+(?:the\s+|your\s+)?(?:probation(?:ary)?(?:\s+period)?|first\s+(?:year|\d+\s+months))`,
  ].join('|'),
  'gi',
);

const ANY_CUE = new RegExp(AFTER_HIRE_CUE.source, 'i');

// A part that says "required" or "must" before the cue is asked for now: "BLS and ACLS required, PALS and TNCC within
// six months of hire" leaves BLS and ACLS present requirements; so does a part joined as another clause ("…licence,
// or a licence from another state with the ability to obtain ours").
const PRESENT_ASK =
  /\b(?:required|must|essential|mandatory|needed|current|active|valid)\b[^,;]*[,;]|,\s+(?:or|and)\s+(?=(?:a|an|the|another|any)\b)/gi;
/** Where a cue's part ends: a clause break, or a comma that starts another ask. */
const PART_END = /[;.]|,\s*(?:and\s+|or\s+)?(?:a\s+|an\s+)?(?:current|active|valid|strong|proven|excellent|\d)/i;

/**
 * The parts of a clause that a posting lets the candidate meet after hire, as offsets into the whole text. A cue with
 * its object after it ("willingness to learn Go", "the ability to obtain the Wisconsin licence") defers what follows
 * it, to the end of its part; a cue that ends its part ("TNCC within six months of hire", "CDL or willingness to
 * obtain") defers what came before it, back to the last present ask or the clause's start.
 */
export function afterHireRanges(clause: string, offset: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  // Most clauses hold no cue: one test, rather than a search that copies the pattern for every clause.
  if (!ANY_CUE.test(clause)) return ranges;
  for (const cue of clause.matchAll(AFTER_HIRE_CUE)) {
    const at = cue.index ?? 0;
    const cueEnd = at + cue[0].length;
    const rest = clause.slice(cueEnd);
    const stop = rest.search(PART_END);
    const partEnd = cueEnd + (stop === -1 ? rest.length : stop);
    const object = clause.slice(cueEnd, partEnd);
    // "…or the ability to obtain one within 30 days": a pronoun points back at what came before.
    const pointsBack = /^\s*(?:of|after|from|following|upon|within|one|it|them|this|these|that|the same|such)\b/i;
    // "A reach truck licence – or willingness to complete a conversion course": an "or" makes the cue an alternative
    // to what came before, whatever it names after.
    const orBefore = /^or\b/i.test(cue[0]) || /\bor\s*$/i.test(clause.slice(Math.max(0, at - 6), at));
    if (!orBefore && /[\p{L}\p{N}]/u.test(object) && !pointsBack.test(object)) {
      ranges.push([offset + at, offset + partEnd]);
      continue;
    }
    let from = 0;
    for (const ask of clause.slice(0, at).matchAll(PRESENT_ASK)) from = (ask.index ?? 0) + ask[0].length;
    ranges.push([offset + from, offset + partEnd]);
  }
  return ranges;
}
