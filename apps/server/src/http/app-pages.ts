/** The app's index.html per path: each route's chunks listed as modulepreload links (dist/route-preloads.json). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

const routePreloads = z.record(z.string(), z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)));

/** Matches '/x' exactly and '/x/*' as any path below /x. */
function matcher(pattern: string): (pathname: string) => boolean {
  if (!pattern.endsWith('/*')) return (pathname) => pathname === pattern;
  const prefix = pattern.slice(0, -1);
  return (pathname) => pathname.startsWith(prefix) && pathname.length > prefix.length;
}

/** A function from a page path to the HTML to send for it. Without the preloads file, always index.html. */
export function appPages(indexHtml: string, webDist: string): (pathname: string) => string {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return () => indexHtml;
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const pages = Object.entries(routePreloads.parse(JSON.parse(readFileSync(file, 'utf8')))).map(([pattern, files]) => ({
    matches: matcher(pattern),
    html: indexHtml.replace(
      '</head>',
      `${files.map((href) => `  <link rel="modulepreload" crossorigin href="${href}">\n`).join('')}  </head>`,
    ),
  }));
  return (pathname) => pages.find((page) => page.matches(pathname))?.html ?? indexHtml;
}
