/** The skill tagger: what it reads in sentences from several fields, what it leaves alone, and its limits. */
import { describe, expect, it } from 'vitest';
import data from '../../model/skill-tagger.json' with { type: 'json' };
import { shippedDictionary } from '../dictionary.js';
import { tokenize } from '../nlp.js';
import { findPhrases, type PhraseHit } from '../phrase-index.js';
import { featureContext, tokenFeatures } from './features.js';
import {
  compileModel,
  emissionScores,
  featureWeights,
  readSkills,
  shippedTagger,
  type SkillSpan,
  tagSkillSpans,
  type TaggerModelData,
} from './tagger.js';

function read(text: string, withDictionary = true) {
  const tokens = tokenize(text);
  const hits: PhraseHit[] = withDictionary ? findPhrases(tokens, [shippedDictionary().index]) : [];
  return { tokens, hits };
}

/** The text of each span the tagger reports. */
function tagged(text: string, withDictionary = true): string[] {
  const { tokens, hits } = read(text, withDictionary);
  return tagSkillSpans(tokens, hits).map((span) => text.slice(tokens[span.from]!.start, tokens[span.to - 1]!.end));
}

const POSTING = [
  'Senior Platform Engineer',
  'About us',
  'We are a fast-growing logistics company with offices in Copenhagen and Berlin.',
  'Requirements:',
  '- 5+ years of experience with Kubernetes and Terraform',
  '- Solid knowledge of PostgreSQL, Kafka and Python',
  '- Familiarity with GAAP and IFRS reporting is a plus',
  'Technologies',
  'cloud amazon-web-services azure devops',
  'We offer a competitive salary and 25 days holiday.',
].join('\n');

describe('tagSkillSpans', () => {
  it.each([
    ['software', 'Experience with Kubernetes and Terraform', ['Kubernetes', 'Terraform']],
    ['office tools', 'You are proficient in Microsoft Excel and SAP', ['Microsoft Excel', 'SAP']],
    ['finance', 'Familiarity with GAAP and IFRS reporting', ['GAAP', 'IFRS reporting']],
    ['engineering', 'Experience with AutoCAD and Revit', ['AutoCAD', 'Revit']],
    ['science', 'You have a background in molecular biology and CRISPR', ['molecular biology', 'CRISPR']],
    [
      'a list',
      'Requirements:\n- 3+ years with React and TypeScript\n- Experience with Jest',
      ['React', 'TypeScript', 'Jest'],
    ],
    [
      'a tag line',
      'Technologies\ncloud amazon-web-services azure devops',
      ['cloud', 'amazon-web-services', 'azure', 'devops'],
    ],
  ])('reads the skills of a sentence (%s)', (_field, text, expected) => {
    expect(tagged(text)).toEqual(expected);
  });

  it.each([
    // The model trained on text read as the engine reads it rates "therapy" 0.45 here, under the edge of a span, so
    // it reads "IV" alone; the engine reads IV therapy from the dictionary, where the tagger never reads.
    ['nursing', 'Solid knowledge of IV therapy and wound care is required.', 'IV'],
    ['data', 'Strong experience in Python and PostgreSQL', 'PostgreSQL'],
  ])('reads a skill among others (%s)', (_field, text, expected) => {
    expect(tagged(text)).toContain(expected);
  });

  it.each([
    ['software', 'Experience with Kubernetes and Terraform', ['Kubernetes', 'Terraform']],
    ['office tools', 'proficient in Microsoft Excel', ['Microsoft Excel']],
  ])('reads skills from their context alone, without the dictionary (%s)', (_field, text, expected) => {
    expect(tagged(text, false)).toEqual(expected);
  });

  it.each([
    ['pay and leave', 'We offer a competitive salary and 25 days holiday'],
    ['the office', 'Our office is located in central Copenhagen close to the train station.'],
    ['benefits', 'Benefits: pension scheme, health insurance and free lunch'],
    ['soft skills', 'Good communication skills and a positive attitude'],
    ['a welcome', 'You will join a friendly team in our Copenhagen office.'],
  ])('leaves boilerplate alone (%s)', (_what, text) => {
    expect(tagged(text)).toEqual([]);
  });

  it('reads a whole posting: its skills, not its title, employer or benefits', () => {
    const found = tagged(POSTING);
    for (const skill of ['Kubernetes', 'Terraform', 'PostgreSQL', 'Kafka', 'Python', 'amazon-web-services']) {
      expect(found).toContain(skill);
    }
    // The model learned from text without commas; a list written with them is still read item by item.
    expect(found.filter((text) => text.includes(','))).toEqual([]);
    for (const other of ['Senior Platform Engineer', 'Copenhagen', 'Berlin', 'competitive salary', 'holiday']) {
      expect(found.some((text) => text.includes(other))).toBe(false);
    }
  });

  it('reports token ranges in order, never overlapping, each with a score from the threshold to 1', () => {
    const { tokens, hits } = read(POSTING);
    const spans = tagSkillSpans(tokens, hits);
    expect(spans.length).toBeGreaterThan(0);
    let end = 0;
    for (const span of spans) {
      expect(span.from).toBeGreaterThanOrEqual(end);
      expect(span.to).toBeGreaterThan(span.from);
      expect(span.to).toBeLessThanOrEqual(tokens.length);
      expect(span.score).toBeGreaterThanOrEqual(shippedTagger().threshold);
      expect(span.score).toBeLessThanOrEqual(1 + 1e-9);
      end = span.to;
    }
  });

  it('reads more at a lower threshold: every span reported by default lies within one reported at 0.2', () => {
    const { tokens, hits } = read(POSTING);
    const generous = tagSkillSpans(tokens, hits, { minScore: 0.2 });
    const atThreshold = tagSkillSpans(tokens, hits);
    for (const span of atThreshold) {
      expect(generous.some((wider) => wider.from <= span.from && wider.to >= span.to)).toBe(true);
    }
    const strict = tagSkillSpans(tokens, hits, { minScore: 0.95 });
    expect(strict.length).toBeLessThan(atThreshold.length);
    expect(strict.every((span) => span.score >= 0.95)).toBe(true);
  });

  it('is deterministic: the same input, or the same weights compiled again, give the same spans', () => {
    const { tokens, hits } = read(POSTING);
    const first = tagSkillSpans(tokens, hits);
    const again = tagSkillSpans(tokenize(POSTING), findPhrases(tokenize(POSTING), [shippedDictionary().index]));
    const recompiled = readSkills(compileModel(data as TaggerModelData), tokens, hits).spans();
    expect(again).toEqual(first);
    expect(recompiled).toEqual(first);
  });

  it('tags nothing in an empty text or in white space', () => {
    expect(tagSkillSpans([], [])).toEqual([]);
    expect(tagged('  \n\n  ')).toEqual([]);
  });

  it('adds up, part by part, exactly the weights of the features training read', () => {
    const model = shippedTagger();
    const { tokens, hits } = read(POSTING);
    const scores = emissionScores(model, tokens, hits);
    const ctx = featureContext(tokens, hits);
    let known = 0;
    for (let i = 0; i < tokens.length; i += 1) {
      if (ctx.blank[i]) continue;
      let b = 0;
      let inside = 0;
      for (const name of tokenFeatures(ctx, tokens, i)) {
        const weights = featureWeights(model, name);
        if (!weights) continue;
        known += 1;
        b += weights[0];
        inside += weights[1];
      }
      expect(scores[i * 3]).toBeCloseTo(b, 9);
      expect(scores[i * 3 + 1]).toBeCloseTo(inside, 9);
    }
    expect(known).toBeGreaterThan(tokens.length);
  });
});

describe('tagSkillSpans on adversarial input', () => {
  const LIMIT = 50_000;
  const fill = (prefix: string, unit: string) => (prefix + unit.repeat(Math.ceil(LIMIT / unit.length))).slice(0, LIMIT);
  // The first long text a process reads runs before the JavaScript engine has optimised the tagger; a server has read
  // postings by the time an adversarial one comes, so the bound is on the tagger's own time, measured warm.
  const warm = read(fill('', `${POSTING}\n`));
  tagSkillSpans(warm.tokens, warm.hits);

  it.each([
    ['one enormous word', fill('Requirements\n- ', 'a')],
    ['many short words', fill('Requirements\n- ', 'a b c d e f ')],
    [
      'many distinct words',
      Array.from({ length: 10_000 }, (_, i) => `Tool${i.toString(36)}`)
        .join(' ')
        .slice(0, LIMIT),
    ],
  ])('tags 50,000 characters of %s within a few times an ordinary posting of that length', (_name, text) => {
    const { tokens, hits } = read(text);
    // The best of five runs each, taken in turns, the crafted text against the posting just before it: a bound on how
    // the work grows, not on whatever else the machine is doing. Distinct words cost more each than a posting's
    // repeated ones, a constant factor; work that grows with the square of the text would be a hundred times over.
    const best = { ordinary: Infinity, crafted: Infinity };
    let spans: SkillSpan[] = [];
    for (let i = 0; i < 5; i += 1) {
      let started = performance.now();
      tagSkillSpans(warm.tokens, warm.hits);
      best.ordinary = Math.min(best.ordinary, performance.now() - started);
      started = performance.now();
      spans = tagSkillSpans(tokens, hits);
      best.crafted = Math.min(best.crafted, performance.now() - started);
    }
    expect(best.crafted).toBeLessThan(best.ordinary * 5);
    const crafted = { spans };
    expect(crafted.spans.every((span) => span.to <= tokens.length)).toBe(true);
  });
});
