/**
 * Signed-in pages the server draws per request with the app's own components (decision 006): the renderer is built
 * beside the web app (apps/web/dist-ssr/signed-in-pages.js), the page around it by the build (dist/drawn-page.html: it
 * starts the app after the first paint); the page carries the state it was drawn from, for the app to take it over
 * without asking again.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Render = (url: string, state: object) => Promise<string | null>;

/** The id of the element that carries the state (the web app's PAGE_STATE_ID). */
const STATE_ID = 'hs-page-state';
const ROOT = '<div id="root"></div>';

/** JSON that cannot end the script element it sits in, whatever the user's data holds. */
const scriptSafe = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

export class SignedInPages {
  private constructor(
    private readonly render: Render,
    private readonly template: string,
  ) {}

  /** Null when the build has no renderer or page (a build without them, or the web app served from elsewhere). */
  static async load(webDist: string | undefined): Promise<SignedInPages | null> {
    if (!webDist) return null;
    const renderer = path.join(webDist, '..', 'dist-ssr', 'signed-in-pages.js');
    const page = path.join(webDist, 'drawn-page.html');
    if (!existsSync(renderer) || !existsSync(page)) return null;
    const template = readFileSync(page, 'utf8');
    if (!template.includes(ROOT)) throw new Error(`${page} has no empty #root`);
    const module = (await import(pathToFileURL(renderer).href)) as { renderSignedInPage?: Render };
    return module.renderSignedInPage ? new SignedInPages(module.renderSignedInPage, template) : null;
  }

  /** The page at `url` drawn from `state`, with the state beside it; null when the route draws no page. */
  async page(url: string, state: object): Promise<string | null> {
    const markup = await this.render(url, state);
    if (markup === null) return null;
    // Function replacements: the markup and state hold what the user typed, and a string replacement would read
    // "$`", "$'" or "$&" in a job title as patterns and paste parts of the page into it.
    const script = `<script type="application/json" id="${STATE_ID}">${scriptSafe(state)}</script>\n</body>`;
    return this.template.replace(ROOT, () => `<div id="root">${markup}</div>`).replace('</body>', () => script);
  }
}
