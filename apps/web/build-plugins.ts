/** Build-time additions to dist: each route's chunks to preload, and pre-compressed assets. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes dist/route-preloads.json: for each route pattern, the chunks its screen needs beyond the entry. The server
 * lists them as modulepreload links in the page it sends for that path, so they download beside the entry instead
 * of after it has run (decision 003).
 */
export function routePreloads(routeModules: Record<string, string[]>): Plugin {
  return {
    name: 'hirestride:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('the build has no entry chunk');
      const loadedByEntry = closure(entry.fileName);
      const preloads = Object.fromEntries(
        Object.entries(routeModules).map(([route, modules]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(module));
            if (!chunk) throw new Error(`${module} (route ${route}) is not a chunk of the build`);
            for (const file of closure(chunk.fileName)) if (!loadedByEntry.has(file)) files.add(`/${file}`);
          }
          return [route, [...files]];
        }),
      );
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}

/** Writes .br and .gz beside text assets and TrueType fonts, for the server to send without compressing at run time. */
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
      for (const file of walk(outDir).filter(
        (name) => /\.(js|css|svg|json|ttf)$/.test(name) && !name.includes('.vite'),
      )) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * A PostCSS plugin giving Fontsource's faces names of their own ("HireStride Noto Sans", as the resume renderers ask
 * for them): the app's font stack names the system's "Noto Sans", which a face of that name would replace on every
 * screen once a resume had been shown.
 */
export const resumeFontNames = {
  postcssPlugin: 'hirestride:resume-font-names',
  AtRule: {
    'font-face'(rule: {
      source?: { input: { file?: string } };
      walkDecls(prop: string, visit: (decl: { value: string }) => void): void;
    }) {
      if (!/[\\/]@fontsource[\\/]/.test(rule.source?.input.file ?? '')) return;
      rule.walkDecls('font-family', (decl) => {
        decl.value = `'HireStride ${decl.value.replace(/['"]/g, '')}'`;
      });
    },
  },
};
