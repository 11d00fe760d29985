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

export class PgBossMailQueue implements MailQueue {
  private readonly boss: PgBoss;
  private workerId: string | undefined;
  /**
   * pg-boss's statements and our tries in flight. pg-boss resolves its stop while its worker may still be fetching,
   * and completes a job without waiting: the pool must outlive both.
   */
  private readonly inFlight = new Set<Promise<unknown>>();

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
    if (this.workerId) this.boss.notifyWorker(this.workerId);
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
    this.workerId = await this.boss.work<MailJob>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
      const tried = await this.track(this.delivery.attempt(job!.data.outboxId));
      // Thrown, the job goes back to pg-boss, which retries it after its backoff.
      if (tried.outcome === 'retry') throw new Error(`mail not sent (${tried.reason}); will try again`);
    });
  }

  async stop(): Promise<void> {
    // pg-boss never closes the app's pool; what it still has in flight finishes before the pool can close. Checked
    // a timer turn apart, so a fetch that just returned has started its try (or its completion) by the next look.
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    const deadline = Date.now() + STOP_WAIT_MS;
    do await new Promise((resolve) => setTimeout(resolve, 20));
    while (this.inFlight.size > 0 && Date.now() < deadline);
  }

  /** Once no mail job is ready or running (one waiting out a retry's backoff is neither), within a bound. */
  async settled(): Promise<void> {
    const deadline = Date.now() + SETTLE_WAIT_MS;
    while (Date.now() < deadline) {
      const { rows } = await this.pool.query<{ busy: boolean }>(
        `SELECT exists(SELECT 1 FROM ${PG_BOSS_SCHEMA}.job WHERE name = $1 AND (state = 'active' OR (state = 'created' AND start_after <= now()))) AS busy`,
        [QUEUE],
      );
      if (!rows[0]!.busy && this.inFlight.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
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
