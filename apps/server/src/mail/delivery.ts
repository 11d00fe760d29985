/** One try at sending one outbox mail: compose it now, send it, and record what happened. */
import type { MailLog, MailMessage, Mailer } from './mailer.js';
import type { OutboxRepository, OutboxRow } from './outbox-repository.js';
import { readFailure, retryDelay, type RetryPolicy } from './retry.js';

/**
 * Makes a queued mail's message from the row and the account as they are now, or says why there is nothing to send
 * (the account is gone or closed, the address is already confirmed, the link would arrive expired).
 */
export type ComposeMail = (row: OutboxRow) => Promise<MailMessage | { skip: string }>;

/** How a try ended: sent (or nothing left to do), to be tried again after `retryInSeconds`, or given up. */
export type TryOutcome =
  | { outcome: 'done' }
  | { outcome: 'retry'; reason: string; retryInSeconds: number }
  | { outcome: 'gave_up'; reason: string };

export class MailDelivery {
  constructor(
    private readonly rows: OutboxRepository,
    private readonly mailer: Mailer,
    private readonly compose: ComposeMail,
    private readonly policy: RetryPolicy,
    private readonly log: MailLog,
  ) {}

  /**
   * Tries the mail once. Safe to call for a mail already sent or given up (a queue's duplicate delivery): it then
   * does nothing. A crash after the server took the mail and before it is marked sent means one more try, which
   * carries the same Message-ID and the same link.
   */
  async attempt(id: number): Promise<TryOutcome> {
    const row = await this.rows.byId(id);
    if (!row || row.sentAt || row.gaveUpAt) return { outcome: 'done' };
    const composed = await this.compose(row);
    if ('skip' in composed) {
      await this.rows.giveUp(id, composed.skip, false);
      this.log.info({ event: 'mail_skipped', kind: row.kind, outboxId: id, reason: composed.skip }, 'mail not sent');
      return { outcome: 'gave_up', reason: composed.skip };
    }
    try {
      await this.mailer.send(composed);
    } catch (error) {
      return this.failed(row, error);
    }
    await this.rows.markSent(id);
    this.log.info({ event: 'mail_sent', kind: row.kind, outboxId: id, tries: row.attempts + 1 }, 'mail sent');
    return { outcome: 'done' };
  }

  private async failed(row: OutboxRow, error: unknown): Promise<TryOutcome> {
    const { retry, reason } = readFailure(error);
    const tries = row.attempts + 1;
    // The kind and codes only: the error's text may quote the address.
    const fields = { event: 'mail_failed', kind: row.kind, outboxId: row.id, reason, tries };
    if (!retry || tries >= this.policy.maxTries) {
      const why = retry ? `${reason}_after_${tries}_tries` : reason;
      await this.rows.giveUp(row.id, why, true);
      this.log.error({ ...fields, gaveUp: true }, 'mail could not be sent; gave up');
      return { outcome: 'gave_up', reason: why };
    }
    const retryInSeconds = retryDelay(this.policy, tries);
    await this.rows.markFailed(row.id, reason, retryInSeconds);
    this.log.warn({ ...fields, retryInSeconds }, 'mail could not be sent; will try again');
    return { outcome: 'retry', reason, retryInSeconds };
  }
}
