/**
 * The rules every owned list shares: a nested list's parent must be the caller's (404 otherwise), a new item and what
 * goes with it (a timeline entry) land in one transaction, and an item is changed only by its owner.
 */
import type { Database } from '../db/client.js';
import { UsersRepository } from '../auth/users-repository.js';
import { notAuthenticated, notFound, validationError } from '../http/errors.js';
import { OwnedListRepository, type OwnedRow, type OwnedTable } from './owned-list-repository.js';
import type { OwnedListResource } from './resource.js';

/** Where an item is: its owner, and for a nested list the parent named in the URL. */
export interface ListPlace {
  userId: number;
  parentId?: number | undefined;
}

export class OwnedListService<T extends OwnedTable, P, I> {
  private readonly repository: OwnedListRepository<T>;

  constructor(
    private readonly db: Database,
    private readonly resource: OwnedListResource<T, P, I>,
  ) {
    this.repository = new OwnedListRepository(db, resource.table, resource.parent?.column);
  }

  /** The parent's id when the caller owns it (404 otherwise); undefined for a top-level list. */
  private async ownedParent({ userId, parentId }: ListPlace): Promise<number | undefined> {
    if (!this.resource.parent) return undefined;
    if (parentId === undefined || !(await this.resource.parent.owns(userId, parentId))) throw notFound();
    return parentId;
  }

  private values(payload: P, parentId: number | undefined) {
    const { resource } = this;
    if (!resource.parent) return resource.toRow(payload);
    if (parentId === undefined) throw notFound();
    return resource.toRow(payload, parentId);
  }

  async list(place: ListPlace): Promise<Array<OwnedRow<T>>> {
    return this.repository.list(place.userId, await this.ownedParent(place));
  }

  async create(place: ListPlace, payload: P): Promise<OwnedRow<T>> {
    const { userId } = place;
    const values = this.values(payload, await this.ownedParent(place));
    const { afterCreate, limitProblem } = this.resource;
    if (!afterCreate && !limitProblem) return this.repository.create(userId, values);
    return this.db.transaction(async (tx) => {
      const repository = this.repository.on(tx);
      if (limitProblem) {
        // Two adds at once must not both see room for one more: the owner's lock makes them take turns.
        if (!(await new UsersRepository(tx).lock(userId))) throw notAuthenticated();
        const problem = limitProblem(await repository.count(userId));
        if (problem) throw validationError({ non_field_errors: [problem] });
      }
      const row = await repository.create(userId, values);
      await afterCreate?.(tx, userId, row);
      return row;
    });
  }

  /** The replaced item; 404 when the owner has no such item (under that parent). */
  async replace(place: ListPlace, id: number, payload: P): Promise<OwnedRow<T>> {
    const { userId, parentId } = place;
    const row = await this.repository.update(userId, id, this.values(payload, parentId), parentId);
    if (!row) throw notFound();
    return row;
  }

  /** 404 when the owner has no such item (under that parent). */
  async delete(place: ListPlace, id: number): Promise<void> {
    const { userId, parentId } = place;
    if (!(await this.repository.delete(userId, id, parentId))) throw notFound();
    await this.resource.afterDelete?.(this.db, userId, id);
  }
}
