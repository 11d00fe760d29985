/**
 * What the person would obtain after hire: a posting that lets a certificate or course wait ("PALS and TNCC within
 * 6 months of hire") is answered with a plan in the posting's own words, never with a claim to hold it now.
 */
import { readPostingText, type Requirement } from '@hirestride/match';
import type { Tone } from './letter-types.js';

/** "PALS and TNCC within 6 months of hire", "forklift certification or ability to obtain within 30 days". */
const WITHIN =
  /^(?:(?:a |an )?(?:current|valid|active)\s+)?(.+?)\s+(?:(?:or|and)\s+(?:the\s+)?(?:ability|willingness|willing)\s+to\s+(?:obtain|complete|get)(?:\s+(?:it|one|them))?\s+)?(?:must be (?:obtained|completed)\s+)?within\s+(?:the\s+first\s+)?(\d+|one|two|three|four|five|six|nine|twelve|eighteen|a)\s+(days?|weeks?|months?|years?)(?:\s+of\s+(hire|start|starting|employment|joining))?$/i;

/** The posting's clause that says when: the part of its line (split at ";" and bullets) holding the first mention. */
function clauseOf(cleaned: string, [start]: [number, number]): string | null {
  const lineStart = cleaned.lastIndexOf('\n', start) + 1;
  const lineEnd = cleaned.indexOf('\n', start);
  const line = cleaned.slice(lineStart, lineEnd < 0 ? cleaned.length : lineEnd);
  let offset = lineStart;
  for (const part of line.split(/(;|\s[•·]\s)/)) {
    if (start >= offset && start < offset + part.length) {
      return part
        .replace(/^[\s•·*–-]+/, '')
        .replace(/[\s.,:]+$/, '')
        .trim();
    }
    offset += part.length;
  }
  return null;
}

/**
 * One sentence for what the library does not show yet but the posting lets the person obtain after hire, or null.
 * Only a clause the posting words as "<what> within <period> [of hire]" is answered, and its words are kept, so the
 * claims check reads the names as the posting's.
 */
export function afterHireSentence(requirements: Requirement[], postingText: string, tone: Tone): string | null {
  const pending = requirements.filter((r) => r.after_hire && r.status !== 'matched' && r.spans.length > 0);
  if (pending.length === 0) return null;
  let cleaned: string;
  try {
    cleaned = readPostingText(postingText);
  } catch {
    return null;
  }
  const said = new Set<string>();
  const plans: Array<{ what: string; period: string; from: string }> = [];
  for (const requirement of pending) {
    const clause = clauseOf(cleaned, requirement.spans[0]!);
    if (!clause || said.has(clause)) continue;
    said.add(clause);
    const match = WITHIN.exec(clause);
    if (!match) continue;
    const [, what, count, unit, from] = match;
    if (!what || what.split(/\s+/).length > 8) continue;
    const number = count!.toLowerCase() === 'a' ? 'a' : count!;
    plans.push({ what: keepCase(what), period: `${number} ${unit}`, from: from ?? 'hire' });
  }
  const plan = plans[0];
  if (!plan) return null;
  const verb = /\blicen[cs]e\b/i.test(plan.what) ? 'obtain' : 'complete';
  const when = `within ${plan.period} of ${plan.from}`;
  return {
    formal: `I would ${verb} ${plan.what} ${when}, as the posting asks.`,
    warm: `I would be glad to ${verb} ${plan.what} ${when}, as the posting asks.`,
    concise: `I would ${verb} ${plan.what} ${when}.`,
  }[tone];
}

/** "Current" starts a clause, not a name: lower it; names ("PALS", "Forklift") keep their case. */
function keepCase(what: string): string {
  return /^[A-Z][a-z]+\s/.test(what) && !/^[A-Z][a-z]+\s+[A-Z]/.test(what)
    ? what.charAt(0).toLowerCase() + what.slice(1)
    : what;
}
