import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, routePreloads } from './build-plugins.ts';
import routeModules from './route-modules.json' with { type: 'json' };

/** Paths the dev server forwards to the API server (npm run dev:server on :3000). */
const API_PATHS = ['/api', '/csrf', '/dj-rest-auth', '/templates/resume-templates', '/resumes', '/healthz'];

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? // The build-time render of the visitors' landing page (src/prerender, decision 004): run by Node, never shipped.
      {
        plugins: [react()],
        build: {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          sourcemap: false,
          // The pre-render imports the landing page directly; that it is lazy in the app does not matter here.
          rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
        },
      }
    : {
        plugins: [react(), tailwindcss(), routePreloads(routeModules), precompress()],
        server: {
          proxy: Object.fromEntries(
            API_PATHS.map((p) => [p, { target: 'http://127.0.0.1:3000', changeOrigin: false }]),
          ),
        },
        // The manifest lets scripts/bundle-sizes.mjs measure what each route loads.
        build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
      },
);
