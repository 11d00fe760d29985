/**
 * The outbox: a mail is a row written in the transaction of the request that asks for it, and a queue sends it after
 * the commit, retrying with backoff. An answer that says "we sent you a link" is then true even if SMTP is down or
 * the process dies a moment later. pg-boss carries the queue on PostgreSQL, an in-process worker on PGlite.
 */
import type { Database, DatabaseHandle, Transaction } from '../db/client.js';
import type { Config } from '../config.js';
import { MailDelivery, type ComposeMail } from './delivery.js';
import { LocalMailQueue } from './local-queue.js';
import { createMailer, type MailLog, type Mailer } from './mailer.js';
import type { MailQueue } from './mail-queue.js';
import { OutboxRepository, type Backlog, type QueuedMail } from './outbox-repository.js';
import { PgBossMailQueue } from './pg-boss-queue.js';

/** Queues a mail in the transaction at hand. */
export type QueueMail = (mail: QueuedMail) => Promise<void>;

export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly rows: OutboxRepository,
    private readonly queue: MailQueue,
  ) {}

  /**
   * Runs `work` in one transaction with a `queueMail` that writes into it: the mails are kept exactly when the work's
   * changes are, and the queue is told once they are committed.
   */
  async transaction<T>(work: (tx: Transaction, queueMail: QueueMail) => Promise<T>): Promise<T> {
    let queued = false;
    const result = await this.db.transaction(async (tx) =>
      work(tx, async (mail) => {
        await this.queue.enqueue(tx, await this.rows.add(tx, mail));
        queued = true;
      }),
    );
    if (queued) this.queue.wake();
    return result;
  }

  /** Queues one mail on its own. */
  async send(mail: QueuedMail): Promise<void> {
    await this.transaction((_tx, queueMail) => queueMail(mail));
  }

  backlog(): Promise<Backlog> {
    return this.rows.backlog();
  }

  start(): Promise<void> {
    return this.queue.start();
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }

  /** Resolves once no try is under way in this process. */
  settled(): Promise<void> {
    return this.queue.settled();
  }
}

export interface OutboxOptions {
  database: DatabaseHandle;
  mail: Config['mail'];
  compose: ComposeMail;
  log: MailLog;
  /** The transport; by default SMTP_URL's, or the log. */
  mailer?: Mailer;
}

/** The outbox for this database: pg-boss on PostgreSQL, the in-process worker on PGlite. */
export function createOutbox({ database, mail, compose, log, mailer }: OutboxOptions): Outbox {
  const rows = new OutboxRepository(database.db);
  const policy = { retryDelaySeconds: mail.retryDelaySeconds, maxTries: mail.maxTries };
  const delivery = new MailDelivery(rows, mailer ?? createMailer(mail, log), compose, policy, log);
  const queue = database.pool
    ? new PgBossMailQueue(database.pool, delivery, policy, log)
    : new LocalMailQueue(rows, delivery, log);
  return new Outbox(database.db, rows, queue);
}
