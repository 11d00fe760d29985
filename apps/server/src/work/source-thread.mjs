// The thread's entry when the server runs from TypeScript source (vitest, tsx in development); the built server
// loads dist/worker.js instead. Node 20 does not run a worker's `--import` flags, so tsx's loader cannot be handed
// to the thread that way: this plain module loads the TypeScript worker through tsx's API and passes on its entry.
import { workerData } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport(workerData.typescriptWorker, import.meta.url);

export default worker.default;
