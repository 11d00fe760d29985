// Skill gaps without HTTP: which of Job Trends' entries are gaps, that the library decides, and whose jobs are read.
import { shippedDictionary, type Trend } from '@hirestride/match';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, openScratchDatabase } from '../../test/harness.js';
import { inlineWork } from '../../test/inline-work.js';
import type { DatabaseHandle } from '../db/client.js';
import { jobs, skills, users } from '../db/schema.js';
import { createRepositories } from '../repositories.js';
import { gapOf, LearningService } from './service.js';

const trend = (changes: Partial<Trend>): Trend => ({
  term: 'Kubernetes',
  term_id: 'kubernetes',
  category: 'hard_skill',
  postings: 3,
  required: 2,
  job_ids: [1, 2, 3],
  status: 'missing',
  evidence: [],
  ...changes,
});

it.each([
  { name: 'a missing dictionary skill', trend: trend({}), gap: { status: 'missing', close_match: null, demand: 3 } },
  {
    name: 'a partly shown skill, with what shows it',
    trend: trend({
      status: 'partial',
      evidence: [{ source: 'snippet', id: 1, excerpt: 'Ran containers', match: 'related' }],
    }),
    gap: { status: 'partial', close_match: 'Ran containers' },
  },
  { name: 'a skill the library shows', trend: trend({ status: 'matched' }), gap: null },
  { name: 'a requirement that is no skill', trend: trend({ category: 'job_title' }), gap: null },
  { name: 'a term outside the dictionary', trend: trend({ term: 'Acme CLI', term_id: 'user:acme-cli' }), gap: null },
])('$name is $gap', ({ trend: entry, gap }) => {
  const answer = gapOf(entry);
  if (gap === null) expect(answer).toBeNull();
  else
    expect(answer).toMatchObject({
      ...gap,
      term_id: 'kubernetes',
      family: shippedDictionary().terms.get('kubernetes')?.family ?? null,
      what: expect.any(String),
    });
});

describeEachDatabase('the learning service', (kind) => {
  let handle: DatabaseHandle;
  let service: LearningService;
  const { work, ran } = inlineWork();
  beforeAll(async () => {
    handle = await openScratchDatabase(kind);
    service = new LearningService({
      db: handle.db,
      repositories: createRepositories(handle.db),
      work,
    });
  }, 60_000);
  beforeEach(async () => {
    ran.length = 0;
    await handle.exec('TRUNCATE users RESTART IDENTITY CASCADE');
  });
  afterAll(() => handle?.close());

  const user = async (email: string, librarySkills: string[], postings: string[]) => {
    const [row] = await handle.db.insert(users).values({ email }).returning();
    const userId = row!.id;
    for (const skillName of librarySkills) await handle.db.insert(skills).values({ userId, skillName });
    for (const postingText of postings)
      await handle.db
        .insert(jobs)
        .values({ userId, title: 'Engineer', company: 'Initech', postingText, titleCompanyKey: 'engineer|initech' });
    return userId;
  };

  it.each([
    {
      library: [],
      postings: ['Requirements:\n- Kubernetes\n- Python', 'Requirements:\n- Kubernetes', ''],
      answer: { jobs: 2, withoutPosting: 1 },
      gaps: [
        ['Kubernetes', 2],
        ['Python', 1],
      ],
    },
    {
      library: ['Python'],
      postings: ['Requirements:\n- Kubernetes\n- Python'],
      answer: { jobs: 1, withoutPosting: 0 },
      gaps: [['Kubernetes', 1]],
    },
    { library: ['Python'], postings: [], answer: { jobs: 0, withoutPosting: 0 }, gaps: [] },
  ])('with $library in the library and $postings.length jobs: $gaps', async ({ library, postings, answer, gaps }) => {
    const userId = await user('seeker@example.com', library, postings);
    await user('other@example.com', [], ['Requirements:\n- Terraform']);
    const found = await service.skillGaps(userId);
    expect(found).toMatchObject(answer);
    expect(found.gaps.map((gap) => [gap.term, gap.demand])).toEqual(gaps);
    expect(ran).toEqual(['skillTrends']);
  });
});
