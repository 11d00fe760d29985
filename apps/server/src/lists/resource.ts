/** What a list a user owns is: its table, its request and answer schemas, and the mapping between them. */
import type { PgColumn } from 'drizzle-orm/pg-core';
import type * as z from 'zod';
import type { Executor } from '../db/client.js';
import type { OwnedRow, OwnedTable, OwnedValues } from './owned-list-repository.js';

/** The parent a nested list hangs off (a job, for its contacts): the column naming it and whether it is the caller's. */
export interface ParentOfList {
  column: PgColumn;
  owns(userId: number, parentId: number): Promise<boolean>;
}

interface ListOf<T extends OwnedTable, P, I> {
  /** The list's URL, with a trailing slash; a nested list names its parent as :id ('/api/jobs/:id/contacts/'). */
  base: string;
  /** What the API calls one item, for OpenAPI summaries. */
  noun: string;
  tags: string[];
  table: T;
  /** A new or replaced item, as the request sends it. */
  payload: z.ZodType<P>;
  /** One item as the API answers it. */
  item: z.ZodType<I>;
  toApi(row: OwnedRow<T>): I;
  /** Why one more item cannot be added to the `existing` ones (a library section's limit), or null when it can. */
  limitProblem?(existing: number): string | null;
  /** Written with each new item, in the same transaction (a job's timeline entry). */
  afterCreate?(tx: Executor, userId: number, row: OwnedRow<T>): Promise<void>;
  /** Runs after an item is deleted (snippets leave the resume sections they were placed in). */
  afterDelete?(db: Executor, userId: number, id: number): Promise<void>;
}

/** A list of the user's own (the library's sections): the validated payload → column values. */
export interface TopLevelList<T extends OwnedTable, P, I> extends ListOf<T, P, I> {
  parent?: undefined;
  toRow(payload: P): OwnedValues<T>;
}

/** A list under a parent the caller must own: its column values name the parent too. */
export interface NestedList<T extends OwnedTable, P, I> extends ListOf<T, P, I> {
  parent: ParentOfList;
  toRow(payload: P, parentId: number): OwnedValues<T>;
}

export type OwnedListResource<T extends OwnedTable, P, I> = TopLevelList<T, P, I> | NestedList<T, P, I>;
