/**
 * Work a request starts and does not wait for (a resume's page count): the answer goes out first, and the work is
 * tracked so that closing the app, and a test, can wait until it has finished.
 */
export class Background {
  private readonly running = new Set<Promise<void>>();

  /** Starts `task` now; its failure is its own to handle (a rejection here is dropped, never thrown). */
  start(task: () => Promise<void>): void {
    const done: Promise<void> = task()
      .catch(() => undefined)
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once nothing started here is still running, including work started while waiting. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
