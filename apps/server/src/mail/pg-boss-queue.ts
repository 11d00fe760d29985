/**
 * PostgreSQL's mail queue: a pg-boss job per outbox row, written in the same transaction as the row. pg-boss hands
 * each job to one worker among all instances (SKIP LOCKED), retries it with backoff when a try fails, and gives a job
 * whose worker died (a crash mid-send) to another once it expires. Decision 021 records why pg-boss.
 */
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Executor } from '../db/client.js';
import type { MailDelivery } from './delivery.js';
import type { MailLog } from './mailer.js';
import type { MailQueue } from './mail-queue.js';
import type { RetryPolicy } from './retry.js';

const QUEUE = 'mail';
/** pg-boss's own tables live apart from the app's (and are created and upgraded by pg-boss itself). */
export const PG_BOSS_SCHEMA = 'pgboss';
/** Longer than a try can take (SMTP gives up within a minute): a job active this long lost its worker. */
const EXPIRE_SECONDS = 300;

interface MailJob {
  outboxId: number;
}

/** pg-boss's options for the app: its tables, no cron, supervision on (it expires the jobs of dead workers). */
export function pgBossOptions(executeSql: PgBoss.Db['executeSql']): PgBoss.ConstructorOptions {
  return {
    db: { executeSql },
    schema: PG_BOSS_SCHEMA,
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: 60,
  };
}

/** Creates pg-boss's tables and the mail queue when missing (several instances may race: pg-boss locks). */
export async function preparePgBoss(boss: PgBoss): Promise<void> {
  if (!(await boss.getQueue(QUEUE))) {
    await boss.createQueue(QUEUE).catch(async (error: unknown) => {
      // Another instance created it between the look and the create.
      if (!(await boss.getQueue(QUEUE))) throw error;
    });
  }
}

/** Serialises pg-boss's start (its schema creation) across instances; next to the migrations' lock id. */
const PG_BOSS_START_LOCK_ID = 7_274_002;
/** The longest `settled` waits: a try against a slow SMTP server is not waited out. */
const SETTLE_WAIT_MS = 10_000;
/** The longest a stop waits for a try in progress: past SMTP's own time limits. */
const STOP_WAIT_MS = 60_000;
/** How often an idle instance looks for mail another instance queued (its own queuing wakes it at once). */
const POLL_MS = 2_000;

export class PgBossMailQueue implements MailQueue {
  private readonly boss: PgBoss;
  /** pg-boss's own statements in flight (its maintenance): the pool must outlive them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** The fetch-and-try loop, while it runs. */
  private working: Promise<void> | undefined;
  private stopping = false;
  /** Set by wake(): a mail queued during a fetch is looked for again at once. */
  private woken = false;
  private endNap: (() => void) | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly delivery: MailDelivery,
    private readonly policy: RetryPolicy,
    private readonly log: MailLog,
  ) {
    this.boss = new PgBoss(pgBossOptions((text, values) => this.track(pool.query(text, values))));
    this.boss.on('error', (error) => this.log.warn({ event: 'mail_queue', err: error }, 'mail queue error'));
  }

  async enqueue(tx: Executor, id: number): Promise<void> {
    await this.boss.send(QUEUE, { outboxId: id } satisfies MailJob, {
      db: { executeSql: async (text, values) => (await tx.execute(positional(text, values))) as { rows: unknown[] } },
      // The outbox row counts the tries and decides when to give up; pg-boss's limit is only a backstop past it.
      retryLimit: this.policy.maxTries + 2,
      retryDelay: this.policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS,
    });
  }

  wake(): void {
    this.woken = true;
    this.endNap?.();
  }

  async start(): Promise<void> {
    // Instances starting together on a new database would race to create pg-boss's schema (a unique violation in
    // pg_namespace): one at a time, as the migrations do.
    const lock = await this.pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [PG_BOSS_START_LOCK_ID]);
      await this.boss.start();
      await preparePgBoss(this.boss);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [PG_BOSS_START_LOCK_ID]).catch(() => undefined);
      lock.release();
    }
    this.stopping = false;
    this.working = this.work();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.endNap?.();
    // A try in progress finishes (SMTP gives up well within the bound) before the pool can close.
    await Promise.race([this.working, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    const deadline = Date.now() + STOP_WAIT_MS;
    while (this.inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Once no mail job is ready or running (one waiting out a retry's backoff is neither), within a bound. */
  async settled(): Promise<void> {
    const deadline = Date.now() + SETTLE_WAIT_MS;
    while (Date.now() < deadline) {
      const { rows } = await this.pool.query<{ busy: boolean }>(
        `SELECT exists(SELECT 1 FROM ${PG_BOSS_SCHEMA}.job WHERE name = $1 AND (state = 'active' OR (state = 'created' AND start_after <= now()))) AS busy`,
        [QUEUE],
      );
      if (!rows[0]!.busy) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Fetches one job at a time and tries it, until stopped. Our own loop rather than pg-boss's work(): its worker
   * completes a job without waiting for the statement, so a database blip at that moment became an unhandled
   * rejection that ended the process. Here every statement is awaited and a failure only logged: a job that could
   * not be marked done stays active until it expires and is tried again, which the outbox row answers as done.
   */
  private async work(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      let found = false;
      try {
        const [job] = await this.boss.fetch<MailJob>(QUEUE, { batchSize: 1 });
        if (job) {
          found = true;
          await this.tryJob(job);
        }
      } catch (error) {
        this.log.warn({ event: 'mail_queue', err: error }, 'mail queue error');
      }
      if (!found && !this.woken && !this.stopping) await this.nap(POLL_MS);
    }
  }

  private async tryJob(job: PgBoss.Job<MailJob>): Promise<void> {
    let failure: string | undefined;
    try {
      const tried = await this.delivery.attempt(job.data.outboxId);
      if (tried.outcome === 'retry') failure = `mail not sent (${tried.reason}); will try again`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    // Failed, the job goes back to pg-boss, which retries it after its backoff.
    if (failure === undefined) await this.boss.complete(QUEUE, job.id);
    else await this.boss.fail(QUEUE, job.id, { message: failure });
  }

  private nap(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endNap?.(), ms);
      this.endNap = () => {
        clearTimeout(timer);
        this.endNap = undefined;
        resolve();
      };
    });
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.then(
      () => this.inFlight.delete(work),
      () => this.inFlight.delete(work),
    );
    return work;
  }
}

/** pg-boss's `$1`-style statement as a Drizzle query, so it runs in a Drizzle transaction. */
function positional(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`)),
  );
}
