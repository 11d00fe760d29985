/** What a move to a stage carries besides the stage: an outcome, an applied date, an interview entry. */
import type { JobMoveRequest } from '@hirestride/shared/job-requests';

export type StageExtras = Pick<JobMoveRequest, 'outcome' | 'applied_on' | 'interview'>;
