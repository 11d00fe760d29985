import { describe, expect, it } from 'vitest';
import type { JobListItem } from '@hirestride/shared/jobs';
import { sameCard } from './JobCard';

const job = {
  id: 1,
  title: 'Engineer',
  company: 'Acme',
  stage: 'wishlist',
  position: 3,
  outcome: null,
  follow_up_on: null,
} as unknown as JobListItem;
const props = {
  job,
  placeOf: () => ({ index: 0, total: 1 }),
  today: '2026-11-23',
  now: new Date(),
  onMove: () => undefined,
  drag: {} as never,
  live: true,
  dragging: false,
  gapAbove: false,
};

describe('when a card redraws', () => {
  it.each<[string, Partial<typeof props>, boolean]>([
    ['nothing changed', {}, true],
    ['only its position changed', { job: { ...job, position: 7 } }, true],
    ['its title changed', { job: { ...job, title: 'Lead' } }, false],
    ['its stage changed', { job: { ...job, stage: 'maybe' } }, false],
    ['it is now dragged', { dragging: true }, false],
    ['a gap opened above it', { gapAbove: true }, false],
    ['the app became live', { live: false }, false],
  ])('%s → same: %s', (_name, change, same) => {
    expect(sameCard(props, { ...props, ...change })).toBe(same);
  });
});
