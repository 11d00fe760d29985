import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jobKeys } from '../api/jobs';
import { CURRENT_USER_KEY } from '../auth/AuthProvider';
import { PAGE_STATE_ID, readPageState, seedQueryClient, type PageState } from './page-state';

const user = {
  pk: 1,
  email: 'a@example.com',
  first_name: 'A',
  last_name: '',
  date_joined: '',
  resume_count: 0,
  cover_letter_count: 0,
  email_verified: true,
  has_password: true,
};
/** A page holding `text` in its state element (or none). */
const pageWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === PAGE_STATE_ID && text !== null ? { textContent: text } : null),
  }) as Document;

describe('the state a drawn page carries', () => {
  it.each<[string, string | null, PageState | null]>([
    ['none', null, null],
    ['empty', '', null],
    ['not JSON', '{"user":', null],
    ['no user', '{"board":[]}', null],
    ['a user and a board', JSON.stringify({ user, board: [] }), { user, board: [] }],
  ])('%s → %j', (_name, text, expected) => {
    expect(readPageState(pageWith(text))).toEqual(expected);
  });

  it('puts the user and the board where the screens read them', () => {
    const queryClient = new QueryClient();
    seedQueryClient(queryClient, { user, board: [] });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(user);
    expect(queryClient.getQueryData(jobKeys.board)).toEqual([]);
  });
});
