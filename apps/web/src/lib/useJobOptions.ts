/** The user's saved jobs as choices ("Backend Engineer at Monzo"): the open ones, plus one already chosen. */
import { useQuery } from '@tanstack/react-query';
import { jobKeys, jobsApi } from '../api/jobs';

export function useJobOptions(chosen = '') {
  const jobs = useQuery({ queryKey: jobKeys.board, queryFn: jobsApi.board });
  const jobOptions = (jobs.data ?? [])
    .filter((job) => !job.outcome || String(job.id) === chosen)
    .map((job) => ({ value: String(job.id), label: `${job.title} at ${job.company}` }));
  return { jobs, jobOptions };
}
