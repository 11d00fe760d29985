/**
 * Skills as JSON Resume skills, one entry per skill the way the library's import reads them: the skill's name, its
 * level when written, and its category as the first keyword ("Software: Excel, SAP"); languages the same way, then
 * made JSON Resume languages.
 */
import type { JsonResume } from '@hirestride/resume-formats';
import type { DocLine, UnreadLine } from '../types.js';
import { headingKindByWords } from './headings.js';
import { NO_LENGTH, bulletOf, continues, joinWrapped, splitList, startsLowercase, wordCount } from './lines.js';

export type SkillEntry = { name?: string; level?: string; keywords?: string[] };

const LEVEL =
  /^(?:beginner|basic|elementary|novice|intermediate|advanced|expert|proficient|proficiency|fluent|native|native speaker|mother tongue|bilingual|conversational|professional(?: working)?(?: proficiency)?|full professional proficiency|limited working proficiency|working knowledge|good|very good|excellent|strong|[abc][12](?:\s*\/\s*[abc][12])?|courant|bilingue|langue maternelle|notions|debutant|débutant|intermediaire|intermédiaire|avance|avancé|muttersprache|fließend|fliessend|verhandlungssicher|grundkenntnisse|gute kenntnisse|sehr gute kenntnisse|nativo|nativa|lengua materna|fluido|básico|basico|intermedio|avanzado|madrelingua|buono|ottimo|moedertaal|vloeiend|\d(?:\.\d)?\s*\/\s*\d+|\d+\s*(?:years?|yrs?|ans|jahre|años)(?: of experience)?)$/i;

/** "Excel (Advanced)", "Spanish – Fluent", "German: B2" as name and level; the level only when it reads as one. */
function skillOf(text: string, category?: string): SkillEntry {
  const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(text);
  const dash = /^(.+?)\s*(?:[–—:-]|\s-\s)\s*(.+)$/.exec(text);
  for (const match of [bracket, dash]) {
    if (match && LEVEL.test(match[2]!.trim()))
      return withCategory({ name: match[1]!.trim(), level: match[2]!.trim() }, category);
  }
  return withCategory({ name: text.trim() }, category);
}

const withCategory = (skill: SkillEntry, category?: string): SkillEntry =>
  category ? { ...skill, keywords: [category] } : skill;

type Language = NonNullable<JsonResume['languages']>[number];

/** A skill read under a Languages heading as JSON Resume's language: its name, and its level as the fluency. */
export const languageOf = (skill: SkillEntry): Language =>
  skill.level ? { language: skill.name, fluency: skill.level } : { language: skill.name };

/** Whether a group of skills is named as languages ("Languages: English, Spanish", "Sprachen: …"). */
export const isLanguagesGroup = (category: string | undefined): boolean =>
  category !== undefined && headingKindByWords({ text: category }) === 'languages';

/** Whether an item reads as a skill's name rather than a sentence about one. */
const isSkillName = (text: string) => wordCount(text) <= 6 && text.length <= 60 && !/[.!?]$/.test(text);

/**
 * Reads a Skills (or Languages) section. A line "Category: a, b, c" gives its category to each skill; `category`
 * is given for every skill of the section (the Languages heading as written).
 */
export function readSkills(
  lines: DocLine[],
  label: string,
  category?: string,
): { skills: SkillEntry[]; unread: UnreadLine[] } {
  const skills: SkillEntry[] = [];
  // Skills named alone on their line: a level on the next line is theirs, whatever waits before them.
  const alone = new Set<SkillEntry>();
  const unread: UnreadLine[] = [];
  // Wrapped list lines ("Excel, Word,\nPowerPoint") are joined before they are split.
  const texts: string[] = [];
  const long = NO_LENGTH;
  // Skills set apart from each other (tags, a list with space between its items): a line set tight under one is the
  // rest of its name, wrapped in a narrow column ("Google" / "Analytics").
  const setApart = lines.slice(1).filter((line) => (line.gapBefore ?? 0) >= 0.4).length >= 2;
  let lastBullet = false;
  let lastSize: number | undefined;
  for (const line of lines) {
    const { text, bullet } = bulletOf(line);
    // A piece at the right margin is the skill's level ("Excel   Advanced"), or the next cell of a grid of skills.
    const right = line.right?.trim();
    const whole = [text, right].filter(Boolean).join(right && !LEVEL.test(right) ? ' | ' : ' – ');
    if (!whole) continue;
    const last = texts[texts.length - 1];
    // …in the same type: smaller words set tight under a tag are its keywords, each a skill of its own.
    const tight =
      setApart &&
      line.gapBefore !== undefined &&
      line.gapBefore < 0.15 &&
      line.size === lastSize &&
      // Two names in lowercase ("pandas", "scikit-learn") are two tools, not one name wrapped.
      !(startsLowercase(last ?? '') && startsLowercase(whole)) &&
      !/[,;|]/.test(`${last} ${whole}`);
    if (last !== undefined && !bullet && tight && LEVEL.test(whole) && !LEVEL.test(last)) {
      // Its level, set tight under it.
      texts[texts.length - 1] = `${last} – ${whole}`;
    } else if (
      last !== undefined &&
      !bullet &&
      (/[,;|]$/.test(last) || tight || (continues(last, whole, long) && !lastBullet && wordCount(last) > 6))
    ) {
      texts[texts.length - 1] = joinWrapped(last, whole);
    } else texts.push(whole);
    lastBullet = bullet;
    lastSize = line.size;
  }
  for (const text of texts) {
    const labelled = /^([^:：]{2,40})[:：]\s*(.+)$/.exec(text);
    const group = labelled && wordCount(labelled[1]!) <= 4 && !LEVEL.test(labelled[2]!.trim()) ? labelled : null;
    const items = splitList(group ? group[2]! : text);
    const itemCategory = group ? group[1]!.trim() : category;
    if (items.length === 1 && !isSkillName(items[0]!)) {
      unread.push({ text, reason: `From “${label}”: a sentence, not a skill's name — add it as a snippet` });
      continue;
    }
    for (const item of items) {
      // "L A N G U A G E S": a heading set in spaced capitals that the reader gave as text, not a skill.
      if (/^(?:\p{L}\s){3,}\p{L}$/u.test(item)) continue;
      if (isSkillName(item)) {
        const skill = skillOf(item, itemCategory);
        if (items.length === 1) alone.add(skill);
        skills.push(skill);
      } else
        unread.push({ text: item, reason: `From “${label}”: a sentence, not a skill's name — add it as a snippet` });
    }
  }
  return { skills: levelsBelow(skills, alone), unread };
}

/**
 * Levels set under their skills, as a grid does ("English  French" over "Native  Fluent", or each level on the line
 * after its language): a level alone is not a skill but the level of the skill named alone on the line just before
 * it, or else of the first skill before it still without one.
 */
function levelsBelow(skills: SkillEntry[], alone: ReadonlySet<SkillEntry>): SkillEntry[] {
  const out: SkillEntry[] = [];
  const waiting: SkillEntry[] = [];
  for (const skill of skills) {
    const name = skill.name?.trim() ?? '';
    if (!skill.level && LEVEL.test(name) && !/^\d/.test(name)) {
      // A group's name alone on its line with its level under it ("Web Frameworks" / "Intermediate" / "React.js,
      // Angular"): the level is the group's, not the first of the previous group's tools still without one.
      // Names each alone on their lines with their levels after them all ("English" / "French" / "Native" /
      // "Fluent") are a grid read across, taken in turn.
      const previous = out.at(-1);
      const grouped =
        previous !== undefined &&
        alone.has(previous) &&
        !previous.level &&
        waiting.slice(0, -1).every((other) => !alone.has(other));
      const owner = grouped ? previous : waiting.shift();
      if (owner === previous) waiting.length = 0;
      if (owner) {
        owner.level = name;
        continue;
      }
    }
    out.push(skill);
    if (!skill.level) waiting.push(skill);
    else waiting.length = 0;
  }
  return out;
}
