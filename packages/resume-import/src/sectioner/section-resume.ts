/** Lines of any document as a JSON Resume document: headings, then each section read by its own reader. */
import type { JsonResume } from '@hirestride/resume-formats';
import { ImportRefusal, type DocLine, type ImportResult, type ImportSource, type UnreadLine } from '../types.js';
import { joinBrokenLinks } from './broken-links.js';
import { readCertificates } from './certificates.js';
import { readProfileHandles } from './profile-handles.js';
import { hasContactDetail, isEmptyRest, locationOf, readContact, type Contact } from './contact.js';
import { findDateRange } from './dates.js';
import { readEducation } from './education.js';
import { findName } from './header.js';
import { headingKey, headingKindByWords, lookOf, type SectionKind } from './headings.js';
import {
  bulletOf,
  continues,
  endsSentence,
  fullLength,
  joinWrapped,
  isCaps,
  startsLowercase,
  titleCased,
  wordCount,
} from './lines.js';
import { isPlace, isPlaceBesideContact } from './places.js';
import { onlyDates } from './role-lines.js';
import { readRoles } from './roles.js';
import { takeHeadingTags, takeSidebarTags } from './sidebar-skills.js';
import { joinWrappedRanges } from './wrapped-ranges.js';
import { readPageLinks } from './page-links.js';
import { isLanguagesGroup, languageOf, readSkills } from './skills.js';
import { areProgrammingLanguages, areSpokenLanguages } from './spoken-languages.js';

interface Section {
  kind: SectionKind | 'header';
  label: string;
  lines: DocLine[];
  /** The look of the heading that opened the section, where the reader measured it. */
  look?: string;
}

const SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Spaces of every kind as one space, invisible characters gone; empty lines become a gap before the next. */
function cleanLines(lines: DocLine[]): DocLine[] {
  const clean: DocLine[] = [];
  let gap = 0;
  for (const line of lines) {
    const text = line.text
      // Zero-width characters, and the marks that set a right-to-left name's direction in copied text.
      .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\u00ad]/g, '')
      // Icon glyphs a PDF maps to no character come out as control characters: before text they mark it like a
      // bullet glyph from a symbol font; between items they separate them ("☎ 0123 ✉ a@b.com").
      .replace(/^\s*(?:(?![\t\n\r])\p{Cc})+\s*/u, '• ')
      .replace(/\s*(?:(?![\t\n\r])\p{Cc})+\s*/gu, ' | ')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ');
    const right = line.right
      ?.replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
      .replace(/[\u00a0\u2000-\u200a\u202f]/g, ' ')
      .trim();
    if (!text.trim() && !right) {
      gap += 1;
      continue;
    }
    const next: DocLine = { ...line, text: text.replace(/[ \t]+$/g, '').replace(/^[ \t]+/, '') };
    // A period with a marker before it (a timeline's dot, or a list that holds every line of a role) is a role's
    // dates, with the length of service a template prints beside them, never one of its achievements.
    const marked = bulletOf(next);
    if (marked.bullet && onlyDates({ text: marked.text }))
      Object.assign(next, { text: marked.text, bullet: false, listItem: false });
    if (right) next.right = right;
    else delete next.right;
    if (gap > 0) next.gapBefore = Math.max(next.gapBefore ?? 0, gap);
    clean.push(next);
    gap = 0;
  }
  return clean;
}

/** A heading as the reasons quote it: without its colon, and in title case when written in capitals. */
function labelOf(text: string): string {
  const label = bulletOf({ text })
    .text.replace(/[:：]\s*$/, '')
    .trim();
  return isCaps(label) ? titleCased(label) : label;
}

/** The most common look among lines: body text, which no heading shares. */
function bodyLook(lines: DocLine[]): string {
  return mostCommon(lines.map(lookOf)) ?? '';
}

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * A word carried onto the next line of a long line ("…weekly product" / "training"): set right under it, in
 * lowercase, after no end of sentence. Only where the reader measured the gap (a PDF): pasted text cannot tell it
 * from a heading written in lowercase.
 */
function wrapsOn(previous: DocLine | undefined, line: DocLine): boolean {
  return (
    previous !== undefined &&
    line.gapBefore !== undefined &&
    line.gapBefore < 0.3 &&
    // A long line, or a short one in the very same type ("LGPI pharmacy" / "software" in a column of tags).
    (previous.text.length >= 30 || (lookOf(previous) === lookOf(line) && line.gapBefore === 0)) &&
    !endsSentence(previous.text) &&
    startsLowercase(line.text)
  );
}

/** Whether the line is only a handle or a network's name of a profile the contact details already hold. */
function namesAProfile(text: string, contact: Contact): boolean {
  const key = text.trim().replace(/^@/, '').toLowerCase();
  return contact.profiles.some(
    (profile) => profile.username?.toLowerCase() === key || profile.network?.toLowerCase() === key,
  );
}

/** Splits the lines into sections at headings known by their words, or by looking like those headings. */
function splitSections(lines: DocLine[]): Section[] {
  const body = bodyLook(lines);
  const named = lines.map((line, index) => (wrapsOn(lines[index - 1], line) ? null : headingKindByWords(line)));
  // Where the headings have a look of their own, a line in the body's look that happens to name one ("Primary
  // Education" under a school, "Skills" in a sentence of two words) is content.
  const namedLooks = lines.filter((line, index) => named[index] && line.size !== undefined).map(lookOf);
  const headingLook = mostCommon(namedLooks);
  const kinds = named.map((kind, index) =>
    kind &&
    headingLook !== undefined &&
    headingLook !== body &&
    lines[index]!.size !== undefined &&
    lookOf(lines[index]!) === body
      ? null
      : kind,
  );
  const headingLooks = new Set(lines.filter((_, index) => kinds[index]).map(lookOf));
  // Templates that set an icon before every heading: a line in capitals with the icon may be a heading too.
  const known = lines.filter((_, index) => kinds[index]);
  const iconHeadings = known.length > 0 && known.every((line) => bulletOf(line).bullet);
  const sections: Section[] = [{ kind: 'header', label: '', lines: [] }];
  for (const [index, line] of lines.entries()) {
    let kind = kinds[index] ?? null;
    const { text, bullet } = bulletOf(line);
    if (!kind && index > 0 && (!bullet || (iconHeadings && isCaps(text)))) {
      const look = lookOf(line);
      const next = lines[index + 1];
      // Headings do not stack: a line that looks like its neighbour (a column of tags) is content.
      // Tags in a column differ only in case ("SolidWorks", "ANSYS"): that is still one look.
      const uncased = (other: DocLine) => lookOf({ ...other, caps: false, text: other.text.toLowerCase() });
      const sameLook = (other: DocLine | undefined) =>
        other !== undefined &&
        !bulletOf(other).bullet &&
        !headingKindByWords(other) &&
        (lookOf(other) === look || (wordCount(other.text) <= 4 && uncased(other) === uncased(line)));
      const opening = sections.length > 1 ? sections[sections.length - 1]!.lines[0] : undefined;
      const unknownHeading =
        // A section opens with its content: what stands right under a heading is not another heading.
        (sections.length === 1 || sections[sections.length - 1]!.lines.length > 0) &&
        // …and a line in the look its first item opened with is the next item ("Web Frameworks" after "Web
        // Technologies" under Skills), where a template sets items' names in its headings' type.
        !(opening !== undefined && lookOf(opening) === look) &&
        !sameLook(lines[index - 1]) &&
        !sameLook(next) &&
        look !== body &&
        headingLooks.has(look) &&
        wordCount(text) <= 4 &&
        /^[\p{L}\s&/,'’:-]+$/u.test(text) &&
        !isPlace(text) &&
        // Above the first section, a line followed by the contact details is the person's headline ("CPA, SENIOR
        // ACCOUNTANT" under the name), however much it looks like the headings…
        !(
          sections.length === 1 &&
          next !== undefined &&
          // …the place the person lives may stand between ("Marketing Coordinator" / "Vancouver, BC" / email).
          (hasContactDetail(next.text) || (isPlace(next.text) && hasContactDetail(lines[index + 2]?.text ?? '')))
        ) &&
        // A role's heading (employer, then title, then dates) looks like a section's in some templates.
        !findDateRange(line.right ?? '') &&
        !lines
          .slice(index + 1, index + 3)
          .some(
            (after) => (findDateRange(after.text) || findDateRange(after.right ?? '')) && wordCount(after.text) <= 12,
          );
      if (unknownHeading) kind = 'other';
    }
    // "Skills: Excel, Word" and "Languages: French (C1)" are a heading and its content on one line.
    const inline = !kind && !bullet ? /^([^:：]{3,40})[:：]\s*(\S.*)$/u.exec(text) : null;
    const inlineKind = inline ? headingKindByWords({ text: inline[1]! }) : null;
    // Under Skills, "Software: Excel, SAP" and "Languages: Python, C++" are groups of skills with their category, not
    // new sections (the skills decide whether a "Languages" group is spoken languages).
    const group =
      (inlineKind === 'skills' || inlineKind === 'languages') && sections[sections.length - 1]!.kind === 'skills';
    if (inline && inlineKind && inlineKind !== 'contact' && !group) {
      sections.push({ kind: inlineKind, label: labelOf(inline[1]!), lines: [{ ...line, text: inline[2]! }] });
      continue;
    }
    // Inside a section, a line naming that same section in another look than its heading ("Primary Education" under
    // a school in Education), or in the look of the section's first item ("Tools" after "Web Technologies" under
    // Skills), is its content: a section does not open twice running.
    const current = sections[sections.length - 1]!;
    // The same heading twice running (a page converted to Word keeps a link's anchor text above the heading) opens
    // the section once, in the heading's own look.
    if (kind && kind === current.kind && current.lines.length === 0 && sections.length > 1) {
      current.look = lookOf(line);
      continue;
    }
    if (
      kind &&
      kind === current.kind &&
      current.look !== undefined &&
      line.size !== undefined &&
      (lookOf(line) !== current.look || (current.lines[0] !== undefined && lookOf(current.lines[0]) === lookOf(line)))
    )
      kind = null;
    if (kind) sections.push({ kind, label: labelOf(text), lines: [], look: lookOf(line) });
    else sections[sections.length - 1]!.lines.push(line);
  }
  return sections;
}

/** Tags in a sidebar under no heading of their own (in the header or the summary) become a Skills section. */
function withSidebarSkills(sections: Section[], lines: DocLine[]): Section[] {
  if (sections.some((section) => section.kind === 'skills')) return sections;
  const tags: DocLine[] = [];
  for (const section of sections) {
    if (section.kind !== 'header' && section.kind !== 'summary') continue;
    for (const take of [takeSidebarTags, takeHeadingTags]) {
      const taken = take(section.lines, lines);
      section.lines = taken.kept;
      tags.push(...taken.tags);
    }
  }
  return tags.length > 0 ? [...sections, { kind: 'skills', label: 'Skills', lines: tags }] : sections;
}

/** Lines of a section with no home, each item (a bullet with its wrapped lines, a paragraph) as one unread line. */
function unreadItems(lines: DocLine[], reason: string): UnreadLine[] {
  const items: string[] = [];
  const long = fullLength(lines.map((line) => line.text));
  let lastBullet = false;
  for (const line of lines) {
    const { text, bullet } = bulletOf(line);
    const whole = [text, line.right].filter(Boolean).join(' ');
    const last = items[items.length - 1];
    if (last !== undefined && !bullet && continues(last, whole, long) && (lastBullet || wordCount(last) > 3)) {
      items[items.length - 1] = joinWrapped(last, whole);
    } else items.push(whole);
    lastBullet = bullet || (lastBullet && !bullet && last !== undefined);
  }
  return items.filter(Boolean).map((text) => ({ text, reason }));
}

/** Joins a section's lines into paragraphs: wrapped lines into one, a new paragraph after a gap or a bullet. */
function paragraphs(lines: DocLine[]): string {
  const out: string[] = [];
  const long = fullLength(lines.map((line) => line.text));
  for (const line of lines) {
    const { text, bullet } = bulletOf(line);
    const last = out[out.length - 1];
    if (last !== undefined && !bullet && !(line.gapBefore ?? 0) && continues(last, text, long))
      out[out.length - 1] = joinWrapped(last, text);
    else if (last !== undefined && !bullet && !(line.gapBefore ?? 0) && !/[.!?]$/.test(last))
      out[out.length - 1] = `${last} ${text}`;
    else out.push(text);
  }
  return out.join('\n');
}

/**
 * Reads the lines of a resume (from any reader) into a JSON Resume document and the lines it could not place.
 * Throws ImportRefusal 'empty' when there is no text, 'not_resume' when there is neither a contact detail nor a
 * section a resume has.
 */
export function sectionResume(
  input: DocLine[],
  source: ImportSource,
  options: { links?: readonly string[] } = {},
): ImportResult {
  const lines = joinWrappedRanges(joinBrokenLinks(cleanLines(input)));
  if (lines.length === 0) throw new ImportRefusal('The file has no text we could read.', 'empty');
  const sections = withSidebarSkills(splitSections(lines), lines);
  const unread: UnreadLine[] = [];
  const contact: Contact = { profiles: [] };
  const document: JsonResume = { $schema: SCHEMA };
  const basics: NonNullable<JsonResume['basics']> = {};
  const work: NonNullable<JsonResume['work']> = [];
  const education: NonNullable<JsonResume['education']> = [];
  const certificates: NonNullable<JsonResume['certificates']> = [];
  const skills: NonNullable<JsonResume['skills']> = [];
  const languages: NonNullable<JsonResume['languages']> = [];
  const summaries: string[] = [];
  /** Short lines at the top, beside the name: a headline, kept only when no role gives it back. */
  const headlines: Array<{ text: string; at: number }> = [];

  // What the top of the page prints, before its contact details are taken out: a linked site is the person's own
  // only when its address is printed there.
  const topText = sections
    .filter((section) => section.kind === 'header' || section.kind === 'contact')
    .flatMap((section) => section.lines.map((line) => `${line.text} ${line.right ?? ''}`))
    .join(' ');
  // A footer that repeats the name beside the contact details ("Priya Raman — priya@… — +1 416…") is used up too.
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]+/gu, '');
  // The name may be wrapped over the first lines, in the same large type ("FRANÇOIS" / "LEFÈVRE").
  const headerLines = sections[0]?.lines ?? [];
  const wrapEnd = headerLines.findIndex(
    (line, index) => index > 0 && (!line.size || line.size !== headerLines[0]!.size),
  );
  const nameLines = headerLines.slice(0, Math.min(3, wrapEnd < 0 ? headerLines.length : wrapEnd));
  const topLine = letters(nameLines.map((line) => line.text).join(' '));
  // The addresses behind the page's links first: a profile's link says whose handle is whose, where the printed
  // handles and network names may stand in either order.
  if (options.links) readPageLinks(options.links, contact, topText);
  // Contact details first, wherever they are: a line that is only an email, a phone or a link is used up.
  for (const section of sections) {
    if (section.kind === 'other') continue;
    const top = section.kind === 'header' || section.kind === 'contact';
    if (top) section.lines = readProfileHandles(section.lines, contact);
    const used: boolean[] = [];
    const kept = section.lines.map((line, index) => {
      const rest = readContact(line.text, contact, top);
      const right = line.right ? readContact(line.right, contact, top) : '';
      const nameAgain = !top && topLine.length > 0 && letters(rest) === topLine;
      used[index] = (isEmptyRest(rest) || nameAgain) && !right && rest !== line.text;
      if (top) return isEmptyRest(rest) && !right ? null : { ...line, text: rest, ...(right ? { right } : {}) };
      return used[index] ? null : line;
    });
    // A place alone on its line beside an email or phone is the person's own (a contact block in a sidebar).
    // At the top of the page, the place may stand beside the name ("London" at the right of the name's line).
    // …but never the name itself: "Priya Raman" over "priya@example.com +1 416…" reads like a town and a region.
    const largest = Math.max(0, ...section.lines.map((line) => line.size ?? 0));
    const firstLine = kept.findIndex((line) => line !== null);
    const isName = (line: DocLine, index: number) =>
      section.kind === 'header' && (index === firstLine || (largest > 0 && line.size === largest));
    section.lines = kept.flatMap((line, index) => {
      if (!line || contact.location || !(used[index - 1] || used[index + 1])) return line ?? [];
      if (isName(line, index) && !line.right) return [line];
      const besideName = top && line.right && isPlaceBesideContact(line.right) ? line.right : null;
      if (besideName) {
        contact.location = locationOf(besideName);
        const { right: _, ...rest } = line;
        return [rest];
      }
      if (!(top ? isPlaceBesideContact(line.text) : isPlace(line.text))) return [line];
      contact.location = locationOf(line.text);
      return [];
    });
  }

  for (const section of sections) {
    const from = section.label;
    switch (section.kind) {
      case 'header': {
        const named = findName(section.lines.map((line) => ({ line, rest: line.text })));
        if (named) {
          basics.name = named.name;
          if (named.credentials)
            unread.push({
              text: named.credentials,
              reason: 'From beside your name: credentials — add them as a certificate or snippet',
            });
          if (named.headline) headlines.push({ text: named.headline, at: unread.length });
        }
        for (const [index, line] of section.lines.entries()) {
          if (named && index >= named.index && index <= (named.through ?? named.index)) continue;
          if (wordCount(line.text) >= 15) summaries.push(line.text);
          else headlines.push({ text: [line.text, line.right].filter(Boolean).join(' '), at: unread.length });
        }
        break;
      }
      case 'contact':
        for (const line of section.lines) {
          if (!contact.location && isPlace(line.text)) contact.location = locationOf(line.text);
          // A profile already read, as its handle or its network's name under it ("johndoe" / "LinkedIn"): the
          // link behind it gave the address.
          else if (!namesAProfile(line.text, contact))
            unread.push({ text: line.text, reason: `From “${from}”: not a contact detail HireStride keeps` });
        }
        break;
      case 'summary':
        if (section.lines.length > 0) summaries.push(paragraphs(section.lines));
        break;
      case 'experience': {
        const read = readRoles(section.lines, from);
        work.push(...read.work);
        unread.push(...read.unread);
        break;
      }
      case 'education': {
        const read = readEducation(section.lines, from);
        education.push(...read.education);
        unread.push(...read.unread);
        break;
      }
      case 'skills': {
        const read = readSkills(section.lines, from);
        // "Languages: English, Spanish" as a group of the skills is the resume's languages; "Languages: Python, C++"
        // is a group of skills.
        const grouped = read.skills.filter((skill) => isLanguagesGroup(skill.keywords?.[0]));
        const spoken = areSpokenLanguages(grouped.map((skill) => skill.name ?? ''));
        for (const skill of read.skills) {
          if (spoken && grouped.includes(skill)) languages.push(languageOf(skill));
          else skills.push(skill);
        }
        unread.push(...read.unread);
        break;
      }
      case 'languages': {
        // A section of programming languages under that heading ("Languages: Python, Java, SQL") is skills.
        const read = readSkills(section.lines, from);
        if (areProgrammingLanguages(read.skills.map((skill) => skill.name ?? ''))) {
          skills.push(...readSkills(section.lines, from, from).skills);
        } else languages.push(...read.skills.map(languageOf));
        unread.push(...read.unread);
        break;
      }
      case 'certificates': {
        const read = readCertificates(section.lines, from);
        certificates.push(...read.certificates);
        unread.push(...read.unread);
        break;
      }
      case 'other':
        unread.push(...unreadItems(section.lines, `From “${from}”: no matching library section — add it as a snippet`));
        break;
    }
  }

  // A headline that is a role's own title (as our export draws the latest one) comes back with that role.
  const titles = new Set(work.map((role) => role.position?.trim().toLowerCase()).filter(Boolean));
  // Put back where it was read, latest first, so the earlier places stay right.
  for (const { text, at } of headlines.reverse())
    if (!titles.has(text.trim().toLowerCase()))
      unread.splice(at, 0, {
        text,
        reason: 'From the top of the resume: HireStride keeps no headline — add it as a snippet',
      });

  const found = sections.some(
    (section) => section.kind !== 'header' && section.kind !== 'other' && section.kind !== 'contact',
  );
  const reachable = contact.email || contact.phone || contact.profiles.length > 0;
  if (!found && !reachable) {
    throw new ImportRefusal(
      'This does not look like a resume: we found no contact details and no sections such as Experience or Education.',
      'not_resume',
    );
  }

  if (!basics.name) {
    // The name can sit under a Contact heading or in a sidebar read before the header.
    const anywhere = findName(lines.slice(0, 12).map((line) => ({ line, rest: line.text })));
    if (anywhere && headingKey(anywhere.name) && !headingKindByWords({ text: anywhere.name }))
      basics.name = anywhere.name;
  }
  if (contact.email) basics.email = contact.email;
  if (contact.phone) basics.phone = contact.phone;
  if (summaries.length > 0) basics.summary = summaries.join('\n\n');
  if (contact.url) basics.url = contact.url;
  if (contact.location) basics.location = contact.location;
  if (contact.profiles.length > 0) basics.profiles = contact.profiles;
  document.basics = basics;
  if (work.length > 0) document.work = work;
  if (education.length > 0) document.education = education;
  if (certificates.length > 0) document.certificates = certificates;
  if (skills.length > 0) document.skills = skills;
  if (languages.length > 0) document.languages = languages;
  document.meta = { version: 'v1.0.0' };
  return { document, unread: unread.filter((line) => line.text.trim() !== '' && line.text !== basics.name), source };
}
