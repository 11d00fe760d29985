/**
 * Compresses answers over 1 kB for clients that accept it (brotli, else gzip). A board of 500 jobs is about 200 kB of
 * JSON and 20 kB compressed: on a slow phone connection that is a second saved. Files and the visitor pages come
 * compressed already (decision 003, 004) and are left as they are. A streamed answer (server-sent events) must opt
 * out with its route's `compress: false`, or it would be held back until it ends.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Fast settings: answers are compressed per request, unlike the files (compressed once, at build time).
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
