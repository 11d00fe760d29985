/** What the outbox asks of the queue that sends its mails: one interface, a worker per database kind. */
import type { Executor } from '../db/client.js';

export interface MailQueue {
  /** Queues the outbox row `id`, inside the transaction that wrote it. */
  enqueue(tx: Executor, id: number): Promise<void>;
  /** After that transaction commits: look for work now rather than at the next poll. */
  wake(): void;
  start(): Promise<void>;
  /** Stops taking work and waits for a try in progress. */
  stop(): Promise<void>;
  /** Resolves once nothing is under way in this process (tests wait for it before counting statements). */
  settled(): Promise<void>;
}
