/** The account's rules: deleting it takes proof and the confirm word; an export holds everything it owns. */
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@hirestride/shared';
import type { AuthContext } from '../auth/context.js';
import { proofProblems } from '../auth/reauthenticate.js';
import type { SessionRow } from '../auth/sessions-repository.js';
import type { UserRow } from '../auth/users-repository.js';
import { libraryContent } from '../content/library.js';
import type { Database } from '../db/client.js';
import { addFieldError, notFound, validationError } from '../http/errors.js';
import { zipExport } from './export.js';
import { AccountRepository } from './repository.js';

/** Typed by the user, so a stray click or a script cannot delete an account. */
const CONFIRM_WORD = 'DELETE';

export interface DeleteRequest {
  password?: string | undefined;
  google_id_token?: string | undefined;
  confirm?: string | undefined;
}

export class AccountService {
  private readonly account: AccountRepository;

  constructor(
    private readonly db: Database,
    private readonly ctx: AuthContext,
  ) {
    this.account = new AccountRepository(db);
  }

  /** How many rows of each kind the account holds, for the delete dialog. */
  counts(userId: number): Promise<Record<string, number>> {
    return this.account.countRows(userId);
  }

  /**
   * Deletes the account and everything in it, once the user has proved who they are (their password, or a fresh
   * Google sign-in) and typed the confirm word; `request` is the one that asks, whose address the sign-in throttle
   * counts. Sessions and refresh tokens are rows of the user too: every device is signed out in the same transaction.
   */
  async delete(request: FastifyRequest, user: UserRow, body: DeleteRequest): Promise<void> {
    const proof = { password: body.password, googleIdToken: body.google_id_token };
    const errors = await proofProblems(this.ctx, request, user, proof, 'password', apiMessages.passwordWrong);
    if (body.confirm !== CONFIRM_WORD) addFieldError(errors, 'confirm', apiMessages.deleteConfirmWord);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await this.account.deleteAll(user.id);
  }

  /** "Export my data": the zip's bytes and file name; `now` is the export's timestamp. */
  async export(userId: number, now = new Date()) {
    const [tables, library] = await Promise.all([this.account.readTables(userId), libraryContent(this.db, userId)]);
    return zipExport(tables, library, now);
  }

  /** The devices signed in to the account, most recently used first. */
  sessions(userId: number): Promise<SessionRow[]> {
    return this.ctx.sessions.listFor(userId);
  }

  /** Signs one device out; 404 when the account has no such session. */
  async signOut(userId: number, publicId: string): Promise<void> {
    if (!(await this.ctx.sessions.destroyPublic(userId, publicId))) throw notFound();
  }

  /** Signs out every device but the one asking. */
  signOutOthers(userId: number, currentSessionId: string): Promise<void> {
    return this.ctx.sessions.destroyAllFor(userId, currentSessionId);
  }
}
