// Bundles the server into dist/main.js and the work pool's thread into dist/worker.js. npm packages stay external
// (installed in node_modules); the workspace's own shared package is bundled from its TypeScript source.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hirestride/'));

await build({
  // dist/main.js, and dist/worker.js: the work pool's thread module (src/work/README.md), found next to the bundle.
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    worker: new URL('./src/work/worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
