/** The dashboard's one answer. */
import type { Dashboard } from '@hirestride/shared';
import type { DashboardSummary } from './service.js';

export const dashboardToApi = ({ jobCount, answerCount, recent, due }: DashboardSummary): Dashboard => ({
  job_count: jobCount,
  interview_answer_count: answerCount,
  recent_activity: recent,
  due_soon: due,
});
