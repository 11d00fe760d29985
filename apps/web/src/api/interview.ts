/** Interview prep (/api/interview/*, /api/jobs/{id}/interview-questions/): banks, questions, stars, answers, drafts. */
import type {
  InterviewAnswer,
  InterviewBank,
  InterviewQuestion,
  JobInterviewQuestions,
  StarDraftResponse,
} from '@hirestride/shared/interview';
import { api } from './client';

const ANSWERS = '/api/interview/answers/';

/** The fields an answer is saved with. */
export interface AnswerFields {
  question_id: string;
  question_text: string;
  job: number | null;
  situation: string;
  task: string;
  action: string;
  result: string;
  notes: string;
  confidence: 1 | 2 | 3 | null;
  seconds_spent: number | null;
}

export interface QuestionFilter {
  bank?: string | undefined;
  category?: string | undefined;
  search?: string | undefined;
  starred?: boolean | undefined;
}

export const interviewKeys = {
  all: ['interview'] as const,
  banks: ['interview', 'banks'] as const,
  allQuestions: ['interview', 'questions'] as const,
  questions: (filter: QuestionFilter) => ['interview', 'questions', filter] as const,
  answers: ['interview', 'answers'] as const,
  jobQuestions: (job: number) => ['interview', 'job', job] as const,
};

const query = (filter: QuestionFilter) => {
  const params = new URLSearchParams();
  if (filter.bank) params.set('bank', filter.bank);
  if (filter.category) params.set('category', filter.category);
  if (filter.search?.trim()) params.set('search', filter.search.trim());
  if (filter.starred) params.set('starred', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const interviewApi = {
  banks: () => api.get<InterviewBank[]>('/api/interview/banks/'),
  questions: (filter: QuestionFilter) => api.get<InterviewQuestion[]>(`/api/interview/questions/${query(filter)}`),
  star: (question: string) => api.post<null>('/api/interview/stars/', { question }),
  unstar: (question: string) => api.delete<null>(`/api/interview/stars/${encodeURIComponent(question)}/`),
  answers: () => api.get<InterviewAnswer[]>(ANSWERS),
  createAnswer: (fields: AnswerFields) => api.post<InterviewAnswer>(ANSWERS, fields),
  /** Saves every field; with `from`, only if the server still holds that version (else a 412 with its copy). */
  saveAnswer: (id: number, fields: AnswerFields, from?: number) =>
    api.put<InterviewAnswer>(`${ANSWERS}${id}/`, fields, { version: from }),
  jobQuestions: (job: number) => api.post<JobInterviewQuestions>(`/api/jobs/${job}/interview-questions/`, {}),
  draft: (question: { question_id: string; question_text: string; job: number | null }) =>
    api.post<StarDraftResponse>('/api/interview/draft/', question),
};

export const interviewQueries = {
  banks: { queryKey: interviewKeys.banks, queryFn: interviewApi.banks, staleTime: Infinity },
  answers: { queryKey: interviewKeys.answers, queryFn: interviewApi.answers },
} as const;
