/** What an account holds, as the delete dialog lists it: "12 work experiences", "1 cover letter". */

/**
 * The summary's counts as lines, leaving out what the account has none of. Labels come plural from the server; one
 * that starts with a capital names a screen ("About You") rather than things to count, and stands alone.
 */
export function holdings(counts: Record<string, number>): string[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([label, count]) => {
      if (/^\p{Lu}/u.test(label)) return label;
      return `${count} ${count === 1 ? singular(label) : label}`;
    });
}

/** "work experiences" → "work experience", "education entries" → "education entry". */
function singular(label: string): string {
  const words = label.split(' ');
  const last = words.pop() ?? '';
  const one = last.endsWith('ies')
    ? `${last.slice(0, -3)}y`
    : last.endsWith('s') && !last.endsWith('ss')
      ? last.slice(0, -1)
      : last;
  return [...words, one].join(' ');
}
