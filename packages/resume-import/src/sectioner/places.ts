/** Telling a place ("Austin, TX", "Leeds, UK", "Remote") from a company or a title, without a gazetteer of cities. */
import { headingKindByWords } from './headings.js';
import { companyScore, titleScore } from './lexicon.js';

const REGIONS = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR ' +
    'PA RI SC SD TN TX UT VT VA WA WV WI WY PR ON QC BC AB MB SK NS NB NL PE NSW VIC QLD SA TAS ACT NT UK US USA UAE EU ' +
    'FR DE ES NL BE CH AT IE MX BR NZ AU ZA SG GB IT PT PL SE NO DK FI IS LU CZ SK HU RO BG GR HR SI TR IL AE QA ' +
    'KW BH OM JO LB EG MA NG GH KE IN PK BD LK CN HK TW JP KR PH MY TH VN ID AR CL CO PE'
  ).split(' '),
);

/** Countries, nations and states written out, in the forms resumes use; lowercase without accents. */
const NAMES = new Set([
  'united kingdom',
  'england',
  'scotland',
  'wales',
  'northern ireland',
  'ireland',
  'united states',
  'canada',
  'australia',
  'new zealand',
  'france',
  'germany',
  'deutschland',
  'spain',
  'espana',
  'portugal',
  'italy',
  'italia',
  'netherlands',
  'nederland',
  'belgium',
  'belgique',
  'belgie',
  'switzerland',
  'schweiz',
  'suisse',
  'austria',
  'osterreich',
  'mexico',
  'brazil',
  'brasil',
  'argentina',
  'chile',
  'colombia',
  'peru',
  'india',
  'pakistan',
  'philippines',
  'nigeria',
  'kenya',
  'south africa',
  'ghana',
  'egypt',
  'morocco',
  'maroc',
  'tunisia',
  'algeria',
  'israel',
  'lebanon',
  'jordan',
  'saudi arabia',
  'qatar',
  'united arab emirates',
  'poland',
  'romania',
  'sweden',
  'norway',
  'denmark',
  'finland',
  'greece',
  'turkey',
  'türkiye',
  'turkiye',
  'china',
  'japan',
  'singapore',
  'malaysia',
  'indonesia',
  'vietnam',
  'luxembourg',
  'czech republic',
  'hungary',
  'uruguay',
  'venezuela',
  'ecuador',
  'bolivia',
  'paraguay',
  'california',
  'texas',
  'new york',
  'florida',
  'illinois',
  'ohio',
  'georgia',
  'washington',
  'massachusetts',
  'pennsylvania',
  'ontario',
  'quebec',
  'british columbia',
  'alberta',
  'bavaria',
  'bayern',
  'catalonia',
  'catalunya',
  'ile de france',
  // France's regions, Germany's states and Spain's communities, as addresses print them after the town (not the
  // city states, whose names are their cities').
  'auvergne rhone alpes',
  'bourgogne franche comte',
  'bretagne',
  'brittany',
  'centre val de loire',
  'corse',
  'grand est',
  'hauts de france',
  'normandie',
  'normandy',
  'nouvelle aquitaine',
  'occitanie',
  'pays de la loire',
  'provence alpes cote d azur',
  'baden wurttemberg',
  'brandenburg',
  'hessen',
  'hesse',
  'mecklenburg vorpommern',
  'niedersachsen',
  'lower saxony',
  'nordrhein westfalen',
  'north rhine westphalia',
  'nrw',
  'rheinland pfalz',
  'saarland',
  'sachsen',
  'saxony',
  'sachsen anhalt',
  'schleswig holstein',
  'thuringen',
  'thuringia',
  'andalucia',
  'andalusia',
  'aragon',
  'asturias',
  'islas baleares',
  'canarias',
  'cantabria',
  'castilla y leon',
  'castilla la mancha',
  'comunidad de madrid',
  'comunitat valenciana',
  'comunidad valenciana',
  'extremadura',
  'galicia',
  'la rioja',
  'murcia',
  'navarra',
  'pais vasco',
  'basque country',
  'remote',
  'hybrid',
  'telework',
  'teletravail',
  'remoto',
  'homeoffice',
]);

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const CAPITALISED =
  /^(?:\p{Lu}[\p{L}'’.-]*|d[eu]|de la|del|am|an der|upon|on|la|le|sur|of)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|d[eu]|de la|del|am|an der|upon|on|la|le|sur|of))*$/u;

/** A known region or country on its own ("TX", "UK", "France", "Remote"). */
export function isRegion(text: string): boolean {
  const trimmed = text.trim().replace(/\.$/, '');
  return REGIONS.has(trimmed.replace(/\./g, '').toUpperCase()) && /^[A-Z.]{2,5}$/.test(trimmed)
    ? true
    : NAMES.has(plain(trimmed));
}

/**
 * A place: "City, Region" where the last part is a known region, country or a two-letter code; a known region
 * alone; or a postal code with a town ("75002 Paris", "10115 Berlin").
 */
export function isPlace(text: string): boolean {
  const trimmed = text.trim().replace(/^(?:based in|located in)\s+/i, '');
  if (trimmed.length > 60 || /\d{3,}\s*(?:st|rd|ave|street|road)\b/i.test(trimmed)) return false;
  if (isRegion(trimmed)) return true;
  if (/^(?:[A-Z]{1,2}-?)?\d{4,5}\s+\p{Lu}[\p{L}' -]+$/u.test(trimmed)) return true;
  return placeParts(trimmed) !== null;
}

const tidyStart = (text: string) => text.replace(/^[\s,]+/, '').trim();

const isTown = (town: string) =>
  CAPITALISED.test(town.replace(/\s+\d{4,5}$/, '')) &&
  town.split(/\s+/).length <= 4 &&
  companyScore(town) === 0 &&
  titleScore(town) === 0;

// A US ZIP code, a Canadian or a British postcode at the end, after a comma and a word: not the start of a line.
const POSTCODE_AFTER_REGION =
  /(?<=,\s*\p{L}[\p{L} ]*)\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/u;

/**
 * A place's town and what follows it, as written: "Seattle, WA, US", "Toronto, ON CA", and, without commas, a town
 * followed by one or two region codes or names ("Vancouver BC CA", "Cardiff Wales"). Null when it is not a place.
 */
export function placeParts(text: string): { city: string; region: string } | null {
  // A country code in brackets after the region ("Vancouver, BC (CA)") reads like one after a space.
  const written = text.trim();
  const trimmed = written
    // A postal code after the region ("Pleasantville, CA 94588", "Toronto, ON M5V 2T6") is part of the address.
    .replace(POSTCODE_AFTER_REGION, '')
    .replace(/\s*\(([A-Z]{2,3})\)$/, (whole, code: string) => (isRegion(code) ? ` ${code}` : whole))
    // …or after the town ("Seattle (US), WA"): the same place with the code at the end.
    .replace(/^([^,()]+?)\s*\(([A-Z]{2,3})\)\s*,\s*([^,()]+)$/, (whole, town: string, code: string, region: string) =>
      isRegion(code) ? `${town}, ${region} ${code}` : whole,
    );
  // The region as written, from the end of the town on.
  const regionAfter = (town: string) => tidyStart(written.slice(town.length));
  if (trimmed.length > 60) return null;
  const parts = trimmed.split(',').map((part) => part.trim());
  if (parts.length >= 2 && parts.length <= 3) {
    // The last part is a region, or a region followed by a country code ("ON CA").
    const last = parts[parts.length - 1]!;
    const lastWords = last.split(/\s+/);
    // …or a region this list does not know, written out and followed by a known country code ("Auvergne-Rhône-Alpes
    // FR", "Norte PT"): the code says it is a place.
    const namedRegion =
      lastWords.length >= 2 &&
      lastWords.length <= 4 &&
      /^[A-Z]{2}$/.test(lastWords.at(-1)!) &&
      isRegion(lastWords.at(-1)!) &&
      isTown(lastWords.slice(0, -1).join(' '));
    const lastIsRegion =
      isRegion(last) || (lastWords.length === 2 && lastWords.every((word) => isRegion(word))) || namedRegion;
    if (!lastIsRegion) return null;
    const towns = parts.slice(0, -1);
    // "Seattle, WA, US": a region may stand between the town and the country.
    if (towns.length === 2 && isRegion(towns[1]!)) towns.pop();
    if (towns.length > 2 || !towns.every(isTown)) return null;
    return { city: towns[0]!, region: regionAfter(towns[0]!) };
  }
  if (parts.length !== 1) return null;
  const words = trimmed.split(/\s+/);
  let cut = words.length;
  while (cut > 1 && words.length - cut < 2 && isRegion(words[cut - 1]!)) cut -= 1;
  if (cut === words.length || cut > 3) return null;
  const town = words.slice(0, cut).join(' ');
  // "Orlen SA", "Volvo AB": a lone legal form reads like a region code ("Calgary AB CA" has a country after it).
  if (!isTown(town) || isRegion(town) || (words.length - cut === 1 && companyScore(trimmed) > 0)) return null;
  return { city: town, region: regionAfter(town) };
}

const CONTACT_LABEL =
  /^(?:e-?mail|phone|telephone|tel|mobile|cell|address|website|web|site|portfolio|linkedin|github|location|contact|contacts|details|personal details|name|born|date of birth|nationality)$/i;

/**
 * A place that no list knows but whose shape and company say it is one: "Leeds, West Yorkshire", "Lyon,
 * Auvergne-Rhône-Alpes" or "London" among a person's phone and email. A town and up to two region names, each
 * capitalised, none a company or a job title; only for text beside contact details, where little else is written.
 */
export function isPlaceBesideContact(text: string): boolean {
  if (isPlace(text)) return true;
  // The labels a contact block prints before its details ("Email", "Phone") are capitalised words too.
  if (CONTACT_LABEL.test(text.trim())) return false;
  const parts = text.split(',').map((part) => part.trim());
  return (
    parts.length <= 3 &&
    parts.every((part) => part.length > 0 && part.length <= 30 && isTown(part) && !/\d/.test(part)) &&
    headingKindByWords({ text }) === null
  );
}
