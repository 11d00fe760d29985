/** The landing page rendered at build time for signed-out visitors (decision 004), with this year in its footer. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const YEAR = /<!--year-->\d{4}<!--\/year-->/;

interface Variant {
  year: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export class VisitorLanding {
  private variant: Variant | undefined;

  private constructor(private readonly template: string) {}

  /** dist/landing.html from the web build, or null when the build has none (the app then serves / itself). */
  static load(webDist: string | undefined): VisitorLanding | null {
    const file = webDist ? path.join(webDist, 'landing.html') : undefined;
    if (!file || !existsSync(file)) return null;
    const template = readFileSync(file, 'utf8');
    if (!YEAR.test(template)) throw new Error(`${file} has no year marker; rebuild the web app`);
    return new VisitorLanding(template);
  }

  /** The page for this year, compressed once per year rather than per request. */
  private current(): Variant {
    const year = new Date().getFullYear();
    if (this.variant?.year !== year) {
      const identity = Buffer.from(this.template.replace(YEAR, String(year)));
      this.variant = {
        year,
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
    }
    return this.variant;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const variant = this.current();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(encoding ? variant[encoding] : variant.identity);
  }
}
