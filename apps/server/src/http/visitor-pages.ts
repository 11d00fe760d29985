/** The pages rendered at build time for signed-out visitors (dist/visitor-pages, decision 004), sent compressed. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './page-encoding.js';

/** The landing page's footer year, written per request so a page built last year says this year. */
const YEAR = /<!--year-->\d{4}<!--\/year-->/;

interface Variant {
  year: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export class VisitorPages {
  private readonly variants = new Map<string, Variant>();

  private constructor(private readonly templates: Map<string, string>) {}

  /** Reads dist/visitor-pages: index.html is /, name.html is /name. Null when the build wrote none. */
  static load(webDist: string | undefined): VisitorPages | null {
    const dir = webDist ? path.join(webDist, 'visitor-pages') : undefined;
    if (!dir || !existsSync(dir)) return null;
    const templates = new Map<string, string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
      const pathname = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      templates.set(pathname, readFileSync(path.join(dir, file), 'utf8'));
    }
    return new VisitorPages(templates);
  }

  has(pathname: string): boolean {
    return this.templates.has(pathname);
  }

  /** The page for this year, compressed once per year rather than per request. */
  private current(pathname: string, template: string): Variant {
    const year = new Date().getFullYear();
    let variant = this.variants.get(pathname);
    if (variant?.year !== year) {
      const identity = Buffer.from(template.replace(YEAR, String(year)));
      variant = {
        year,
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      this.variants.set(pathname, variant);
    }
    return variant;
  }

  send(pathname: string, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const template = this.templates.get(pathname);
    if (template === undefined) throw new Error(`no visitor page for ${pathname}`);
    const variant = this.current(pathname, template);
    const encoding = acceptedEncoding(request);
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        // Never kept, not even for the back button: after signing in, going back must show the signed-in page.
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(encoding ? variant[encoding] : variant.identity)
    );
  }
}
