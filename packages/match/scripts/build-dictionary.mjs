// Derives dictionary/skills-dictionary.json and dictionary/titles.json from O*NET, linguist-languages and dictionary/curated/*.json.
//
// Usage: node packages/match/scripts/build-dictionary.mjs [--check] [--verbose]
//   --check    build in memory and fail if the files on disk differ (for CI)
//   --verbose  list every O*NET example that was dropped or merged, and why, and every family link of the skill
//              hierarchy dropped because another link already implies it
// ONET_DIR overrides where the O*NET text files are read from (default: <repo>/../shared/data/onet).
//
// The output must be byte-identical for the same inputs: everything is sorted, nothing depends on time or locale.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as linguist from 'linguist-languages';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const startedAt = performance.now();
const args = new Set(process.argv.slice(2));
const CHECK = args.has('--check');
const VERBOSE = args.has('--verbose');

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(pkgDir, 'dictionary');
const curatedDir = path.join(dataDir, 'curated');
const repoRoot = path.resolve(pkgDir, '../..');
const onetDir = process.env.ONET_DIR ?? path.resolve(repoRoot, '../shared/data/onet');

const DICTIONARY_FILE = path.join(dataDir, 'skills-dictionary.json');
const TITLES_FILE = path.join(dataDir, 'titles.json');
const DATA_VERSION = '1.0.0';
const CATEGORIES = new Set(['hard_skill', 'soft_skill', 'certification', 'language', 'other']);
const MAX_TITLE_WORDS = 6;

const SOURCES = [
  {
    name: 'O*NET 29.2 Database',
    license: 'CC BY 4.0',
    url: 'https://www.onetcenter.org/database.html',
  },
  {
    name: 'linguist-languages (GitHub Linguist language list)',
    license: 'MIT',
    url: 'https://github.com/ikatyang-collab/linguist-languages',
  },
  {
    name: 'HireStride curated lists (packages/match/dictionary/curated)',
    license: 'Proprietary (HireStride)',
    url: 'https://github.com/hirestride/hirestride',
  },
];

class BuildError extends Error {}
const fail = (message) => {
  throw new BuildError(message);
};
const log = (line) => process.stdout.write(`${line}\n`);
const byString = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

// ---------------------------------------------------------------------------------------------------------------
// Tokenising exactly as the engine does, so that alias uniqueness and the self-check see what the engine will see.

const nlp = winkNLP(model);
const its = nlp.its;
// The first out-of-vocabulary token gets the id just past the lexicon, which tells us the lexicon's size without
// reaching into the model's private files. It must run before any other text is read.
const LEXICON_SIZE = nlp.readDoc('qqzxjvkwq').tokens().out(its.uniqueId)[0];
if (!(LEXICON_SIZE > 10000)) fail(`unexpected wink lexicon size ${LEXICON_SIZE}`);

const tokenCache = new Map();
function tokensOf(text) {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    tokens = nlp.readDoc(text).tokens().out(its.value);
    tokenCache.set(text, tokens);
  }
  return tokens;
}
// The identity of an alias for uniqueness: its lowercased token run, so "C++" and "c ++" are the same alias.
const keyOf = (text) =>
  tokensOf(text)
    .map((t) => t.toLowerCase())
    .join(' ');

const englishCache = new Map();
// "Ordinary English" means the word is in wink's English lexicon in lower case; product names like "Kubernetes"
// or "Minitab" are not, while "spark", "chef" or "access" are.
function isEnglishWord(word) {
  const lower = word.toLowerCase();
  let known = englishCache.get(lower);
  if (known === undefined) {
    const ids = nlp.readDoc(lower).tokens().out(its.uniqueId);
    known = ids.length === 1 && ids[0] < LEXICON_SIZE;
    englishCache.set(lower, known);
  }
  return known;
}
const wordTokens = (text) => tokensOf(text).filter((t) => /[A-Za-z]/.test(t));

// ---------------------------------------------------------------------------------------------------------------
// Inputs

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`cannot read ${path.relative(repoRoot, file)}: ${error.message}`);
  }
}

function readTsv(name) {
  const file = path.join(onetDir, name);
  if (!existsSync(file)) fail(`missing O*NET file ${file} (set ONET_DIR to the folder of the O*NET text files)`);
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const header = lines[0].split('\t');
  const rows = [];
  for (const line of lines.slice(1)) {
    if (line.trim() === '') continue;
    const cells = line.split('\t');
    if (cells.length !== header.length) fail(`${name}: expected ${header.length} columns in "${line}"`);
    rows.push(Object.fromEntries(header.map((column, i) => [column, cells[i].trim()])));
  }
  return rows;
}

const curated = (name) => readJson(path.join(curatedDir, name));
const exactCase = curated('exact-case.json');
const denylist = curated('denylist.json');
const vendors = curated('onet-vendors.json');

const EXACT = new Set(Object.keys(exactCase.exact));
const ANY_CASE = new Set(Object.keys(exactCase.anyCase));
const DENIED_ALIAS_KEYS = new Set(Object.keys(denylist.aliases).map(keyOf));
const DENIED_EXAMPLES = new Set(Object.keys(denylist.onetExamples));
for (const alias of EXACT) if (ANY_CASE.has(alias)) fail(`exact-case.json lists "${alias}" as both exact and anyCase`);

// ---------------------------------------------------------------------------------------------------------------
// Terms and the alias registry

const terms = new Map(); // id -> term
const aliasOwner = new Map(); // alias key -> term id
const stats = { onetMerged: 0, onetDropped: new Map(), aliasesDropped: new Map() };
const note = (map, reason, detail) => {
  if (!map.has(reason)) map.set(reason, []);
  map.get(reason).push(detail);
};

function slugify(name) {
  return name
    .toLowerCase()
    .replace(/c\+\+/g, 'cpp')
    .replace(/([a-z])#/g, '$1sharp')
    .replace(/(^|[\s/(])\.(?=[a-z])/g, '$1dot')
    .replace(/\+/g, '-plus')
    .replace(/&/g, '-and-')
    .replace(/'/g, '')
    .replace(/(\w)\.(?=\w)/g, '$1')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function addAlias(term, text, exact, { curatedSource = false } = {}) {
  const alias = text.trim().replace(/\s+/g, ' ');
  if (alias === '') fail(`empty alias in term "${term.name}"`);
  const key = keyOf(alias);
  if (key === '') fail(`alias "${alias}" of "${term.name}" has no tokens`);
  if (DENIED_ALIAS_KEYS.has(key)) {
    if (curatedSource) fail(`curated alias "${alias}" of "${term.name}" is in denylist.json`);
    note(stats.aliasesDropped, 'denylisted', `${alias} (${term.name})`);
    return false;
  }
  const owner = aliasOwner.get(key);
  if (owner && owner !== term.id) {
    if (curatedSource) fail(`alias "${alias}" belongs to both "${terms.get(owner).name}" and "${term.name}"`);
    note(stats.aliasesDropped, 'taken by another term', `${alias} (${term.name}; kept by ${terms.get(owner).name})`);
    return false;
  }
  const existing = term.aliases.get(key);
  // Two spellings with the same tokens are one alias to the engine. Any-case beats exact-case (an O*NET product
  // name folded into a curated term must not make its curated lower-case spelling exact), then the canonical spelling.
  if (existing) {
    if (existing.exact && !exact)
      term.aliases.set(key, { text: existing.text === term.name ? existing.text : alias, exact: false });
    return true;
  }
  term.aliases.set(key, { text: alias, exact });
  aliasOwner.set(key, term.id);
  return true;
}

function createTerm({ id, name, category, family, source }) {
  if (!CATEGORIES.has(category)) fail(`unknown category "${category}" for "${name}"`);
  if (typeof name !== 'string' || name.trim() !== name || name === '') fail(`bad name ${JSON.stringify(name)}`);
  const termId = id ?? slugify(name);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(termId)) fail(`bad id "${termId}" for "${name}"`);
  if (terms.has(termId)) fail(`duplicate id "${termId}" ("${terms.get(termId).name}" and "${name}")`);
  const term = { id: termId, name, category, family, aliases: new Map(), source, onet: [] };
  terms.set(termId, term);
  return term;
}

// ---------------------------------------------------------------------------------------------------------------
// Curated terms. A term is either ["Name", "alias", ...] or {"name", "aliases", "id", "family", "linguist"}.

const linguistByName = new Map(Object.values(linguist).map((language) => [language.name, language]));
const LINGUIST_FAMILY = { programming: 'Programming language', markup: 'Markup language', data: 'Data format' };
const linguistUsed = [];

// Single-word aliases that are ordinary English need a decision, recorded in exact-case.json, before they ship.
const CASE_CHECKED_FILES = new Set(['aliases.json', 'programming-languages.json', 'certifications.json']);

function normaliseEntry(entry, file) {
  if (Array.isArray(entry)) {
    const [name, ...aliases] = entry;
    return { name, aliases };
  }
  if (entry && typeof entry === 'object' && typeof entry.name === 'string') return { aliases: [], ...entry };
  fail(`${file}: bad term entry ${JSON.stringify(entry)}`);
}

function loadCurated(file, category) {
  const doc = curated(file);
  if (!doc.families || typeof doc.families !== 'object') fail(`${file}: expected a "families" object`);
  for (const family of Object.keys(doc.families)) {
    for (const raw of doc.families[family]) {
      const entry = normaliseEntry(raw, file);
      const term = createTerm({
        id: entry.id,
        name: entry.name,
        category: entry.category ?? category,
        family: entry.family ?? (family.startsWith('_') ? undefined : family),
        source: file,
      });
      const spellings = [entry.name, ...entry.aliases];
      if (entry.linguist) {
        const language = linguistByName.get(entry.linguist);
        if (!language) fail(`${file}: "${entry.linguist}" is not a linguist-languages name`);
        linguistUsed.push(entry.linguist);
        term.family ??= LINGUIST_FAMILY[language.type];
        spellings.push(language.name);
      }
      for (const spelling of spellings) {
        if (typeof spelling !== 'string') fail(`${file}: alias ${JSON.stringify(spelling)} of "${entry.name}"`);
        const words = wordTokens(spelling);
        const exact = EXACT.has(spelling);
        if (
          CASE_CHECKED_FILES.has(file) &&
          !exact &&
          !ANY_CASE.has(spelling) &&
          tokensOf(spelling).length === 1 &&
          words.length === 1 &&
          isEnglishWord(words[0])
        ) {
          fail(
            `${file}: "${spelling}" (${entry.name}) is an English word: list it in exact-case.json exact or anyCase`,
          );
        }
        addAlias(term, spelling, exact, { curatedSource: true });
      }
    }
  }
}

loadCurated('programming-languages.json', 'hard_skill');
loadCurated('aliases.json', 'hard_skill');
loadCurated('domain-skills.json', 'hard_skill');
loadCurated('soft-skills.json', 'soft_skill');
loadCurated('certifications.json', 'certification');
loadCurated('languages.json', 'language');
loadCurated('other-keywords.json', 'other');
const curatedIds = new Set(terms.keys());

for (const alias of [...EXACT, ...ANY_CASE]) {
  if (!aliasOwner.has(keyOf(alias)) && !vendors.shortNamesMayUse?.includes(alias)) {
    // Entries that no longer match anything are dead weight and hide typos.
    if (!exactCase.forOnet?.includes(alias)) fail(`exact-case.json: "${alias}" is not an alias of any curated term`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// O*NET technology examples

const ACRONYM = /^[A-Z][A-Za-z0-9+/&.-]*[A-Z0-9+]$/;
const VENDOR_PREFIXES = Object.keys(vendors.prefixes).sort((a, b) => b.length - a.length || byString(a, b));

// O*NET spells a product as "Long name ACRONYM"; the acronym is real only if its letters follow the words' initials.
function splitAcronym(text) {
  const words = text.split(' ');
  if (words.length < 2) return { long: text };
  const last = words.at(-1).replace(/^\((.*)\)$/, '$1');
  const letters = last.replace(/[^A-Za-z]/g, '');
  if (!ACRONYM.test(last) || letters.length < 2 || letters !== letters.toUpperCase() || last.length > 10) {
    return { long: text };
  }
  const long = words.slice(0, -1).join(' ');
  const haystack = long.toUpperCase();
  let position = 0;
  for (const letter of letters) {
    position = haystack.indexOf(letter, position);
    if (position < 0) return { long: text };
    position += 1;
  }
  const initials = long
    .split(/[\s/-]+/)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  if (!initials.includes(letters[0])) return { long: text };
  return { long: long.replace(/\s+software$/i, ''), acronym: last };
}

// "Sentence case" descriptions ("Inventory tracking", "Web browser") are O*NET's generic categories, not products.
function isGenericDescription(text, hadSoftwareSuffix) {
  const words = text.split(' ');
  if (!/^[A-Z][a-z]+(-[a-z]+)*$/.test(words[0]) && !/^[0-9][A-Za-z-]*$/.test(words[0])) return false;
  if (!words.slice(1).every((w) => /^([a-z][a-z'-]*|[0-9]+|&|\/|,)$/.test(w.replace(/,$/, '')))) return false;
  if (words.length > 1) return true;
  return hadSoftwareSuffix && isEnglishWord(words[0]);
}

function parseExample(example) {
  let text = example.replace(/\s+/g, ' ').trim();
  // Parenthesised lower-case notes ("(expert system feature)") describe O*NET's filing, not the product.
  text = text.replace(/\s*\((?=[^)]*[a-z])[^)]*\)\s*$/, '').trim();
  const hadSoftwareSuffix = /\s(software|software products|software applications)$/i.test(text);
  text = text.replace(/\s(software|software products|software applications)$/i, '').trim();
  const { long, acronym } = splitAcronym(text);
  const vendor = VENDOR_PREFIXES.find((prefix) => long.startsWith(`${prefix} `) && long.length > prefix.length + 1);
  const short = vendor ? long.slice(vendor.length + 1) : undefined;
  const generic = !vendor && isGenericDescription(long, hadSoftwareSuffix || Boolean(acronym));
  return { full: text, long, acronym, vendor, short, generic };
}

// How an O*NET-derived alias may be matched: 'any' case, 'exact' case, or not at all (null).
function derivedMode(text) {
  if (EXACT.has(text)) return 'exact';
  if (ANY_CASE.has(text)) return 'any';
  const tokens = tokensOf(text);
  const words = wordTokens(text);
  if (words.length === 0) return null;
  if (tokens.length === 1) {
    if (text.length < 3 || isEnglishWord(text)) return null;
    return 'any';
  }
  // A phrase made only of English words ("Time Matters") is the product only when written as the product is.
  if (words.every(isEnglishWord)) return 'exact';
  return 'any';
}

function acronymMode(acronym) {
  if (EXACT.has(acronym)) return 'exact';
  if (ANY_CASE.has(acronym)) return 'any';
  const letters = acronym.replace(/[^A-Za-z]/g, '');
  if (letters.length < 3 || isEnglishWord(letters) || tokensOf(acronym).length > 1) return null;
  return 'exact';
}

const examples = new Map();
for (const row of readTsv('Technology Skills.txt')) {
  const example = row.Example;
  if (!examples.has(example)) {
    examples.set(example, { example, occupations: new Set(), hot: false, families: new Map() });
  }
  const entry = examples.get(example);
  entry.occupations.add(row['O*NET-SOC Code']);
  entry.hot ||= row['Hot Technology'] === 'Y' || row['In Demand'] === 'Y';
  entry.families.set(row['Commodity Title'], (entry.families.get(row['Commodity Title']) ?? 0) + 1);
}
const topFamily = (entry) =>
  [...entry.families].sort((a, b) => b[1] - a[1] || byString(a[0], b[0]))[0][0].replace(/\s+/g, ' ');

// Candidate O*NET terms, before alias conflicts between them are settled.
const onetCandidates = new Map(); // name key -> candidate
for (const entry of [...examples.values()].sort((a, b) => byString(a.example, b.example))) {
  const { example } = entry;
  if (DENIED_EXAMPLES.has(example)) {
    note(stats.onetDropped, 'denylist.json', example);
    continue;
  }
  const parsed = parseExample(example);
  const forms = [example, parsed.full, parsed.long, parsed.short, parsed.vendor && parsed.long].filter(Boolean);

  // A curated term that already names this product absorbs it, with O*NET's spellings as extra aliases.
  const curatedOwner = forms.map((form) => aliasOwner.get(keyOf(form))).find((id) => id && curatedIds.has(id));
  if (curatedOwner) {
    const term = terms.get(curatedOwner);
    term.family ??= topFamily(entry);
    term.onet.push(example);
    for (const form of new Set([parsed.full, parsed.long])) {
      const mode = derivedMode(form);
      if (mode) addAlias(term, form, mode === 'exact');
    }
    stats.onetMerged += 1;
    if (VERBOSE) log(`  merged  ${example} -> ${term.name}`);
    continue;
  }

  const aliases = new Map(); // text -> mode
  const offer = (text, mode) => {
    if (text && mode && !aliases.has(text)) aliases.set(text, mode);
  };
  let name;
  if (parsed.generic) {
    const mode = parsed.acronym && entry.hot && acronymMode(parsed.acronym);
    if (!mode) {
      note(stats.onetDropped, 'generic description', example);
      continue;
    }
    name = parsed.acronym;
    offer(parsed.acronym, mode);
    offer(parsed.long, derivedMode(parsed.long) && 'any');
    offer(`${parsed.long} ${parsed.acronym}`, 'any');
  } else {
    const shortMode = parsed.short && derivedMode(parsed.short);
    const display = parsed.vendor ? vendors.prefixes[parsed.vendor] : undefined;
    if (shortMode && display !== undefined) name = display === '' ? parsed.short : `${display} ${parsed.short}`;
    const longMode = derivedMode(parsed.long);
    name ??= longMode ? parsed.long : undefined;
    offer(name, name === parsed.short ? shortMode : derivedMode(name));
    offer(parsed.long, longMode);
    offer(parsed.full, derivedMode(parsed.full));
    offer(parsed.short, shortMode);
    // A bare acronym of an obscure product ("EMI", "MPS") is far more often something else in a posting.
    if (parsed.acronym && entry.hot) offer(parsed.acronym, acronymMode(parsed.acronym));
    if (!name || !aliases.has(name)) {
      note(stats.onetDropped, 'only ordinary English words', example);
      continue;
    }
  }
  // A product known only by a denied spelling ("Career management systems CMS") has no name left to be read by.
  if (DENIED_ALIAS_KEYS.has(keyOf(name))) {
    note(stats.onetDropped, 'name in denylist.json', example);
    continue;
  }
  const nameKey = keyOf(name);
  const candidate = onetCandidates.get(nameKey) ?? {
    name,
    aliases: new Map(),
    families: new Map(),
    examples: [],
    hot: false,
    occupations: new Set(),
  };
  for (const [text, mode] of aliases) if (!candidate.aliases.has(text)) candidate.aliases.set(text, mode);
  for (const [family, count] of entry.families)
    candidate.families.set(family, (candidate.families.get(family) ?? 0) + count);
  candidate.examples.push(example);
  candidate.hot ||= entry.hot;
  for (const code of entry.occupations) candidate.occupations.add(code);
  onetCandidates.set(nameKey, candidate);
}

// An alias several O*NET products share (mostly acronyms) says nothing about which one a posting means.
const claims = new Map(); // alias key -> candidates
for (const candidate of onetCandidates.values()) {
  for (const text of candidate.aliases.keys()) {
    const key = keyOf(text);
    if (!claims.has(key)) claims.set(key, new Set());
    claims.get(key).add(candidate);
  }
}
function winnerOf(key) {
  const claimants = [...claims.get(key)];
  if (claimants.length === 1) return claimants[0];
  const named = claimants.filter((c) => keyOf(c.name) === key);
  if (named.length === 1) return named[0];
  const hot = claimants.filter((c) => c.hot);
  if (hot.length === 1) return hot[0];
  return undefined;
}

let onetTerms = 0;
for (const [nameKey, candidate] of [...onetCandidates].sort((a, b) => byString(a[0], b[0]))) {
  if (aliasOwner.has(nameKey) || winnerOf(nameKey) !== candidate) {
    note(stats.onetDropped, 'name taken by another term', candidate.examples.join(' | '));
    continue;
  }
  const family = topFamily({ families: candidate.families });
  let id = slugify(candidate.name);
  if (terms.has(id)) id = slugify(`${candidate.name} ${family}`);
  if (terms.has(id)) {
    note(stats.onetDropped, 'id taken by another term', candidate.examples.join(' | '));
    continue;
  }
  const term = createTerm({ id, name: candidate.name, category: 'hard_skill', family, source: 'onet' });
  term.onet.push(...candidate.examples);
  addAlias(term, candidate.name, candidate.aliases.get(candidate.name) === 'exact');
  for (const [text, mode] of [...candidate.aliases].sort((a, b) => byString(a[0], b[0]))) {
    if (text === candidate.name) continue;
    if (winnerOf(keyOf(text)) !== candidate) {
      note(stats.aliasesDropped, 'shared by several O*NET products', `${text} (${candidate.name})`);
      continue;
    }
    addAlias(term, text, mode === 'exact');
  }
  onetTerms += 1;
}

// ---------------------------------------------------------------------------------------------------------------
// The skill hierarchy (curated/hierarchy.json): a term naming a narrower skill proves the broader ones it implies
// (Manhattan WMS proves WMS, ACLS proves BLS). It is read after the O*NET terms so that a family link reaches every
// product O*NET files under that family.

const hierarchyDoc = curated('hierarchy.json');
const hierarchyStats = { explicit: 0, fromFamilies: 0, droppedAsImplied: 0 };

const termNames = new Map(); // name -> ids, for keys written as a term's name
for (const term of terms.values()) termNames.set(term.name, [...(termNames.get(term.name) ?? []), term.id]);

// A narrower term is written as its id or its exact name; a broader term always as its id, so a renamed term
// cannot silently change what is implied.
function hierarchyTerm(key, where) {
  if (terms.has(key)) return key;
  const ids = termNames.get(key) ?? [];
  if (ids.length === 1) return ids[0];
  if (ids.length > 1) fail(`hierarchy.json ${where}: "${key}" names several terms (${ids.join(', ')}): use an id`);
  return fail(`hierarchy.json ${where}: "${key}" is neither a term id nor a term name`);
}
function broaderIds(value, where) {
  if (!Array.isArray(value) || value.length === 0) fail(`hierarchy.json ${where}: expected a non-empty list of ids`);
  for (const id of value) {
    if (typeof id !== 'string' || !terms.has(id)) fail(`hierarchy.json ${where}: "${id}" is not a term id`);
  }
  if (new Set(value).size !== value.length) fail(`hierarchy.json ${where}: an id is listed twice`);
  return value;
}

function readHierarchy(doc) {
  for (const key of Object.keys(doc)) {
    if (!['$comment', 'terms', 'families'].includes(key)) fail(`hierarchy.json: unknown key "${key}"`);
  }
  const explicit = new Map(); // narrower id -> Set of broader ids
  const fromFamilies = new Map();
  const add = (into, narrower, broader) => {
    if (!into.has(narrower)) into.set(narrower, new Set());
    into.get(narrower).add(broader);
  };
  for (const [key, value] of Object.entries(doc.terms ?? {})) {
    const narrower = hierarchyTerm(key, 'terms');
    for (const broader of broaderIds(value, `terms["${key}"]`)) {
      if (broader === narrower) fail(`hierarchy.json: "${key}" implies itself`);
      if (explicit.get(narrower)?.has(broader)) fail(`hierarchy.json: "${key}" implies "${broader}" twice`);
      add(explicit, narrower, broader);
    }
  }
  const members = new Map(); // family -> ids
  for (const term of terms.values()) {
    if (term.family) members.set(term.family, [...(members.get(term.family) ?? []), term.id]);
  }
  for (const [family, link] of Object.entries(doc.families ?? {})) {
    const where = `families["${family}"]`;
    if (!members.has(family)) fail(`hierarchy.json ${where}: no term has this family`);
    if (!link || typeof link !== 'object' || Array.isArray(link)) fail(`hierarchy.json ${where}: expected an object`);
    for (const key of Object.keys(link)) {
      if (!['implies', 'except'].includes(key)) fail(`hierarchy.json ${where}: unknown key "${key}"`);
    }
    const broader = broaderIds(link.implies, `${where}.implies`);
    // Exceptions say why: a family filed by O*NET holds products that are not of its kind ("UpToDate" among EHRs).
    const except = new Set(Object.keys(link.except ?? {}));
    for (const id of except) {
      if (!members.get(family).includes(id)) fail(`hierarchy.json ${where}.except: "${id}" is not in this family`);
      if (typeof link.except[id] !== 'string' || link.except[id].trim() === '')
        fail(`hierarchy.json ${where}.except: "${id}" needs a reason`);
    }
    for (const narrower of members.get(family)) {
      if (except.has(narrower)) continue;
      for (const id of broader) {
        // The broader term may itself be filed in the family; it does not imply itself.
        if (id === narrower) continue;
        if (explicit.get(narrower)?.has(id)) {
          fail(`hierarchy.json: terms["${narrower}"] repeats "${id}", which family "${family}" already implies`);
        }
        add(fromFamilies, narrower, id);
      }
    }
  }
  return { explicit, fromFamilies };
}

const { explicit: explicitLinks, fromFamilies: familyLinks } = readHierarchy(hierarchyDoc);
const directLinks = new Map(); // narrower id -> Set of broader ids, before reduction
for (const source of [explicitLinks, familyLinks]) {
  for (const [narrower, broader] of source) {
    if (!directLinks.has(narrower)) directLinks.set(narrower, new Set());
    for (const id of broader) directLinks.get(narrower).add(id);
  }
}

// The engine follows links transitively, so a cycle would make two different skills prove each other.
function checkAcyclic() {
  const state = new Map(); // id -> 'open' | 'done'
  const path = [];
  const visit = (id) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'open') {
      const cycle = [...path.slice(path.indexOf(id)), id];
      fail(`hierarchy.json: a cycle of implied terms: ${cycle.join(' -> ')}`);
    }
    state.set(id, 'open');
    path.push(id);
    for (const next of [...(directLinks.get(id) ?? [])].sort(byString)) visit(next);
    path.pop();
    state.set(id, 'done');
  };
  for (const id of [...directLinks.keys()].sort(byString)) visit(id);
}
checkAcyclic();

const reachCache = new Map();
function reachable(id) {
  let found = reachCache.get(id);
  if (!found) {
    found = new Set();
    for (const next of directLinks.get(id) ?? []) {
      found.add(next);
      for (const further of reachable(next)) found.add(further);
    }
    reachCache.set(id, found);
  }
  return found;
}

// Only direct links are written: a link another link already implies is dropped (from a family) or refused
// (written by hand, since it hides which link carries the meaning).
const implied = new Map(); // narrower id -> sorted broader ids
for (const [narrower, broader] of [...directLinks].sort((a, b) => byString(a[0], b[0]))) {
  const kept = [];
  for (const id of [...broader].sort(byString)) {
    const via = [...broader].find((other) => other !== id && reachable(other).has(id));
    if (via) {
      if (explicitLinks.get(narrower)?.has(id)) {
        fail(
          `hierarchy.json: "${narrower}" -> "${id}" is redundant: "${narrower}" already implies it through "${via}"`,
        );
      }
      hierarchyStats.droppedAsImplied += 1;
      if (VERBOSE) log(`  implied through ${via}: ${narrower} -> ${id}`);
      continue;
    }
    kept.push(id);
    if (explicitLinks.get(narrower)?.has(id)) hierarchyStats.explicit += 1;
    else hierarchyStats.fromFamilies += 1;
  }
  implied.set(narrower, kept);
}

// ---------------------------------------------------------------------------------------------------------------
// Validation and output

function finalTerms() {
  const out = [];
  const seenKeys = new Map();
  for (const term of [...terms.values()].sort((a, b) => byString(a.id, b.id))) {
    const aliases = [...term.aliases.values()];
    if (aliases.length === 0) fail(`term "${term.name}" has no aliases`);
    if (!aliases.some((a) => a.text === term.name)) fail(`term "${term.name}" does not list its own name as an alias`);
    for (const alias of aliases) {
      const key = keyOf(alias.text);
      if (seenKeys.has(key)) fail(`alias "${alias.text}" is in both "${seenKeys.get(key)}" and "${term.name}"`);
      seenKeys.set(key, term.name);
    }
    const record = { id: term.id, name: term.name, category: term.category };
    if (term.family) record.family = term.family;
    if (implied.get(term.id)?.length) record.implies = implied.get(term.id);
    record.aliases = aliases.map((a) => a.text).sort(byString);
    record.exact = aliases
      .filter((a) => a.exact)
      .map((a) => a.text)
      .sort(byString);
    out.push(record);
  }
  return out;
}

// Ordinary job-posting sentences that name no skill, tool, certificate or language. No alias may match them.
const PLAIN_SENTENCES = [
  'Please access the portal to upload your documents before Monday.',
  'You will work in teams of four to five people across two time zones.',
  'Make an impact from day one and go above and beyond for our members.',
  'Our spring launch is the biggest moment of the year for the whole company.',
  'We want you to express your ideas freely and challenge the status quo.',
  'Help us keep the office running smoothly and make visitors feel welcome.',
  'We offer a competitive salary, a generous bonus and equity in a growing business.',
  'Benefits include medical, dental and vision insurance for you and your family.',
  'Enjoy 25 days of paid time off, plus public holidays and your birthday off.',
  'We match 401(k) contributions up to four percent of your base pay.',
  'Our headquarters sit in a bright, open office near the river, with free parking.',
  'We are an equal opportunity employer and value diversity at every level.',
  'All qualified applicants will receive consideration without regard to race, color or religion.',
  'The role reports to the head of operations and sits within the finance team.',
  'You will own the weekly planning meeting and keep everyone on the same page.',
  'Founded in 2012, we have grown from a garage to more than 300 employees.',
  'We believe great work happens when people feel safe to speak up.',
  'This is a full-time, permanent position with a six-month probation period.',
  'You will travel occasionally to visit clients and attend industry events.',
  'Candidates must be authorized to work in the United States without sponsorship.',
  'We are looking for someone who can hit the ground running in a busy season.',
  'Our mission is to make healthy food affordable for every family in the region.',
  'The salary range for this position is $60,000 to $75,000 per year.',
  'We host a summer party, a winter retreat and monthly team lunches.',
  'You will get a new laptop, a home office budget and a phone allowance.',
  'Applications close at the end of the month, so apply today.',
  'Tell us in a few sentences why this job excites you.',
  'You will be part of a small, friendly group that likes to laugh.',
  'Shifts run from 7 a.m. to 3 p.m. on weekdays, with one weekend a month.',
  'We pay for your commute and offer discounts at local gyms.',
  'Our customers range from family-run shops to some of the largest retailers.',
  'The right person will bring energy, curiosity and a sense of humour.',
  'You will help shape the future of the company as we open new stores.',
  'We are backed by investors who share our long-term vision.',
  'The position is based at our main campus, a short walk from the station.',
  'You will take part in an onboarding week and meet the leadership group.',
  'Please include your availability and your expected start date.',
  'We close the office between Christmas and New Year so everyone can rest.',
  'Successful candidates will be contacted within two weeks of applying.',
  'Bring your dog to work on Fridays and join the running club after hours.',
  'Every new hire gets a buddy to show them around during the first month.',
  'You will set goals with your manager and review progress every quarter.',
];

function selfCheck(list) {
  const anyCase = new Map();
  const exactOnly = new Map();
  let longest = 1;
  for (const term of list) {
    const exact = new Set(term.exact);
    for (const alias of term.aliases) {
      const tokens = tokensOf(alias);
      longest = Math.max(longest, tokens.length);
      if (exact.has(alias)) exactOnly.set(tokens.join(' '), `${alias} (${term.name})`);
      else anyCase.set(tokens.map((t) => t.toLowerCase()).join(' '), `${alias} (${term.name})`);
    }
  }
  const hits = [];
  for (const sentence of PLAIN_SENTENCES) {
    const tokens = tokensOf(sentence);
    for (let start = 0; start < tokens.length; start += 1) {
      for (let length = 1; length <= longest && start + length <= tokens.length; length += 1) {
        const run = tokens.slice(start, start + length);
        const asWritten = exactOnly.get(run.join(' '));
        const lower = anyCase.get(run.map((t) => t.toLowerCase()).join(' '));
        if (asWritten) hits.push(`"${asWritten}" in: ${sentence}`);
        if (lower) hits.push(`"${lower}" in: ${sentence}`);
      }
    }
  }
  if (hits.length > 0) fail(`self-check: aliases match ordinary sentences:\n  ${hits.join('\n  ')}`);
}

function buildTitles() {
  const occupations = {};
  for (const row of readTsv('Occupation Data.txt')) occupations[row['O*NET-SOC Code']] = row.Title;
  const titles = new Map();
  const add = (raw, code) => {
    const title = raw.toLowerCase().replace(/\s+/g, ' ').trim();
    if (title === '' || title === 'n/a' || title.split(' ').length > MAX_TITLE_WORDS) return;
    if (!occupations[code]) fail(`unknown occupation code ${code}`);
    if (!titles.has(title)) titles.set(title, new Set());
    titles.get(title).add(code);
  };
  for (const [code, title] of Object.entries(occupations)) add(title, code);
  for (const row of readTsv('Alternate Titles.txt')) {
    add(row['Alternate Title'], row['O*NET-SOC Code']);
    add(row['Short Title'], row['O*NET-SOC Code']);
  }
  for (const row of readTsv('Sample of Reported Titles.txt')) add(row['Reported Job Title'], row['O*NET-SOC Code']);
  const sortedOccupations = Object.fromEntries(Object.entries(occupations).sort((a, b) => byString(a[0], b[0])));
  const sortedTitles = Object.fromEntries(
    [...titles].sort((a, b) => byString(a[0], b[0])).map(([title, codes]) => [title, [...codes].sort(byString)]),
  );
  const hash = createHash('sha256')
    .update(JSON.stringify([sortedOccupations, sortedTitles]))
    .digest('hex')
    .slice(0, 8);
  return { version: `${DATA_VERSION}+${hash}`, occupations: sortedOccupations, titles: sortedTitles };
}

// One term (or title) per line keeps diffs of a new O*NET release readable.
function serialiseDictionary(list) {
  const hash = createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 8);
  const lines = list.map((term) => `    ${JSON.stringify(term)}`).join(',\n');
  return (
    `{\n  "version": ${JSON.stringify(`${DATA_VERSION}+${hash}`)},\n` +
    `  "sources": ${JSON.stringify(SOURCES)},\n` +
    `  "terms": [\n${lines}\n  ]\n}\n`
  );
}

function serialiseTitles({ version, occupations, titles }) {
  const block = (object) =>
    Object.entries(object)
      .map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n');
  return (
    `{\n  "version": ${JSON.stringify(version)},\n` +
    `  "occupations": {\n${block(occupations)}\n  },\n` +
    `  "titles": {\n${block(titles)}\n  }\n}\n`
  );
}

function emit(file, content) {
  const relative = path.relative(repoRoot, file);
  if (CHECK) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== content) fail(`${relative} is out of date: run npm run build:dictionary -w @hirestride/match`);
    log(`${relative} is up to date (${content.length} bytes)`);
  } else {
    writeFileSync(file, content);
    log(`wrote ${relative} (${content.length} bytes)`);
  }
}

try {
  const list = finalTerms();
  selfCheck(list);
  const titles = buildTitles();
  emit(DICTIONARY_FILE, serialiseDictionary(list));
  emit(TITLES_FILE, serialiseTitles(titles));

  const perCategory = {};
  for (const term of list) perCategory[term.category] = (perCategory[term.category] ?? 0) + 1;
  const aliasCount = list.reduce((sum, term) => sum + term.aliases.length, 0);
  const exactCount = list.reduce((sum, term) => sum + term.exact.length, 0);
  log(`terms: ${list.length} ${JSON.stringify(perCategory)}; aliases: ${aliasCount} (${exactCount} exact case)`);
  const links = list.reduce((sum, term) => sum + (term.implies?.length ?? 0), 0);
  log(
    `implies: ${links} links on ${list.filter((term) => term.implies).length} terms (${hierarchyStats.explicit} written ` +
      `per term, ${hierarchyStats.fromFamilies} from families; ${hierarchyStats.droppedAsImplied} family links ` +
      `dropped as already implied)`,
  );
  log(
    `O*NET: ${examples.size} examples, ${stats.onetMerged} merged into curated terms, ${onetTerms} terms of their own`,
  );
  for (const [reason, items] of [...stats.onetDropped].sort()) {
    log(`  dropped (${reason}): ${items.length}`);
    if (VERBOSE) for (const item of items) log(`    ${item}`);
  }
  for (const [reason, items] of [...stats.aliasesDropped].sort()) {
    log(`  aliases dropped (${reason}): ${items.length}`);
    if (VERBOSE) for (const item of items) log(`    ${item}`);
  }
  log(`linguist-languages: ${linguistUsed.length} languages allowlisted`);
  log(`titles: ${Object.keys(titles.titles).length} for ${Object.keys(titles.occupations).length} occupations`);
  log(`done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(`build-dictionary: ${error.message}`);
  process.exitCode = 1;
}
