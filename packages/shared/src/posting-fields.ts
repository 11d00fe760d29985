/**
 * A saved job's fields read from a pasted posting: its title, company, location, salary, employment type and
 * workplace, as the boards people copy from lay them out (a title line, then the company and where; or labelled
 * lines such as "Location: Remote"). Only what is clearly there is given; the form fills the fields left empty.
 */
import { JOB_TEXT_MAX, SALARY_MAX, type EmploymentType, type RemoteMode } from './job-choices.js';
import { hasSalary, salaryIn } from './posting-salary.js';

export interface PostingFields {
  title?: string;
  company?: string;
  location?: string;
  salary?: string;
  employment_type?: EmploymentType;
  remote?: RemoteMode;
}

/** How many lines from the top can hold the title, the company and where: the boards' headers are short. */
const HEADER_LINES = 8;
/** Longer than this, a line near the top is a paragraph of the body, not a header's line. */
const HEADER_LINE_MAX = 120;
/** Labelled lines ("Salary: …") are read this far down. */
const LABELLED_LINES = 40;

const BULLET = /^[\s\-–—•*·▪●◦]+/;
/** Parts of a header line: "Northwind Health · Austin, TX (Hybrid)", "Austin, TX / Engineering / Full-time". */
const SEPARATOR = /\s+[·•|–—/-]\s+|\s*[·•|]\s*/;
/** Headings that open a section, never a title or a company. */
const HEADING =
  /^(about (the|this) (job|role|position|opportunity|company|team)|about (us|you)|job (description|summary|details|overview)|overview|description|summary|the role|the opportunity|role overview|position summary|responsibilities|requirements|qualifications|who we are|what you('ll| will) do|what we('re| are) looking for|apply|apply now|save|easy apply|full job description)\s*:?$/i;
const COMPANY_SUFFIX = /,?\s+(inc|llc|ltd|limited|gmbh|corp|corporation|co|plc|s\.?a|ag|bv|pty)\.?$/i;

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const CA_PROVINCES = 'AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT';
const COUNTRIES =
  'USA|US|United States|UK|United Kingdom|England|Scotland|Wales|Ireland|Canada|Germany|France|Spain|Portugal|Italy|Netherlands|Belgium|Switzerland|Austria|Sweden|Norway|Denmark|Finland|Poland|Czechia|Australia|New Zealand|India|Singapore|Japan|Brazil|Mexico|Argentina|South Africa|Israel|UAE|United Arab Emirates';
const PLACE = String.raw`[A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){0,3}`;
/** "Austin, TX 78701", "Toronto, ON", "London, UK", "Remote (US)", "Remote - EU". */
const LOCATION = new RegExp(
  String.raw`^(?:${PLACE},\s*(?:(?:${US_STATES})(?:\s+\d{5})?|${CA_PROVINCES}|${COUNTRIES})(?:,\s*(?:${COUNTRIES}))?|[Rr]emote(?:\s*[(\-–:]\s*[A-Za-z ,]+\)?)?)$`,
);
const PARENTHESIS = /\s*\(([^)]*)\)\s*$/;

const LABELS: Array<[keyof PostingFields, RegExp]> = [
  ['title', /^(?:job title|title|position|role)\s*:\s*(.+)$/i],
  ['company', /^(?:company|employer|organi[sz]ation|hiring company)\s*:\s*(.+)$/i],
  ['location', /^(?:location|job location|work location|based in|office)\s*:\s*(.+)$/i],
  ['salary', /^(?:salary|salary range|pay|pay range|compensation|base salary|rate)\s*:\s*(.+)$/i],
  ['employment_type', /^(?:employment type|job type|contract type|type|schedule)\s*:\s*(.+)$/i],
  ['remote', /^(?:workplace|workplace type|work model|remote|work arrangement|location type)\s*:\s*(.+)$/i],
];

const EMPLOYMENT: Array<[EmploymentType, RegExp]> = [
  ['part_time', /\bpart[\s-]?time\b/i],
  ['full_time', /\bfull[\s-]?time\b/i],
  ['internship', /\b(internship|intern)\b/i],
  ['temporary', /\b(temporary|temp)\b/i],
  ['contract', /\b(contract|contractor|fixed[\s-]term|freelance)\b/i],
];
const WORKPLACE: Array<[RemoteMode, RegExp]> = [
  ['hybrid', /\bhybrid\b/i],
  ['remote', /\b(remote|work from home|wfh)\b/i],
  ['onsite', /\b(on[\s-]?site|in[\s-]office|in[\s-]person)\b/i],
];
/** A part that names the workplace and nothing else ("Hybrid", "(on-site)"). */
const WORKPLACE_WORD = /^(remote|hybrid|on[\s-]?site|in[\s-]office)$/i;
/** Said in a posting's body, these name the workplace; a bare "remote" or "on-site" there may be anything. */
const WORKPLACE_PHRASES: Array<[RemoteMode, RegExp]> = [
  [
    'remote',
    /\b(fully remote|100% remote|remote[\s-]first|(a|this) (is a )?remote (role|position|job)|work from anywhere)\b/i,
  ],
  [
    'hybrid',
    /\b(hybrid (role|position|schedule|working|model|work)|(\d|two|three|four) days (a week )?in (the )?office)\b/i,
  ],
  ['onsite', /\b((an|this is an?) on[\s-]?site (role|position)|fully on[\s-]?site|100% on[\s-]?site)\b/i],
];

/** Words that name a role: a header's line with one is the title, the line beside it without one the company. */
const ROLE =
  /\b(engineer|developer|programmer|designer|manager|analyst|scientist|architect|administrator|specialist|consultant|coordinator|assistant|associate|director|lead|officer|nurse|technician|technologist|representative|accountant|teacher|intern|writer|editor|recruiter|adviser|advisor|agent|barista|cashier|clerk|driver|electrician|mechanic|operator|pharmacist|physician|doctor|therapist|researcher|strategist|executive|supervisor|head|vp|president|producer|marketer|planner|tester|counsel|attorney|lawyer|paralegal|chef|cook|receptionist|secretary|auditor|controller|bookkeeper|buyer|trainer|instructor|professor|lecturer|tutor|worker|aide|caregiver|attendant|inspector|surveyor|machinist|welder|carpenter|plumber|photographer|illustrator|animator|copywriter|journalist|translator|interpreter|statistician|economist|devops|sre|qa|owner|partner|apprentice|trainee|graduate|fellow|staff|chief|expert|generalist|optometrist|dentist|hygienist|paramedic|pilot|sales|support)s?\b/i;

const clean = (line: string) => line.replace(BULLET, '').replace(/\s+/g, ' ').trim();
const fits = (value: string, max: number) => (value.length > 0 && value.length <= max ? value : undefined);
const isHeading = (line: string) => HEADING.test(line);
const isLocation = (text: string) => LOCATION.test(text.replace(PARENTHESIS, '').trim()) || /^remote$/i.test(text);
const only = <T>(found: T[]): T | undefined => (new Set(found).size === 1 ? found[0] : undefined);

/** A short line of a few words that is not a sentence: how a title or a company's name stands on its own line. */
function isName(line: string, maxWords: number): boolean {
  const words = line.split(' ');
  return (
    line.length <= 80 &&
    words.length <= maxWords &&
    /[A-Za-z]/.test(line) &&
    (!/[.!?:;]$/.test(line) || COMPANY_SUFFIX.test(line)) &&
    !line.includes(':') &&
    !isHeading(line) &&
    !isLocation(line) &&
    !hasSalary(line) &&
    /^([A-Z0-9]|[a-z]+[A-Z])/.test(line)
  );
}

function employmentIn(text: string): EmploymentType | undefined {
  return only(EMPLOYMENT.filter(([, pattern]) => pattern.test(text)).map(([type]) => type));
}

function workplaceIn(text: string, patterns = WORKPLACE): RemoteMode | undefined {
  return only(patterns.filter(([, pattern]) => pattern.test(text)).map(([mode]) => mode));
}

/**
 * A header line's parts: "Northwind Health · Austin, TX (Hybrid)" is two. A pay range holds dashes too, so the
 * line's salary is read whole before it is split.
 */
function partsOf(line: string, fields: PostingFields): string[] {
  if (!fields.salary && hasSalary(line)) fields.salary = salaryIn(line);
  return line
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part.replace(PARENTHESIS, '').trim());
}

/**
 * A header's part that says where, for what pay, on what terms or in what workplace ("Austin, TX", "Full-time",
 * "Hybrid"): recorded in `fields`. False for any other part, such as a company's name.
 */
function readTermPart(part: string, fields: PostingFields): boolean {
  if (isLocation(part)) {
    fields.location ??= fits(placeOf(part, fields), JOB_TEXT_MAX);
    return true;
  }
  if (hasSalary(part)) return true;
  const plain = part.replace(PARENTHESIS, '').trim();
  const type = employmentIn(plain);
  const mode = WORKPLACE_WORD.test(plain) ? workplaceIn(plain) : undefined;
  if (type && plain.length <= 20) fields.employment_type ??= type;
  if (mode) fields.remote ??= mode;
  return Boolean(type || mode);
}

/** The header's other short lines: where, pay, terms, and the workplace in any part's brackets ("(Hybrid)"). */
function readHeaderParts(lines: string[], fields: PostingFields) {
  // A header's lines are short; a paragraph in the first lines is the body's.
  for (const line of lines.filter((line) => line.length <= HEADER_LINE_MAX)) {
    for (const part of partsOf(line, fields)) {
      const bracket = PARENTHESIS.exec(part)?.[1];
      if (bracket) fields.remote ??= workplaceIn(bracket);
      readTermPart(part, fields);
    }
  }
}

/** What a header's part says of the job's terms: "Full-Time, Nights", "12-month fixed term", "September start". */
const TERMS =
  /\b(full|part)[\s-]?time\b|\b(fixed[\s-]term|contract|temporary|permanent|shifts?|nights?|days|weekends?|hours|start|remote|hybrid|on[\s-]?site)\b/i;

/** A title without the terms it carries ("(Full-Time, Nights)", "— 1st Shift"), which set the job's type and workplace. */
function titleOf(line: string, fields: PostingFields): string {
  let title = line.trim();
  for (const pattern of [/\s*\(([^)]*)\)\s*$/, /\s+[–—-]\s+([^–—-]+)$/]) {
    const terms = pattern.exec(title);
    if (!terms || !TERMS.test(terms[1]!)) continue;
    fields.employment_type ??= employmentIn(terms[1]!);
    fields.remote ??= workplaceIn(terms[1]!);
    title = title.slice(0, terms.index).trim();
  }
  return title;
}

/** "London (hybrid)": the place, and the workplace its brackets name (other brackets stay: they say more). */
function placeOf(part: string, fields: PostingFields): string {
  const bracket = PARENTHESIS.exec(part)?.[1];
  const mode = bracket ? workplaceIn(bracket) : undefined;
  if (mode) fields.remote ??= mode;
  if (/^remote\b/i.test(part)) fields.remote ??= 'remote';
  return mode && WORKPLACE_WORD.test(bracket!.trim()) ? part.replace(PARENTHESIS, '') : part;
}

/**
 * The line under the title: the company first ("at Globex", "Acme Ltd – London", "Marlow & Finch, York"), then
 * where and on what terms. Only the line's first part can be the company ("Toronto, ON / Design / Full-time" names a
 * team after the place); a part after the company's that is no term is the place.
 */
function readCompanyLine(line: string, fields: PostingFields) {
  const at = /^(?:at|@)\s+(.+)$/i.exec(line)?.[1];
  let named = false;
  partsOf(at ?? line, fields).forEach((part, index) => {
    if (readTermPart(part, fields)) return;
    const plain = part.replace(PARENTHESIS, '').trim();
    if (!named) {
      // The first part that is no term names the company, if it leads the line; either way the place comes after.
      named = true;
      if (index > 0 || fields.company) return;
      // "Copper Kettle Grocers, Manchester": the name, then where; "Bramble Ridge Builders, Inc." is one name.
      const pieces = plain.split(/,\s+/);
      const suffix = pieces.length === 2 && COMPANY_SUFFIX.test(`, ${pieces[1]}`);
      const [name, ...place] = suffix ? [plain] : pieces;
      if (name && isName(name, 6)) {
        fields.company = fits(name, JOB_TEXT_MAX);
        if (place.length > 0) fields.location ??= fits(place.join(', '), JOB_TEXT_MAX);
      }
    } else if (!fields.location && /^[A-Z]/.test(plain) && plain.split(' ').length <= 6) {
      fields.location = fits(placeOf(part, fields), JOB_TEXT_MAX);
    }
  });
}

/** The fields a pasted posting states; each absent when the posting does not say it clearly. */
export function readPostingFields(text: string): PostingFields {
  const raw = text.split(/\r?\n/).filter((line) => clean(line).length > 0);
  const lines = raw.map(clean);
  // A list's item is the body's, never a header's title or company.
  const listed = raw.map((line) => /^\s*[-–—•*·▪●◦]\s/.test(line));
  const fields: PostingFields = {};

  for (const line of lines.slice(0, LABELLED_LINES)) {
    for (const [field, pattern] of LABELS) {
      const value = pattern.exec(line)?.[1]?.trim();
      if (!value || fields[field] !== undefined) continue;
      if (field === 'employment_type') fields.employment_type = employmentIn(value);
      else if (field === 'remote') fields.remote = workplaceIn(value);
      else if (field === 'salary')
        fields.salary = salaryIn(value) ?? (/\d/.test(value) ? fits(value, SALARY_MAX) : undefined);
      else {
        fields[field] = fits(value, JOB_TEXT_MAX);
        if (field === 'location') {
          const bracket = PARENTHESIS.exec(value)?.[1];
          fields.remote ??= (bracket ? workplaceIn(bracket) : undefined) ?? workplaceIn(value);
        }
      }
    }
  }

  const header = lines.slice(0, HEADER_LINES);
  // The title is the first line that is not a heading: a posting that opens with a sentence has none to give.
  const firstAt = header.findIndex((line) => !isHeading(line));
  let titleAt =
    fields.title ||
    firstAt < 0 ||
    listed[firstAt] ||
    !isName(header[firstAt]!, 10) ||
    /^about\b/i.test(header[firstAt]!)
      ? -1
      : firstAt;
  // "Northwind Health" above "Senior Backend Engineer": the company's name came first.
  const second = titleAt >= 0 && !listed[titleAt + 1] ? header[titleAt + 1] : undefined;
  if (second && !ROLE.test(header[titleAt]!) && ROLE.test(second) && isName(second, 10)) {
    fields.company ??= fits(header[titleAt]!, JOB_TEXT_MAX);
    titleAt += 1;
  }
  if (titleAt >= 0) {
    // "Senior Engineer at Northwind": the title, then the company.
    const [title, company] = header[titleAt]!.split(/\s+(?:at|@)\s+/);
    fields.title = fits(titleOf(title!, fields), JOB_TEXT_MAX);
    if (company && isName(company, 6)) fields.company ??= fits(company.trim(), JOB_TEXT_MAX);
  }
  const rest = header.slice(titleAt + 1);
  const next = titleAt >= 0 && !listed[titleAt + 1] ? rest[0] : undefined;
  if (next && next.length <= HEADER_LINE_MAX) readCompanyLine(next, fields);
  if (!fields.company && fields.title) {
    // "iOS Developer — Kestrelwave": the company after a dash, when no line of its own names it.
    const [role, ...after] = fields.title.split(/\s+[–—|]\s+/);
    const company = after.join(' – ');
    if (after.length > 0 && ROLE.test(role!) && !ROLE.test(company) && isName(company, 6)) {
      fields.title = role;
      fields.company = company;
    }
  }
  readHeaderParts(titleAt >= 0 ? rest.slice(next ? 1 : 0) : header, fields);

  if (!fields.company) {
    // "About Northwind Health": the company's own section.
    for (const line of lines) {
      const name = /^about\s+(.+?)\s*:?$/i.exec(line)?.[1];
      if (name && !isHeading(line) && isName(name, 6) && !/^(the|this|our|us|you|your)\b/i.test(name)) {
        fields.company = fits(name, JOB_TEXT_MAX);
        break;
      }
    }
  }
  fields.salary ??= salaryIn(text);
  fields.remote ??= workplaceIn(text, WORKPLACE_PHRASES);
  // In the body, only the unmistakable forms: "full-time" and "part-time" (both named: neither).
  fields.employment_type ??= only(
    EMPLOYMENT.slice(0, 2)
      .filter(([, pattern]) => pattern.test(text))
      .map(([type]) => type),
  );
  if (!fields.employment_type && fields.title && /\bintern(ship)?\b/i.test(fields.title)) {
    fields.employment_type = 'internship';
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as PostingFields;
}
