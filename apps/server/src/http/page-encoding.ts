/** Compressing the pages the server assembles itself (sent from the history fallback, which the compression plugin's route hooks do not reach). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encoding to answer in: brotli when the client takes it, else gzip, else none. */
export function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/** Sends an HTML page compressed as the client accepts (fast settings: pages differ per request). */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const encoding = acceptedEncoding(request);
  reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding, Cookie');
  if (!encoding) return reply.send(html);
  const payload =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(html, { level: 6 });
  return reply.header('content-encoding', encoding).send(payload);
}
