import { describe, expect, it } from 'vitest';
import { resumeImportMessages } from '@hirestride/shared/resume-import';
import { ApiError } from '../../../api/client';
import {
  checkFile,
  checkText,
  chooseReducer,
  initialChooseState,
  readFailureMessage,
  READ_FAILED,
} from './choose-state';

type State = Parameters<typeof chooseReducer<string>>[0];
const start: State = initialChooseState;

describe('chooseReducer', () => {
  it('keeps the pasted text and the chosen file when a read fails, with the sentence beside its control', () => {
    let state = chooseReducer(start, { type: 'fileChosen', file: 'resume.pdf' });
    state = chooseReducer(state, { type: 'textChanged', text: 'Maria Lopez\nCharge Nurse' });
    state = chooseReducer(state, { type: 'readStarted', source: 'text' });
    expect(state.reading).toBe('text');
    state = chooseReducer(state, { type: 'readFailed', source: 'text', message: 'This does not look like a resume.' });
    expect(state).toEqual({
      file: 'resume.pdf',
      text: 'Maria Lopez\nCharge Nurse',
      reading: null,
      error: { source: 'text', message: 'This does not look like a resume.' },
    });
  });

  it('clears a complaint about the text once the text changes, but not one about the file', () => {
    const failed: State = { ...start, error: { source: 'file', message: 'No text' } };
    expect(chooseReducer(failed, { type: 'textChanged', text: 'a' }).error).toEqual(failed.error);
    const textFailed: State = { ...start, error: { source: 'text', message: 'Empty' } };
    expect(chooseReducer(textFailed, { type: 'textChanged', text: 'a' }).error).toBeNull();
  });
});

describe('client checks', () => {
  it("refuses what the server would, in the server's words", () => {
    expect(checkFile({ name: 'cv.pdf', size: 11 * 1024 * 1024 })).toBe(resumeImportMessages.tooLarge);
    expect(checkFile({ name: 'photo.JPG', size: 2000 })).toBe(resumeImportMessages.unsupported);
    expect(checkFile({ name: 'cv.pdf', size: 2000 })).toBeNull();
    // An unknown or missing extension is for the server to judge.
    expect(checkFile({ name: 'resume', size: 2000 })).toBeNull();
    expect(checkText('   ')).toBe(resumeImportMessages.emptyText);
    expect(checkText('Maria Lopez')).toBeNull();
  });

  it("shows the server's sentence, or its field error, else a connection hint", () => {
    expect(readFailureMessage(new ApiError(400, { detail: 'This PDF has no text.', code: 'no_text' }))).toBe(
      'This PDF has no text.',
    );
    expect(readFailureMessage(new ApiError(400, { text: ['Paste the text of your resume first.'] }))).toBe(
      'Paste the text of your resume first.',
    );
    expect(readFailureMessage(new TypeError('Failed to fetch'))).toBe(READ_FAILED);
  });
});
