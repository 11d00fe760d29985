/** The offline composer as a Writer: the task's own deterministic text, handed out paragraph by paragraph. */
import type { Writer } from './writer.js';

export const offlineWriter: Writer = {
  kind: 'offline',
  label: 'Offline composer',
  async *write(task, signal) {
    const text = task.offline();
    // Paragraphs as pieces, so the browser reads an offline answer through the same streamed path as a model's.
    const pieces = text.split(/(?<=\n\n)/);
    for (const piece of pieces) {
      if (signal.aborted) return;
      yield piece;
    }
  },
};
