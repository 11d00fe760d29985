import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, resumeFontNames, routePreloads } from './build-plugins.ts';
import routeModules from './route-modules.json' with { type: 'json' };

/** Paths the dev server forwards to the API server (npm run dev:server on :3000). */
const API_PATHS = ['/api', '/csrf', '/dj-rest-auth', '/templates/resume-templates', '/resumes', '/healthz'];

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? // Pages drawn by Node, never shipped (src/prerender): the visitors' pages at build time (decision 004), and the
      // signed-in pages the server draws per request (decision 006).
      {
        plugins: [react()],
        // React and the rest bundled in, in their production builds, whatever NODE_ENV the server runs with: the
        // development build draws a board four times slower.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          sourcemap: false,
          rolldownOptions: {
            input: {
              'visitor-pages': 'src/prerender/visitor-pages.tsx',
              'signed-in-pages': 'src/prerender/signed-in-pages.tsx',
            },
            // The pre-render imports the landing page directly; that it is lazy in the app does not matter here.
            checks: { ineffectiveDynamicImport: false },
          },
        },
      }
    : {
        plugins: [react(), tailwindcss(), routePreloads(routeModules), precompress()],
        css: { postcss: { plugins: [resumeFontNames] } },
        server: {
          proxy: Object.fromEntries(
            API_PATHS.map((p) => [p, { target: 'http://127.0.0.1:3000', changeOrigin: false }]),
          ),
        },
        // The manifest lets scripts/bundle-sizes.mjs measure what each route loads.
        build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
      },
);
