/** The Education section as JSON Resume education entries: school, degree, field, end date and grade. */
import type { DocLine, UnreadLine } from '../types.js';
import { findDateRange, isDuration, tidy, withoutRange } from './dates.js';
import { companyScore, hasDegreeWord, hasInstitutionWord } from './lexicon.js';
import { bulletOf, endsOnJoiningWord, joinWrapped, joinWrappedHeadings, splitParts } from './lines.js';
import { isPlace } from './places.js';

export type EducationEntry = {
  institution?: string;
  area?: string;
  studyType?: string;
  endDate?: string;
  score?: string;
};

const GRADE =
  /\b(?:c?gpa|grade|grades|note|nota|moyenne|mention|abschlussnote|classification|result|score|honou?rs)\s*[:：-]?\s*([\d.,]+(?:\s*\/\s*[\d.,]+)?|[\p{L}][\p{L} :()-]*)/iu;
const BARE_GPA = /\b(\d(?:[.,]\d{1,2})?)\s*\/\s*(?:4|5|10)(?:[.,]0+)?\b/;
const CLASS =
  /\b(?:first[- ]class(?: honou?rs)?|upper second|lower second|2:1|2:2|summa cum laude|magna cum laude|cum laude|with distinction|distinction|merit|mention (?:tres bien|très bien|bien|assez bien))\b/i;

/** A grade as JSON Resume's score: the number of "3.8/4.0" (what the library's GPA keeps), or the words as written. */
function gradeIn(text: string): { score: string; rest: string } | null {
  const labelled = GRADE.exec(text);
  const bare = labelled ? null : BARE_GPA.exec(text);
  const honours = labelled || bare ? null : CLASS.exec(text);
  const match = labelled ?? bare ?? honours;
  if (!match) return null;
  const value = (labelled ? labelled[1]! : bare ? bare[0] : honours![0]).trim();
  const number = /^(\d+(?:[.,]\d+)?)\s*\/\s*[\d.,]+$/.exec(value)?.[1] ?? value;
  return { score: number.replace(',', '.'), rest: tidy(text.replace(match[0], ' ')) };
}

// English degree names that end in their own subject: "Master of Science", "Bachelor of Fine Arts".
const DEGREE_SUBJECT =
  'Science|Sciences|Arts|Engineering|Education|Laws|Nursing|Commerce|Technology|Philosophy|Music|Architecture|Pharmacy|Medicine|Business Administration|Fine Arts|Applied Sciences?|Social Work|Public Health|Public Administration';
/** "Master of Science Mechanical Engineering", "Bachelor of Science in Nursing": the named degree, then the field. */
const NAMED_DEGREE = new RegExp(
  `^((?:Bachelor|Master|Doctor|Associate)(?:['’]?s)?\\s+of\\s+(?:${DEGREE_SUBJECT}))\\s+(?:in\\s+)?(\\p{Lu}.*)$`,
  'u',
);
/**
 * "Diplôme de Cuisine Culinary Arts": a degree named with "de" and one word, then words in capitals. French and
 * Spanish capitalise only a name's first word, so capitalised words after it are a field written apart.
 */
const NAMED_FOREIGN_DEGREE =
  /^((?:Dipl[oô]me|Diploma|Certificat|Brevet|T[ií]tulo|Licence|Licenciatura|Grado)\s+(?:de|d['’]|del)\s*\p{Lu}[\p{L}'’-]*)\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|&|and))*)$/u;
const HOLDER_TITLE_END = /\b(?:de|d['’]|of)\s*(?:docteur|doctor|ma[iî]tre|ing[ée]nieur|technicien|doctora?)$/i;

/** "BSc in Nursing", "Bachelor of Science, Accounting", "Licence en droit" as degree and field. */
export function splitDegree(text: string): { studyType: string; area?: string } {
  // "BTEC Level 2 in Vehicle Technology": the field follows "in", whatever the degree's name holds before it.
  const inField = /^(.+?)\s+in\s+(\p{Lu}.*)$/u.exec(text);
  if (inField && hasDegreeWord(inField[1]!) && !/[,:–—]/.test(inField[1]!))
    return { studyType: inField[1]!.trim(), area: inField[2]!.trim() };
  // "Mechanical Engineering, Master of Science": the field first, then the degree (as some themes print them).
  const fieldFirst = /^([^,]+?)\s*,\s*([^,]+)$/.exec(text);
  if (fieldFirst && !hasDegreeWord(fieldFirst[1]!) && startsWithDegree(fieldFirst[2]!.trim()))
    return { studyType: fieldFirst[2]!.trim(), area: fieldFirst[1]!.trim() };
  // "PGCE Primary Education", "BA (Hons) English Literature": initials, then the field; a level goes with the
  // qualification ("BTEC Level 2, Vehicle Technology").
  const initials =
    /^([A-Z][A-Za-z.]{1,6}(?:\s*\((?:Hons?\.?|Honours)\))?(?:\s+(?:Level|Niveau|Stufe)\s+\d)?)(?:\s*,)?\s+(\p{Lu}.*)$/u.exec(
      text,
    );
  if (
    initials &&
    hasDegreeWord(initials[1]!) &&
    !/^(?:in|of)\b/i.test(initials[2]!) &&
    !hasDegreeWord(initials[2]!.split(' ')[0]!)
  ) {
    return { studyType: initials[1]!.trim(), area: initials[2]!.replace(/^[-–—:,]\s*/, '').trim() };
  }
  const named = NAMED_DEGREE.exec(text) ?? NAMED_FOREIGN_DEGREE.exec(text);
  if (named) return { studyType: named[1]!.trim(), area: named[2]!.trim() };
  // A comma or dash parts degree and field before a preposition does: "Diplôme de Cuisine, Culinary Arts". "de",
  // "di" name the degree itself ("Diplôme de Cuisine", "Brevet de Technicien"); "in", "en" bring the field.
  const match = /^(.+?)\s*(?:[,:]|\s[–—-])\s*(.+)$/.exec(text) ?? /^(.+?)\s+(?:in|en|em|im|in der)\s+(.+)$/i.exec(text);
  if (
    match &&
    hasDegreeWord(match[1]!) &&
    // "Diplôme d'État de Docteur en Pharmacie": a title held ("de Docteur") and its faculty are one name.
    !HOLDER_TITLE_END.test(match[1]!) &&
    !/^(?:science|arts|engineering|education|business)$/i.test(match[2]!.trim())
  ) {
    return { studyType: match[1]!.trim(), area: match[2]!.trim() };
  }
  return { studyType: text };
}

/**
 * A degree's name wrapped in a narrow column ("Bachelor of Accounting and Financial" then "Management", "Bachelor of
 * Science, Computer" then "Science"): the line that follows on with no space above, one or two capitalised words and
 * nothing of its own (no date, school or degree), finishes the name. A field on its own line reads the same once
 * joined ("Bachelor of Science Nursing"), so joining it loses nothing.
 */
// A degree's name wrapped before a joining word: "Bachelor of Accounting" / "and Financial Management" / "in
// Accounting".
const DEGREE_GOES_ON = /^(?:and|&|of|in|with)\s+\p{Lu}/u;
const SCHOOL_NAME_GOES_ON = /^(?:zu|of|de|du|des|del|della|di|do|da|am|an der|für|der|the)\s+\p{Lu}/u;

function joinWrappedDegrees(lines: DocLine[]): DocLine[] {
  const joined: DocLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const text = line.text.trim();
    // A school's name stopped on a joining word goes on on the next line ("…Universität zu" / "Kiel").
    const schoolGoesOn =
      previous &&
      line.gapBefore === 0 &&
      !line.bullet &&
      !previous.right &&
      !findDateRange(text) &&
      (endsOnJoiningWord(previous.text) ||
        // …or opens on one, or is the school's number ("Université Claude Bernard Lyon" / "1").
        ((SCHOOL_NAME_GOES_ON.test(text) || /^(?:\d{1,2}|[IVX]{1,4})$/.test(text)) &&
          hasInstitutionWord(previous.text))) &&
      hasInstitutionWord(`${previous.text} ${text}`) &&
      !hasDegreeWord(text);
    // So does a degree's ("Bachelor of Accounting and" / "Financial Management in" / "Accounting"), and a degree
    // goes on to its school on a line that opens with "at" ("at University of Waterloo").
    const degreeGoesOn =
      previous &&
      line.gapBefore === 0 &&
      !line.bullet &&
      !previous.right &&
      !findDateRange(text) &&
      !findDateRange(previous.text) &&
      hasDegreeWord(previous.text) &&
      !hasInstitutionWord(previous.text) &&
      !hasDegreeWord(text) &&
      (endsOnJoiningWord(previous.text) || /^(?:at|@)\s/i.test(text) || DEGREE_GOES_ON.test(text));
    if (schoolGoesOn || degreeGoesOn) {
      const right = line.right ? { right: line.right } : {};
      joined[joined.length - 1] = { ...previous, text: joinWrapped(previous.text.trimEnd(), text), ...right };
      continue;
    }
    if (
      previous &&
      line.gapBefore === 0 &&
      !line.bullet &&
      !line.right &&
      !previous.right &&
      hasDegreeWord(previous.text) &&
      !findDateRange(previous.text) &&
      // "Nursing", "Computer Science", "Administration in Marketing" (a degree too long for its column).
      (/^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u.test(text) ||
        /^\p{Lu}[\p{L}'’-]*\s+(?:in|of|and|&)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u.test(text)) &&
      !hasDegreeWord(text) &&
      !hasInstitutionWord(text) &&
      !isPlace(text)
    ) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text.trimEnd()} ${text}` };
      continue;
    }
    joined.push(line);
  }
  return joined;
}

/**
 * Reads the schools in an Education section. A new entry starts when a line brings a part the current entry
 * already has (a second school, degree or date), so one-line and several-line layouts both read.
 */
export function readEducation(lines: DocLine[], label: string): { education: EducationEntry[]; unread: UnreadLine[] } {
  const education: EducationEntry[] = [];
  const unread: UnreadLine[] = [];
  let current: EducationEntry & { dated?: boolean; degree?: string } = {};
  const flush = () => {
    if (current.institution || current.studyType || current.area) {
      const { dated: _dated, degree: _degree, ...entry } = current;
      education.push(entry);
    }
    current = {};
  };
  // The line before named a degree (and nothing else of the entry's but maybe the school).
  let afterDegree = false;
  for (const line of joinWrappedDegrees(joinWrappedHeadings(lines))) {
    const { text, bullet } = bulletOf(line);
    const whole = [text, line.right?.trim()].filter(Boolean).join(' | ');
    if (!whole) continue;
    let rest = whole;
    const grade = gradeIn(rest);
    if (grade) rest = grade.rest;
    const range = findDateRange(rest);
    if (range) rest = withoutRange(rest, range);
    const parts = splitParts(rest).flatMap((part) => {
      if (isPlace(part) || isDuration(part)) return [];
      // "BSc Nursing at King's College": the degree, then the school after "at".
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(part);
      if (at && hasDegreeWord(at[1]!) && !hasInstitutionWord(at[1]!) && !/,/.test(at[1]!) && !hasDegreeWord(at[2]!))
        return [at[1]!, at[2]!];
      const pieces = part.split(/\s*,\s*/).filter((piece) => !isPlace(piece));
      // "Degree, School" splits at its comma; "Bachelor of Science, Accounting" keeps degree and field together.
      // "Pharmacy, Diplôme d’État de Docteur en Pharmacie" is a field then its degree, not a degree then a school.
      const school = (piece: string) =>
        !startsWithDegree(piece) &&
        (hasInstitutionWord(piece) || (looksLikeSchool(piece) && !FIELD_OF_STUDY.test(piece)));
      // "Princeton University, PhD in Computer Science": a school, then its degree.
      const degreeAfterSchool = hasInstitutionWord(pieces[0] ?? '') && pieces.slice(1).some(startsWithDegree);
      // …or, under a degree set on its own line, a school then its field ("Boğaziçi University, Computer Engineering").
      const fieldAfterSchool =
        current.studyType !== undefined &&
        !current.institution &&
        pieces.length === 2 &&
        hasInstitutionWord(pieces[0]!) &&
        !hasInstitutionWord(pieces[1]!) &&
        !hasDegreeWord(pieces[1]!);
      return pieces.length > 1 && (pieces.slice(1).some(school) || degreeAfterSchool || fieldAfterSchool)
        ? pieces
        : [part];
    });
    const degrees = parts.filter(
      (part) => hasDegreeWord(part) && (!hasInstitutionWord(part) || startsWithDegree(part)),
    );
    const schools = parts.filter((part) => !degrees.includes(part) && hasInstitutionWord(part));
    const others = parts.filter((part) => !degrees.includes(part) && !schools.includes(part) && !isPlace(part));
    const plain = degrees.length === 0 && schools.length === 0;
    // A short title-case line under a school with no field yet is the field, whatever icon or marker precedes it.
    const field = bullet && plain && !range && current.institution && !current.area && isTitleCase(rest);
    // …and under a degree with no school yet, it is the school ("Diplôme de Cuisine" over "• Le Cordon Bleu Dubai").
    const school = bullet && plain && !range && current.studyType && !current.institution && isTitleCase(rest);
    // Under a school and degree already read, a marked sentence or labelled line is a note on them ("Thesis: …", an
    // award "(Class of 2022)"), whatever year it names, unless it names a degree or a school of its own.
    const note =
      bullet &&
      current.institution &&
      current.studyType &&
      degrees.length === 0 &&
      schools.length === 0 &&
      (/^[\p{L} ]{2,20}:/u.test(text) || rest.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 5);
    if (bullet && ((plain && !range && !field && !school) || note)) {
      if (grade && !current.score) current.score = grade.score;
      else unread.push({ text: whole, reason: `From “${label}”: no matching education field — add it as a snippet` });
      afterDegree = false;
      continue;
    }
    // A field written above its degree ("Nursing" then "BSc (Hons)") was taken for the degree until one came.
    const fieldFirst = degrees.length > 0 && current.studyType && !current.area && !hasDegreeWord(current.studyType);
    if (fieldFirst) {
      current.area = current.studyType;
      delete current.studyType;
    }
    const clash =
      (schools.length > 0 && current.institution) ||
      (degrees.length > 0 && current.studyType) ||
      (range && current.dated && (degrees.length > 0 || schools.length > 0));
    // A school, degree and period make an entry whole: a further school-less name starts the next one.
    // …unless it comes right under a degree with no field: "Docteur en Pharmacie" then "Pharmacy" is its field.
    const fieldUnderDegree =
      afterDegree && !current.area && others.length === 1 && parts.length === 1 && !hasInstitutionWord(rest);
    const complete =
      !range &&
      !fieldUnderDegree &&
      current.dated &&
      current.institution &&
      current.studyType &&
      others.length > 0 &&
      degrees.length === 0;
    if (clash || complete) flush();
    if (schools[0]) current.institution = schools[0];
    if (degrees[0] && fieldFirst) Object.assign(current, { studyType: degrees[0], degree: degrees[0] });
    else if (degrees[0]) {
      Object.assign(current, splitDegree(degrees[0]), { degree: degrees[0] });
      // A degree set in a label column before its school and field ("PhD | Princeton University, Computer Science"):
      // what followed the degree names a school first.
      const [head, ...field] = (current.area ?? '').split(/\s*,\s*/);
      if (!current.institution && head && hasInstitutionWord(head) && !hasDegreeWord(head)) {
        current.institution = head;
        if (field.length > 0) current.area = field.join(', ');
        else delete current.area;
        // …and the degree named again after the school ("PhD | Princeton University, PhD in Computer Science") gives
        // the field.
        const again = degrees[1] ? splitDegree(degrees[1]) : undefined;
        if (!current.area && again?.area && again.studyType === current.studyType) current.area = again.area;
      }
    }
    // Unmarked parts fill what the entry lacks: a school's name, then the degree, then the field.
    for (const part of others) {
      if (
        !current.institution &&
        (current.studyType || others.length > 1 || parts.length === 1 || looksLikeSchool(part))
      ) {
        current.institution = part;
      } else if (!current.studyType) Object.assign(current, splitDegree(part), { degree: part });
      else if (!current.area) current.area = part;
      else if (current.degree && current.degree !== current.studyType && !hasDegreeWord(part)) {
        // The field written apart ("Diplôme de Cuisine" then "Culinary Arts"): the degree's words were its name.
        current.studyType = current.degree;
        current.area = part;
      } else unread.push({ text: part, reason: `From “${label}”: no matching education field — add it as a snippet` });
    }
    afterDegree = degrees.length > 0 && !range;
    if (range) {
      const end = range.ongoing ? undefined : range.end;
      if (end) current.endDate = end;
      current.dated = true;
    }
    if (grade) current.score = grade.score;
  }
  flush();
  return { education, unread };
}

// The last word of a field of study, which employers' names also end on ("Mechanical Engineering", "Acme
// Engineering"): after a degree's name, it is the degree's field.
const FIELD_OF_STUDY =
  /\b(?:engineering|sciences?|studies|management|administration|arts|technology|economics|statistics|nursing|accounting|marketing|finance|law|medicine|pharmacy|chemistry|physics|biology|mathematics|psychology|design|architecture)$/i;

const isTitleCase = (text: string) =>
  text.split(/\s+/).length <= 6 &&
  text.split(/\s+/).every((word) => /^\p{Lu}/u.test(word) || /^(?:and|of|in|for|the|&|de|du|des|und|y|e)$/.test(word));

const startsWithDegree = (text: string) => hasDegreeWord(text.split(/\s+/).slice(0, 2).join(' '));

/** A name that reads as an organisation without a school word: initials ("IFSI de Lyon"), or a German compound. */
function looksLikeSchool(text: string): boolean {
  return (
    /\b[A-Z]{3,}\b/.test(text) || /(?:schule|zentrum|akademie|kolleg|institut)\b/i.test(text) || companyScore(text) > 0
  );
}
