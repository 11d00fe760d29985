/** The route factory for the five list sections: GET/POST /api/content/{section}/, PUT/DELETE /api/content/{section}/{id}/. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { sectionSchemas } from '@hirestride/shared';
import { requireCaller, type IdentityServices } from '../auth/authenticate.js';
import type { Database } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { SectionRepository } from './section-repository.js';
import type { SectionDefinition } from './sections.js';

/** Ids are positive integers; anything else names no item (404, like an unknown id). */
export function parseId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}

export function sectionRoutes(
  definition: SectionDefinition,
): FastifyPluginAsyncZod<{ db: Database; identity: IdentityServices }> {
  return async (app, { db, identity }) => {
    const repository = new SectionRepository(db, definition.table);
    const { payload, item } = sectionSchemas[definition.key];
    const base = `/api/content/${definition.key}/`;
    const tags = ['content'];
    const idParams = z.object({ id: z.string() });

    app.get(
      base,
      { schema: { tags, summary: `List your ${definition.noun} items`, response: { 200: z.array(item) } } },
      async (request) => {
        const { user } = await requireCaller(request, identity);
        return (await repository.list(user.id)).map(definition.toApi);
      },
    );

    app.post(
      base,
      { schema: { tags, summary: `Add a ${definition.noun}`, body: payload, response: { 201: item } } },
      async (request, reply) => {
        const { user } = await requireCaller(request, identity);
        const row = await repository.create(user.id, definition.toRow(request.body as Record<string, unknown>));
        return reply.code(201).send(definition.toApi(row));
      },
    );

    app.put(
      `${base}:id/`,
      {
        schema: {
          tags,
          summary: `Replace a ${definition.noun}`,
          params: idParams,
          body: payload,
          response: { 200: item },
        },
      },
      async (request) => {
        const { user } = await requireCaller(request, identity);
        const row = await repository.update(
          user.id,
          parseId(request.params.id),
          definition.toRow(request.body as Record<string, unknown>),
        );
        if (!row) throw notFound();
        return definition.toApi(row);
      },
    );

    app.delete(
      `${base}:id/`,
      { schema: { tags, summary: `Delete a ${definition.noun}`, params: idParams } },
      async (request, reply) => {
        const { user } = await requireCaller(request, identity);
        const id = parseId(request.params.id);
        if (!(await repository.delete(user.id, id))) throw notFound();
        await definition.afterDelete?.(db, user.id, id);
        return reply.code(204).send();
      },
    );
  };
}
