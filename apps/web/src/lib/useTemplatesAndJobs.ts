/** The choices a new or tailored resume starts from: the templates and the user's saved jobs. */
import { useQuery } from '@tanstack/react-query';
import { resumeQueries } from '../api/resumes';
import { useJobOptions } from './useJobOptions';

export function useTemplatesAndJobs() {
  const templates = useQuery(resumeQueries.templates);
  const { jobs, jobOptions } = useJobOptions();
  const templateOptions = (templates.data ?? []).map((template) => ({
    value: String(template.id),
    label: template.name,
  }));
  return { templates, jobs, templateOptions, jobOptions };
}
