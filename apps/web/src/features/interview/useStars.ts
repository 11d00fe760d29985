/** Starring a question: shown at once, undone with a toast if the server refuses. */
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { InterviewQuestion } from '@hirestride/shared/interview';
import { interviewApi, interviewKeys } from '../../api/interview';
import { failureMessage } from '../../lib/save-errors';

export function useStars() {
  const queryClient = useQueryClient();
  const setStarred = (id: string, starred: boolean) =>
    queryClient.setQueriesData<InterviewQuestion[]>({ queryKey: interviewKeys.allQuestions }, (list) =>
      list?.map((question) => (question.id === id ? { ...question, starred } : question)),
    );
  return async (question: Pick<InterviewQuestion, 'id' | 'starred'>) => {
    const starred = !question.starred;
    setStarred(question.id, starred);
    try {
      await (starred ? interviewApi.star(question.id) : interviewApi.unstar(question.id));
      toast.success(starred ? 'Added to My questions.' : 'Removed from My questions.', { id: 'star' });
    } catch (error) {
      setStarred(question.id, !starred);
      toast.error(`Not ${starred ? 'starred' : 'removed'}: ${failureMessage(error)}`);
    } finally {
      void queryClient.invalidateQueries({ queryKey: interviewKeys.allQuestions });
    }
  };
}
