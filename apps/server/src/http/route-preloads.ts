/** The app's pages per path: each route's chunks listed as modulepreload links (dist/route-preloads.json). */
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

/**
 * A function that adds the preloads of the route at `pathname` to a page that runs the app. Pages without the
 * app's module script, and every page when the build wrote no preloads file, come back unchanged.
 */
export function routePreloader(webDist: string): (html: string, pathname: string) => string {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return (html) => html;
  const routes = Object.entries(routePreloads.parse(JSON.parse(readFileSync(file, 'utf8')))).map(
    ([pattern, files]) => ({
      matches: matcher(pattern),
      links: files.map((href) => `  <link rel="modulepreload" crossorigin href="${href}">\n`).join(''),
    }),
  );
  return (html, pathname) => {
    const route = routes.find((candidate) => candidate.matches(pathname));
    if (!route || !html.includes('<script type="module"')) return html;
    if (!html.includes('</head>')) throw new Error('a page of the app has no </head>');
    return html.replace('</head>', () => `${route.links}  </head>`);
  };
}
