/** Reads the chosen file or the pasted text on the server; keeps both, and the failure, for a retry. */
import { useReducer, useRef } from 'react';
import { readFile, readText, type ResumeImportResult } from '../../../api/resume-import';
import {
  checkFile,
  checkText,
  chooseReducer,
  initialChooseState,
  readFailureMessage,
  type ChooseState,
  type ReadSource,
} from './choose-state';

export interface ReadResume {
  state: ChooseState;
  chooseFile(file: File): void;
  setText(text: string): void;
  readPasted(): void;
  retry(): void;
}

export function useReadResume(onRead: (result: ResumeImportResult, name: string) => void): ReadResume {
  const [state, dispatch] = useReducer(chooseReducer<File>, initialChooseState);
  // Only the last read's answer may be used, however the requests finish.
  const latest = useRef(0);

  const run = async (source: ReadSource, name: string, read: () => Promise<ResumeImportResult>) => {
    const attempt = ++latest.current;
    dispatch({ type: 'readStarted', source });
    try {
      const result = await read();
      if (attempt !== latest.current) return;
      dispatch({ type: 'readDone' });
      onRead(result, name);
    } catch (error) {
      if (attempt !== latest.current) return;
      dispatch({ type: 'readFailed', source, message: readFailureMessage(error) });
    }
  };

  const readChosen = (file: File) => {
    const problem = checkFile(file);
    if (problem) {
      latest.current += 1;
      dispatch({ type: 'readFailed', source: 'file', message: problem });
    } else void run('file', file.name, () => readFile(file));
  };

  const readPasted = () => {
    const problem = checkText(state.text);
    if (problem) {
      latest.current += 1;
      dispatch({ type: 'readFailed', source: 'text', message: problem });
    } else {
      const text = state.text;
      void run('text', 'Pasted text', () => readText(text));
    }
  };

  return {
    state,
    chooseFile: (file) => {
      dispatch({ type: 'fileChosen', file });
      readChosen(file);
    },
    setText: (text) => dispatch({ type: 'textChanged', text }),
    readPasted,
    retry: () => {
      if (state.error?.source === 'file' && state.file) readChosen(state.file);
      else readPasted();
    },
  };
}
