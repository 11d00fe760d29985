/**
 * The route factory for lists a user owns: GET/POST {base}, PUT/DELETE {base}{id}/. It serves the content library's
 * five sections (/api/content/{section}/) and a job's contacts and interviews (/api/jobs/{id}/contacts/).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Database } from '../db/client.js';
import { parseId } from '../http/ids.js';
import type { OwnedTable } from './owned-list-repository.js';
import type { OwnedListResource } from './resource.js';
import { OwnedListService, type ListPlace } from './service.js';

export function ownedListRoutes<T extends OwnedTable, P, I>(
  resource: OwnedListResource<T, P, I>,
): FastifyPluginAsyncZod<{ db: Database }> {
  return async (app, { db }) => {
    const { base, noun, tags, payload, item, parent } = resource;
    const service = new OwnedListService(db, resource);
    const listParams = parent ? z.object({ id: z.string() }) : z.object({});
    const itemParam = parent ? 'itemId' : 'id';
    const itemParams = parent ? z.object({ id: z.string(), itemId: z.string() }) : z.object({ id: z.string() });
    // Fastify validates the body against `payload` before a handler runs and sends an answer through `item`, but
    // its type provider cannot carry a schema's type through a type parameter (it wraps it in a conditional type
    // that stays unresolved), so these routes declare both schemas untyped. The resource's own types tie them to P
    // and I; this is the one place the validated body gets its type P back.
    const body: z.ZodType = payload;
    const answer: z.ZodType = item;
    const validated = (request: { body: unknown }) => request.body as P;

    /** The owner and, for a nested list, the parent the URL names. */
    const listPlace = (userId: number, params: { id?: string }): ListPlace => ({
      userId,
      parentId: parent && params.id !== undefined ? parseId(params.id) : undefined,
    });
    /** The item the URL names, and where it is. */
    const itemOf = (userId: number, params: { id: string; itemId?: string }) =>
      parent
        ? { place: { userId, parentId: parseId(params.id) }, id: parseId(params.itemId ?? '') }
        : { place: { userId }, id: parseId(params.id) };

    app.get(
      base,
      { schema: { tags, summary: `List your ${noun} items`, params: listParams, response: { 200: z.array(item) } } },
      async (request) => {
        const rows = await service.list(listPlace(request.user.id, request.params));
        return rows.map((row) => resource.toApi(row));
      },
    );

    app.post(
      base,
      { schema: { tags, summary: `Add a ${noun}`, params: listParams, body, response: { 201: answer } } },
      async (request, reply) => {
        const row = await service.create(listPlace(request.user.id, request.params), validated(request));
        return reply.code(201).send(resource.toApi(row));
      },
    );

    app.put(
      `${base}:${itemParam}/`,
      {
        schema: { tags, summary: `Replace a ${noun}`, params: itemParams, body, response: { 200: answer } },
      },
      async (request) => {
        const { place, id } = itemOf(request.user.id, request.params);
        return resource.toApi(await service.replace(place, id, validated(request)));
      },
    );

    app.delete(
      `${base}:${itemParam}/`,
      { schema: { tags, summary: `Delete a ${noun}`, params: itemParams } },
      async (request, reply) => {
        const { place, id } = itemOf(request.user.id, request.params);
        await service.delete(place, id);
        return reply.code(204).send();
      },
    );
  };
}
