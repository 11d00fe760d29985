/** The answer being typed, kept in the browser until it is saved, so a reload or a failed save loses nothing. */
import type { AnswerFields } from '../../api/interview';

export type AnswerText = Pick<AnswerFields, 'situation' | 'task' | 'action' | 'result' | 'notes'>;
export const EMPTY_ANSWER: AnswerText = { situation: '', task: '', action: '', result: '', notes: '' };

const key = (questionId: string, job: number | null) => `hirestride:answer:${job ?? 'none'}:${questionId}`;

export const answerDraft = {
  read(questionId: string, job: number | null): AnswerText | null {
    try {
      const raw = localStorage.getItem(key(questionId, job));
      return raw ? { ...EMPTY_ANSWER, ...(JSON.parse(raw) as Partial<AnswerText>) } : null;
    } catch {
      return null;
    }
  },
  write(questionId: string, job: number | null, text: AnswerText) {
    try {
      localStorage.setItem(key(questionId, job), JSON.stringify(text));
    } catch {
      // Full or blocked storage loses only the backup; the form still holds the text.
    }
  },
  clear(questionId: string, job: number | null) {
    try {
      localStorage.removeItem(key(questionId, job));
    } catch {
      // As above.
    }
  },
};

export const sameText = (a: AnswerText, b: AnswerText) =>
  (['situation', 'task', 'action', 'result', 'notes'] as const).every((part) => a[part] === b[part]);
