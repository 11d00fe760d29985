/**
 * The route factory for lists a user owns: GET/POST {base}, PUT/DELETE {base}{id}/. It serves the content library's
 * five sections (/api/content/{section}/) and a job's contacts and interviews (/api/jobs/{id}/contacts/).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as z from 'zod';
import type { Database } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { OwnedListRepository, type OwnedTable } from './owned-list-repository.js';

type Row = Record<string, unknown>;

export interface OwnedListResource {
  /** The list's URL, with a trailing slash; a nested list names its parent as :id ('/api/jobs/:id/contacts/'). */
  base: string;
  /** What the API calls one item, for OpenAPI summaries. */
  noun: string;
  tags: string[];
  table: OwnedTable;
  payload: z.ZodType;
  item: z.ZodType;
  /** Validated payload → column values. */
  toRow(payload: Row): Row;
  toApi(row: Row): unknown;
  /**
   * A list nested under a parent the caller must own: the column (and row field) naming it, the parent's table, and
   * whether it is theirs.
   */
  parent?: {
    column: PgColumn;
    field: string;
    table: OwnedTable;
    owns(db: Database, userId: number, parentId: number): Promise<boolean>;
  };
  /** Written with each new item, in the same transaction (a job's timeline entry). */
  afterCreate?(tx: Database, userId: number, row: Row): Promise<void>;
  /** Runs after an item is deleted (snippets leave the resume sections they were placed in). */
  afterDelete?(db: Database, userId: number, id: number): Promise<void>;
}

export function ownedListRoutes(resource: OwnedListResource): FastifyPluginAsyncZod<{ db: Database }> {
  return async (app, { db }) => {
    const { base, noun, tags, payload, item, parent } = resource;
    const repository = new OwnedListRepository(db, resource.table, parent?.column);
    const listParams = z.object(parent ? { id: z.string() } : {});
    const itemParam = parent ? 'itemId' : 'id';
    const itemParams = z.object({ id: z.string(), ...(parent ? { itemId: z.string() } : {}) });

    /** The parent's id when the caller owns it (404 otherwise); undefined for top-level lists. */
    const ownedParent = async (userId: number, params: Record<string, string>) => {
      if (!parent) return undefined;
      const parentId = parseId(params.id!);
      if (!(await parent.owns(db, userId, parentId))) throw notFound();
      return parentId;
    };
    const afterCreate = resource.afterCreate;

    app.get(
      base,
      { schema: { tags, summary: `List your ${noun} items`, params: listParams, response: { 200: z.array(item) } } },
      async (request) => {
        const parentId = await ownedParent(request.user.id, request.params as Record<string, string>);
        const rows = await repository.list(request.user.id, parentId);
        return rows.map(resource.toApi);
      },
    );

    app.post(
      base,
      { schema: { tags, summary: `Add a ${noun}`, params: listParams, body: payload, response: { 201: item } } },
      async (request, reply) => {
        const { user } = request;
        const parentId = await ownedParent(user.id, request.params as Record<string, string>);
        const values = resource.toRow(request.body as Row);
        if (parent) values[parent.field] = parentId;
        const row = await repository.create(
          user.id,
          values,
          afterCreate && ((tx, created) => afterCreate(tx, user.id, created)),
        );
        return reply.code(201).send(resource.toApi(row));
      },
    );

    app.put(
      `${base}:${itemParam}/`,
      {
        schema: { tags, summary: `Replace a ${noun}`, params: itemParams, body: payload, response: { 200: item } },
      },
      async (request) => {
        const { user } = request;
        const params = request.params as Record<string, string>;
        const row = await repository.update(
          user.id,
          parseId(params[itemParam]!),
          resource.toRow(request.body as Row),
          parent ? parseId(params.id!) : undefined,
        );
        if (!row) throw notFound();
        return resource.toApi(row);
      },
    );

    app.delete(
      `${base}:${itemParam}/`,
      { schema: { tags, summary: `Delete a ${noun}`, params: itemParams } },
      async (request, reply) => {
        const { user } = request;
        const params = request.params as Record<string, string>;
        const id = parseId(params[itemParam]!);
        if (!(await repository.delete(user.id, id, parent ? parseId(params.id!) : undefined))) throw notFound();
        await resource.afterDelete?.(db, user.id, id);
        return reply.code(204).send();
      },
    );
  };
}
