import { afterAll, expect, it } from 'vitest';
import { startFakeOpenAi } from '../../test/fake-openai.js';
import { describeOnDatabases, type Agent } from '../../test/harness.js';
import { adaAtMonzo } from '../../test/writing-samples.js';

const GENERATE = '/api/cover-letters/generate/';
const POSTING = `Backend Engineer at Acme

Requirements:
- Python and PostgreSQL
- Kubernetes`;

/** The stream's events in order, each with its parsed data. */
function events(body: string): Array<{ event: string; data: Record<string, unknown> }> {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)![1]!;
      const data = JSON.parse(/^data: (.+)$/m.exec(block)![1]!);
      return { event, data };
    });
}

async function withLibrary(agent: Agent) {
  await adaAtMonzo(agent, '- Built the ledger in Python and PostgreSQL\n- Cut latency by 40%');
  await agent.post('/api/content/skills/', { skill_name: 'Python' });
  return (await agent.post('/api/jobs/', { title: 'Backend Engineer', company: 'Acme', posting_text: POSTING })).json();
}

describeOnDatabases('generating a cover letter offline (no provider configured)', (h) => {
  it('streams the offline composer’s letter for a saved job, with no unsupported claims', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    const job = await withLibrary(agent);
    const response = await agent.post(GENERATE, { job: job.id, tone: 'formal', length: 'medium' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    // A letter is private: no cache along the way may keep it.
    expect(response.headers['cache-control']).toBe('no-store, no-transform');
    const stream = events(response.body);
    expect(stream[0]).toEqual({
      event: 'meta',
      data: { writer: 'offline', label: 'Offline composer', library_empty: false },
    });
    expect(stream.at(-1)!.event).toBe('done');
    const text = stream
      .filter((e) => e.event === 'text')
      .map((e) => e.data.text)
      .join('');
    expect(text).toContain('Backend Engineer position at Acme');
    expect(text).toContain('I built the ledger in Python and PostgreSQL.');
    expect(text).toContain('at Monzo');
    expect(text).not.toContain('Kubernetes');
    expect(text).toMatch(/Sincerely,\nAda Lovelace$/);
    // Two lines make no medium letter: the composer does not pad, and says so.
    expect(stream.at(-1)!.data).toEqual({
      text,
      claims: [],
      note: expect.stringMatching(/^This letter came to \d+ words, short of the 250 a medium letter starts at/),
    });
  });

  it('says when the profile is empty: the letter is then only a frame, with nothing claimed', async () => {
    const agent = h.agent();
    await agent.register('new@example.com');
    const stream = events((await agent.post(GENERATE, { posting: POSTING, tone: 'formal', length: 'short' })).body);
    expect(stream[0]).toEqual({
      event: 'meta',
      data: { writer: 'offline', label: 'Offline composer', library_empty: true },
    });
    expect(stream.at(-1)).toMatchObject({ event: 'done', data: { claims: [] } });
    // The frame is short because the profile is empty, which the page already says: no second note.
    expect(stream.at(-1)!.data).not.toHaveProperty('note');
  });

  it('writes from a pasted posting, and one paragraph again on its own', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    await withLibrary(agent);
    const pasted = events(
      (
        await agent.post(GENERATE, {
          posting: POSTING,
          title: 'Platform Engineer',
          company: 'Initech',
          tone: 'warm',
          length: 'short',
        })
      ).body,
    );
    expect(pasted.at(-1)!.data.text).toMatch(/^Hello Initech team,/);
    const paragraphs = ['Hi,', 'My opening.', 'Evidence.', 'My closing.', 'Best,\nAda'];
    const one = events(
      (
        await agent.post(GENERATE, {
          posting: POSTING,
          tone: 'formal',
          length: 'short',
          paragraph: { index: 3, paragraphs },
        })
      ).body,
    );
    const text = one.at(-1)!.data.text as string;
    expect(text).not.toContain('\n\n');
    expect(text).not.toBe('My closing.');
    expect(text.length).toBeGreaterThan(20);
  });

  it('refuses neither a job nor a posting, and another user’s job', async () => {
    const owner = h.agent();
    await owner.register('owner@example.com');
    const theirs = (await owner.post('/api/jobs/', { title: 'X', company: 'Y' })).json();
    const agent = h.agent();
    await agent.register('ada@example.com');
    const nothing = await agent.post(GENERATE, { tone: 'formal', length: 'medium' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().job).toEqual(['Choose a saved job or paste a job posting.']);
    const foreign = await agent.post(GENERATE, { job: theirs.id, tone: 'formal', length: 'medium' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().job).toBeDefined();
  });

  it('checks a text the user edited against their library', async () => {
    const agent = h.agent();
    await agent.register('ada@example.com');
    const job = await withLibrary(agent);
    const response = await agent.post('/api/cover-letters/check/', {
      text: 'At Google I ran Kubernetes. At Monzo I used Python.',
      job: job.id,
    });
    expect(response.json().claims.map((c: { kind: string; text: string }) => [c.kind, c.text])).toEqual([
      ['employer', 'Google'],
      ['skill', 'Kubernetes'],
    ]);
    // A pasted posting's employer and role may be named; the check is told them.
    const text = 'I would like to join Wise as a Staff Engineer.';
    const unnamed = await agent.post('/api/cover-letters/check/', { text });
    expect(unnamed.json().claims.map((c: { text: string }) => c.text)).toEqual(['Staff Engineer']);
    const named = await agent.post('/api/cover-letters/check/', { text, title: 'Staff Engineer', company: 'Wise' });
    expect(named.json().claims).toEqual([]);
  });
});

const fake = await startFakeOpenAi();
afterAll(() => fake.close());

describeOnDatabases(
  'generating a cover letter with a provider (a local fake)',
  (h) => {
    it('streams the model’s words; an employer and a skill it invented come back as claims', async () => {
      fake.mode = {
        kind: 'stream',
        pieces: [
          'Dear Hiring Manager,\n\n',
          'At Google, I ran Kubernetes ',
          'clusters for 9 years.\n\nSincerely,\nAda',
        ],
      };
      const agent = h.agent();
      await agent.register('ada@example.com');
      const job = await withLibrary(agent);
      const stream = events((await agent.post(GENERATE, { job: job.id, tone: 'formal', length: 'short' })).body);
      expect(stream[0]!.data).toEqual({ writer: 'ai', label: 'fake-model', library_empty: false });
      expect(stream.filter((e) => e.event === 'text')).toHaveLength(3);
      const done = stream.at(-1)!.data as { claims: Array<{ kind: string; text: string }> };
      expect(done.claims.map((c) => [c.kind, c.text])).toEqual([
        ['employer', 'Google'],
        ['skill', 'Kubernetes'],
        ['number', '9'],
      ]);
      const prompt = fake.requests.at(-1)!.body.messages as Array<{ content: string }>;
      expect(prompt[1]!.content).toContain('Backend Engineer at Monzo');
      expect(prompt[1]!.content).toContain('Kubernetes');
    });

    it('a provider failure keeps what was written, says why, and offline is there to fall back on', async () => {
      fake.mode = { kind: 'cut', pieces: ['Dear Hiring ', 'Manager,'] };
      const agent = h.agent();
      await agent.register('ada@example.com');
      const job = await withLibrary(agent);
      const cut = events((await agent.post(GENERATE, { job: job.id, tone: 'formal', length: 'short' })).body);
      expect(cut.find((e) => e.event === 'error')!.data).toMatchObject({ failure: 'interrupted' });
      expect(cut.at(-1)).toMatchObject({ event: 'done', data: { text: 'Dear Hiring Manager,' } });

      fake.mode = { kind: 'status', status: 401 };
      const refused = events((await agent.post(GENERATE, { job: job.id, tone: 'formal', length: 'short' })).body);
      expect(refused.find((e) => e.event === 'error')!.data).toMatchObject({
        failure: 'unauthorized',
        message: expect.stringContaining('offline composer'),
      });

      const fallback = events(
        (await agent.post(GENERATE, { job: job.id, tone: 'formal', length: 'short', offline: true })).body,
      );
      expect(fallback[0]!.data).toEqual({ writer: 'offline', label: 'Offline composer', library_empty: false });
      expect(fallback.at(-1)!.data.text).toContain('Acme');
    });

    it('a paragraph rewrite answered with a whole letter is asked again, then written offline, and never pasted in', async () => {
      fake.mode = {
        kind: 'stream',
        pieces: ['Dear Hiring Manager,\n\n', 'At Monzo I built payments.\n\n', 'Sincerely,\nAda'],
      };
      fake.requests.length = 0;
      const agent = h.agent();
      await agent.register('ada@example.com');
      await withLibrary(agent);
      const paragraphs = ['Hi,', 'My opening.', 'Evidence.', 'My closing.', 'Best,\nAda'];
      const stream = events(
        (
          await agent.post(GENERATE, {
            posting: POSTING,
            tone: 'formal',
            length: 'short',
            paragraph: { index: 3, paragraphs },
          })
        ).body,
      );
      expect(fake.requests).toHaveLength(2);
      const metas = stream.filter((e) => e.event === 'meta').map((e) => e.data);
      expect(metas).toEqual([
        { writer: 'ai', label: 'fake-model', library_empty: false },
        expect.objectContaining({
          writer: 'offline',
          label: 'Offline composer',
          notice: expect.stringContaining('one paragraph'),
        }),
      ]);
      const text = stream.at(-1)!.data.text as string;
      expect(text).not.toContain('\n\n');
      expect(text).not.toContain('Dear Hiring Manager');
      expect(text.length).toBeGreaterThan(20);
      expect(stream.some((e) => e.event === 'error')).toBe(false);
    });

    it('a paragraph rewrite answered as one paragraph is used as it came', async () => {
      fake.mode = { kind: 'stream', pieces: ['At Monzo, I moved settlement ', 'from nightly batches to Kafka.'] };
      fake.requests.length = 0;
      const agent = h.agent();
      await agent.register('ada@example.com');
      await withLibrary(agent);
      const stream = events(
        (
          await agent.post(GENERATE, {
            posting: POSTING,
            tone: 'formal',
            length: 'short',
            paragraph: { index: 1, paragraphs: ['Hi,', 'My opening.', 'Best,\nAda'] },
          })
        ).body,
      );
      expect(fake.requests).toHaveLength(1);
      expect(stream.at(-1)!.data.text).toBe('At Monzo, I moved settlement from nightly batches to Kafka.');
    });

    it('limits requests per user per hour', async () => {
      fake.mode = { kind: 'stream', pieces: ['Hi'] };
      const agent = h.agent();
      await agent.register('ada@example.com');
      const job = await withLibrary(agent);
      const ask = () => agent.post(GENERATE, { job: job.id, tone: 'formal', length: 'short', offline: true });
      for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(200);
      const limited = await ask();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const other = h.agent();
      await other.register('other@example.com');
      expect((await other.post(GENERATE, { posting: POSTING, tone: 'formal', length: 'short' })).statusCode).toBe(200);
    });
  },
  { env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2000', AI_RATE: '3/hour' } },
);

describeOnDatabases(
  'the writing limit per client address, while a paid model is configured',
  (h) => {
    it('counts every account from one address together, for every writing feature', async () => {
      fake.mode = { kind: 'stream', pieces: ['Dear team,'] };
      const ask = async (email: string) => {
        const agent = h.agent();
        await agent.register(email);
        return agent.post(GENERATE, { posting: POSTING, tone: 'formal', length: 'short' });
      };
      for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
        expect((await ask(email)).statusCode, email).toBe(200);
      }
      const limited = await ask('four@example.com');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const agent = h.agent();
      await agent.register('five@example.com');
      const line = await agent.post('/api/writing/improve-line/', { line: 'Ran the night shift.' });
      expect(line.statusCode).toBe(429);
    });
  },
  {
    env: {
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '2000',
      AI_RATE: '100/hour',
      AI_RATE_ADDRESS: '3/hour',
      THROTTLE_SIGNUP_IP: '100/min',
    },
  },
);

describeOnDatabases(
  'Stop, over a real connection',
  (h) => {
    it('closing the letter stream stops the model’s request at once', async () => {
      fake.mode = { kind: 'endless', intervalMs: 50 };
      fake.requests.length = 0;
      const agent = h.agent();
      await agent.register('stopper@example.com');
      const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
      const leave = new AbortController();
      const response = await fetch(`${address}${GENERATE}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'x-csrftoken': agent.cookies.get('csrftoken')!,
        },
        body: JSON.stringify({ posting: POSTING, tone: 'formal', length: 'short' }),
        signal: leave.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let seen = '';
      while (!seen.includes('event: text')) seen += new TextDecoder().decode((await reader.read()).value);
      const left = performance.now();
      leave.abort();
      await expect.poll(() => fake.requests[0]?.closedAt ?? null, { timeout: 3_000 }).not.toBeNull();
      expect(fake.requests[0]!.closedAt! - left).toBeLessThan(1_000);
      // This suite's app listens on a real port: its sockets go before the harness closes it.
      h.app.server.closeAllConnections();
    });
  },
  { env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '5000', AI_DEADLINE_MS: '30000' } },
);
