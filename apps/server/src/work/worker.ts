/**
 * The pool's thread entry (piscina imports it in each thread): the task table, with the PDF fonts and the match
 * dictionary loaded once per thread at start so no task pays for them. Bundled as dist/worker.js (build.mjs).
 */
import { shippedDictionary } from '@hirestride/match';
import { registerFonts, warmUpFonts } from '../resumes/pdf/fonts.js';
import { taskRunner } from './run-in-thread.js';
import { tasks } from './tasks.js';

registerFonts();
await warmUpFonts();
shippedDictionary();

export default taskRunner(tasks);
