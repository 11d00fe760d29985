/** Adds the reviewed document through the JSON Resume import (all or nothing), then shows the library. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { SECTION_KEYS } from '@hirestride/shared/content';
import { contentKeys } from '../../../api/content';
import { jsonResumeApi } from '../../../api/json-resume';
import { paths } from '../../../app/paths';
import { CURRENT_USER_KEY } from '../../../auth/AuthProvider';
import { importProblems, itemsText } from './import-problems';

const ADD_FAILED = 'Check your connection and try again; your edits are kept.';

export function useAddToLibrary() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const add = useMutation({
    mutationFn: (document: object) => jsonResumeApi.importCommit(document),
    onSuccess: async (result) => {
      const keys: Array<readonly string[]> = [contentKeys.personalInfo, ...SECTION_KEYS.map(contentKeys.section)];
      // About You also sets the account's name.
      if (result.personal_info.add) keys.push(CURRENT_USER_KEY);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast.success(
        result.total > 0
          ? `Added ${itemsText(result.total)} to your library`
          : 'Nothing new to add: your library already had all of it',
      );
      await navigate(paths.contentLibrary.review);
    },
    onError: (error) => {
      toast.error(`Nothing was added. ${importProblems(error, ADD_FAILED)[0]}`);
    },
  });
  return {
    add: (document: object) => add.mutate(document),
    adding: add.isPending,
    problems: add.isError ? importProblems(add.error, ADD_FAILED) : [],
  };
}
