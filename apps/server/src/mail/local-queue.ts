/**
 * The embedded database's mail queue: an in-process worker over the outbox table itself. PGlite has one process, so
 * no lock is needed between workers; the row's next_attempt_at is the schedule.
 */
import type { MailDelivery } from './delivery.js';
import type { MailLog } from './mailer.js';
import type { MailQueue } from './mail-queue.js';
import type { OutboxRepository } from './outbox-repository.js';

/** Mails read per look at the table. */
const BATCH = 10;
/** The shortest wait between looks, so a mail that keeps failing at once cannot spin the worker. */
const MIN_WAIT_MS = 200;

export class LocalMailQueue implements MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly rows: OutboxRepository,
    private readonly delivery: MailDelivery,
    private readonly log: MailLog,
    /** The wait after a failure to read the table or to try a mail, before looking again. */
    private readonly troubleWaitMs = 5_000,
  ) {}

  async enqueue(): Promise<void> {
    // The row is the queue entry.
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.run();
  }

  async start(): Promise<void> {
    this.stopped = false;
    // Mails a previous run left (a crash, an outage) go first.
    this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Resolves once no look at the table is under way (tests wait for it before counting statements). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private run(): void {
    clearTimeout(this.timer);
    this.running = this.cycle().finally(() => {
      this.running = undefined;
      if (this.again && !this.stopped) {
        this.again = false;
        this.run();
      }
    });
  }

  /**
   * Sends what is due, then sleeps until the soonest retry. With nothing waiting it does not poll: every new mail in
   * this process wakes it, and no other process can write to this database.
   */
  private async cycle(): Promise<void> {
    let nextInMs: number | null;
    try {
      const clean = await this.sendDue();
      nextInMs = await this.rows.nextDueInMs();
      if (!clean) nextInMs = Math.max(nextInMs ?? 0, this.troubleWaitMs);
    } catch (error) {
      // The database may be away for a while.
      this.log.warn({ event: 'mail_queue', err: error }, 'mail queue could not read the outbox; will try again');
      nextInMs = this.troubleWaitMs;
    }
    if (this.stopped || this.again || nextInMs === null) return;
    this.timer = setTimeout(() => this.run(), Math.max(MIN_WAIT_MS, nextInMs));
    this.timer.unref();
  }

  /** Tries every due mail; false when a try threw (it stays due, for after the trouble wait). */
  private async sendDue(): Promise<boolean> {
    for (;;) {
      const ids = await this.rows.due(BATCH);
      let threw = false;
      for (const id of ids) {
        if (this.stopped) return true;
        try {
          await this.delivery.attempt(id);
        } catch (error) {
          // One mail's trouble does not hold up the others.
          threw = true;
          this.log.warn({ event: 'mail_queue', outboxId: id, err: error }, 'mail try failed; will try again');
        }
      }
      if (threw) return false;
      if (ids.length < BATCH) return true;
    }
  }
}
