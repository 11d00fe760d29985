// "Improve this line" without HTTP: whose job it reads, and what answers when the model does or does not.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openScratchDatabase } from '../../test/harness.js';
import { offlineWriter } from '../ai/offline-writer.js';
import { WriterError, type Writer } from '../ai/writer.js';
import type { UserRow } from '../auth/users-repository.js';
import type { DatabaseHandle } from '../db/client.js';
import { jobs, users } from '../db/schema.js';
import { createRepositories } from '../repositories.js';
import { ImproveLineService } from './service.js';

const model = (answer: string | WriterError): Writer => ({
  kind: 'ai',
  label: 'Test model',
  async *write() {
    if (answer instanceof WriterError) throw answer;
    yield answer;
  },
});

describe('the improve-line service', () => {
  let handle: DatabaseHandle;
  let user: UserRow;
  let other: UserRow;
  const line = 'worked on the billing system';

  beforeAll(async () => {
    handle = await openScratchDatabase('pglite');
  }, 300_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.exec('TRUNCATE users RESTART IDENTITY CASCADE');
    [user, other] = (await handle.db
      .insert(users)
      .values([{ email: 'ada@example.com', firstName: 'Ada' }, { email: 'other@example.com' }])
      .returning()) as [UserRow, UserRow];
  });

  const improve = (writer: Writer, job?: number, onFallback?: (failure: WriterError) => void) =>
    new ImproveLineService({ db: handle.db, repositories: createRepositories(handle.db), writer }).improve(
      user,
      { line, job },
      new AbortController().signal,
      onFallback,
    );

  it.each([
    ['the offline rules', offlineWriter, 'Offline composer', null, false],
    ['a model that answers', model('Rebuilt the billing system | Stronger verb'), 'Test model', null, false],
    ['a model that fails', model(new WriterError('timeout')), 'Offline composer', 'offline composer', true],
    ['a model that answers nothing usable', model('Sure!'), 'Offline composer', 'offline composer', true],
  ])('answers with %s', async (_what, writer, writtenBy, notice, fellBack) => {
    let told = false;
    const answer = await improve(writer, undefined, () => {
      told = true;
    });
    expect(answer.written_by).toBe(writtenBy);
    expect(answer.rewrites.length).toBeGreaterThan(0);
    if (notice) expect(answer.notice).toContain(notice);
    else expect(answer.notice).toBeNull();
    expect(told).toBe(fellBack);
    if (writtenBy === 'Test model') expect(answer.rewrites[0]!.text).toBe('Rebuilt the billing system');
  });

  it('refuses another user’s job', async () => {
    const [theirs] = await handle.db
      .insert(jobs)
      .values({ userId: other.id, title: 'Engineer', company: 'Monzo', titleCompanyKey: 'k' })
      .returning();
    await expect(improve(offlineWriter, theirs!.id)).rejects.toMatchObject({ statusCode: 400 });
  });
});
