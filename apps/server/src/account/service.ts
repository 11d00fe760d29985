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
import type { PageSize } from '../resumes/pdf/resume-pdf.js';
import { exportDocuments, type DocumentsDeps } from './documents.js';
import { zipExport } from './export.js';
import { AccountRepository } from './repository.js';

/** Typed by the user, so a stray click or a script cannot delete an account. */
const CONFIRM_WORD = 'DELETE';

export interface DeleteRequest {
  password?: string | undefined;
  google_id_token?: string | undefined;
  confirm?: string | undefined;
}

export interface ExportOptions {
  /** The export's timestamp. */
  now?: Date;
  /** The documents' page size. */
  size?: PageSize;
  /** Aborted when the request is gone: no more documents are drawn for it. */
  signal?: AbortSignal;
}

export interface AccountDeps extends DocumentsDeps {
  ctx: AuthContext;
}

export class AccountService {
  private readonly db: Database;
  private readonly ctx: AuthContext;
  private readonly account: AccountRepository;

  constructor(private readonly deps: AccountDeps) {
    this.db = deps.db;
    this.ctx = deps.ctx;
    this.account = new AccountRepository(deps.db);
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

  /** "Export my data": the zip's bytes and file name, and the documents it could not hold. */
  async export(user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>, options: ExportOptions = {}) {
    const { now = new Date(), size = 'A4', signal } = options;
    const [tables, library, documents] = await Promise.all([
      this.account.readTables(user.id),
      libraryContent(this.db, user.id),
      exportDocuments(this.deps, user, size, signal),
    ]);
    return { ...(await zipExport(tables, library, documents, now)), leftOut: documents.leftOut };
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
