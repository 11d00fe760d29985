/** Where "Add job" goes: the new-job form, starting in the stage list it was pressed in. */
import { JOB_STAGES, type JobStage } from '@hirestride/shared/job-choices';
import { paths } from '../../app/paths';

const STAGE_PARAM = 'stage';

/** Archives needs an outcome, which the form does not ask for, so a job never starts there. */
const canStartIn = (stage: string): stage is Exclude<JobStage, 'archived'> =>
  stage !== 'archived' && (JOB_STAGES as readonly string[]).includes(stage);

/** The form's address, with the stage it should start in when a new job can start there. */
export function newJobPath(stage?: JobStage | null): string {
  return stage && canStartIn(stage) ? `${paths.jobPosting}?${STAGE_PARAM}=${stage}` : paths.jobPosting;
}

/** The stage the form's address asks for, or null when it names none a new job can start in. */
export function startingStage(search: URLSearchParams): JobStage | null {
  const stage = search.get(STAGE_PARAM) ?? '';
  return canStartIn(stage) ? stage : null;
}
