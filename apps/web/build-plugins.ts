/** Build-time additions to index.html and dist: preloads for the landing route, and pre-compressed assets. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The landing route's lazy chunks start downloading with the entry instead of after it has run. */
export function preloadLandingRoute(moduleSuffixes: string[]): Plugin {
  return {
    name: 'hirestride:preload-landing-route',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (chunk) => chunk.type === 'chunk' && moduleSuffixes.some((suffix) => chunk.facadeModuleId?.endsWith(suffix)),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Writes .br and .gz beside every text asset, for the server to send without compressing at run time. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hirestride:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      for (const file of walk(outDir).filter((name) => /\.(js|css|svg|json)$/.test(name) && !name.includes('.vite'))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
