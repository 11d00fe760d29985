/** The Learning Hub's answers: a gap from its Job Trends entry and our text, and the list of gaps. */
import type { Trend } from '@hirestride/match';
import type { skillText } from '@hirestride/interview';
import type { SkillGap, SkillGapsAnswer } from '@hirestride/shared';

export type SkillGapText = NonNullable<ReturnType<typeof skillText>>;

/** A trend the library does not show (or only partly), in its gap category, with its family and our text. */
export const gapToApi = (
  trend: Trend,
  category: SkillGap['category'],
  family: string | null,
  text: SkillGapText,
): SkillGap => ({
  term: trend.term,
  term_id: trend.term_id,
  category,
  family,
  demand: trend.postings,
  required: trend.required,
  status: trend.status === 'partial' ? 'partial' : 'missing',
  close_match: trend.status === 'partial' ? (trend.evidence[0]?.excerpt ?? null) : null,
  what: text.what,
  learn: text.learn,
});

export const skillGapsToApi = ({
  jobs,
  withoutPosting,
  gaps,
}: {
  jobs: number;
  withoutPosting: number;
  gaps: SkillGap[];
}): SkillGapsAnswer => ({ jobs, without_posting: withoutPosting, gaps });
