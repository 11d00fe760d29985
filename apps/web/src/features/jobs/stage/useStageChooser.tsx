/**
 * Asks what a stage change needs before it happens: Archives asks how it ended, Interviewed when the interview is;
 * Submitted takes today's date (the user's own) as the applied date when the job has none. Resolves to null when the
 * user cancels.
 */
import { useCallback, useState } from 'react';
import type { JobListItem } from '@hirestride/shared/jobs';
import type { JobStage } from '@hirestride/shared/job-choices';
import { localToday } from '../../../api/jobs';
import type { StageExtras } from './stage-extras';
import { StageDialog } from './StageDialog';

type JobLike = Pick<JobListItem, 'title' | 'company' | 'stage' | 'applied_on'>;
interface Question {
  job: JobLike;
  stage: 'archived' | 'interviewed';
  resolve(extras: StageExtras | null): void;
}

export function useStageChooser() {
  const [question, setQuestion] = useState<Question | null>(null);

  const ask = useCallback((job: JobLike, stage: JobStage): Promise<StageExtras | null> => {
    if (stage === job.stage) return Promise.resolve({});
    if (stage === 'submitted') return Promise.resolve(job.applied_on ? {} : { applied_on: localToday() });
    if (stage !== 'archived' && stage !== 'interviewed') return Promise.resolve({});
    return new Promise((resolve) => setQuestion({ job, stage, resolve }));
  }, []);

  const dialog = question ? (
    <StageDialog
      jobName={`${question.job.title} at ${question.job.company}`}
      stage={question.stage}
      onDone={(extras) => {
        setQuestion(null);
        question.resolve(extras);
      }}
    />
  ) : null;
  return { ask, dialog };
}
