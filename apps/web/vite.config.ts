import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the dev server forwards to the API server (npm run dev:server on :3000). */
const API_PATHS = ['/api', '/csrf', '/dj-rest-auth', '/templates/resume-templates', '/resumes', '/healthz'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: 'http://127.0.0.1:3000', changeOrigin: false }])),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
