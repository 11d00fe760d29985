import { describe, expect, it } from 'vitest';
import type { Activity } from '@hirestride/shared/job-records';
import { shortDate } from './job-format';
import { activitySentence, newestFirst } from './activity-text';

describe('activitySentence', () => {
  it.each<{ kind: Activity['kind']; data?: Record<string, unknown>; expected: string }>([
    { kind: 'created', expected: 'Saved' },
    { kind: 'imported', expected: 'Imported from CSV' },
    {
      kind: 'stage_changed',
      data: { from: 'wishlist', to: 'submitted' },
      expected: 'Moved from Wish List to Submitted',
    },
    {
      kind: 'stage_changed',
      data: { from: 'interviewed', to: 'archived', outcome: 'offer_accepted' },
      expected: 'Moved from Interviewed to Archives (Offer accepted)',
    },
    { kind: 'stage_changed', data: { to: 'maybe' }, expected: 'Moved to Maybe' },
    { kind: 'stage_changed', data: { from: 'gone', to: 'maybe' }, expected: 'Moved from gone to Maybe' },
    { kind: 'note', expected: 'Note' },
    { kind: 'contact_added', data: { name: 'Sam' }, expected: 'Added a contact: Sam' },
    { kind: 'contact_added', expected: 'Added a contact' },
    {
      kind: 'interview_added',
      data: { date: '2026-12-03', kind: 'video' },
      expected: `Interview added for ${shortDate('2026-12-03')} (Video)`,
    },
    {
      kind: 'interview_added',
      data: { date: '2026-12-03', kind: '' },
      expected: `Interview added for ${shortDate('2026-12-03')}`,
    },
    { kind: 'interview_added', data: {}, expected: 'Interview added' },
    { kind: 'resume_created', expected: 'Created a resume' },
    { kind: 'cover_letter_created', expected: 'Wrote a cover letter' },
    { kind: 'interview_answer_saved', expected: 'Practised an interview answer' },
    { kind: 'attachment' as Activity['kind'], expected: 'Updated' },
  ])('$kind $data → $expected', ({ kind, data = {}, expected }) => {
    expect(activitySentence({ kind, data })).toBe(expected);
  });
});

describe('newestFirst', () => {
  it('orders by time, then by id for entries of the same instant', () => {
    const entries = [
      { id: 1, created_at: '2026-12-01T10:00:00.000Z' },
      { id: 3, created_at: '2026-12-02T09:00:00.000Z' },
      { id: 2, created_at: '2026-12-02T09:00:00.000Z' },
    ];
    expect(newestFirst(entries).map((entry) => entry.id)).toEqual([3, 2, 1]);
  });
});
