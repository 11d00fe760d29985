/** The choices a new or tailored resume starts from: the templates and the user's saved jobs. */
import { useQuery } from '@tanstack/react-query';
import { jobKeys, jobsApi } from '../../api/jobs';
import { resumeQueries } from '../../api/resumes';

export function useTemplatesAndJobs() {
  const templates = useQuery(resumeQueries.templates);
  const jobs = useQuery({ queryKey: jobKeys.board, queryFn: jobsApi.board });
  const templateOptions = (templates.data ?? []).map((template) => ({
    value: String(template.id),
    label: template.name,
  }));
  const jobOptions = (jobs.data ?? [])
    .filter((job) => !job.outcome)
    .map((job) => ({ value: String(job.id), label: `${job.title} at ${job.company}` }));
  return { templates, jobs, templateOptions, jobOptions };
}
