/**
 * Ranking checks: for each posting, a library that meets it, one that partly does and one from another field must
 * score in that order by clear margins; and three job seekers must score their own kind of job (and a neighbouring one)
 * above one they are not qualified for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPosting } from '../src/match.js';
import type { Library, MatchResult } from '../src/types.js';

const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ranking');
/** The day the fixtures' open-ended roles run to, so the figures never change with the calendar. */
export const RANKING_NOW = '2026-11-27T12:00:00.000Z';

export interface RankingCase {
  id: string;
  field: string;
  posting: { title: string; company: string; text: string };
  libraries: { strong: Library; partial: Library; wrong: Library };
}

export interface JobSeeker {
  name: string;
  library: Library;
  postings: Array<{
    id: string;
    title: string;
    company: string;
    text: string;
    fit: 'own' | 'adjacent' | 'unqualified';
  }>;
}

export function loadRankingCases(): RankingCase[] {
  const folder = path.join(here, 'cases');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as RankingCase);
}

export function loadJobSeekers(): JobSeeker[] {
  return JSON.parse(readFileSync(path.join(here, 'job-seekers.json'), 'utf8')) as JobSeeker[];
}

export function score(posting: { title: string; company: string; text: string }, library: Library): MatchResult {
  return matchPosting({
    postingText: posting.text,
    title: posting.title,
    company: posting.company,
    library,
    now: RANKING_NOW,
  });
}
