#!/usr/bin/env node
// After `vite build`: writes dist/landing.html, the landing page as a signed-out visitor sees it, with no scripts.
// The server sends it to visitors at / (decision 004); everyone else gets the single-page app.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { renderVisitorLanding } = await import(path.join(web, 'dist-ssr/visitor-landing.js'));

const year = String(new Date().getFullYear());
let markup = renderVisitorLanding();
// The server writes the current year between these markers on every request.
const copyright = `© ${year} `;
if (markup.split(copyright).length !== 2) throw new Error(`expected one "${copyright}" in the landing page`);
markup = markup.replace(copyright, `© <!--year-->${year}<!--/year--> `);

const template = readFileSync(path.join(web, 'dist/index.html'), 'utf8');
const withoutScripts = template
  .replace(/\s*<script\b[^>]*>\s*<\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(/\s*<!--[^]*?-->\s*<link rel="preload"[^>]*as="fetch"[^>]*>/g, '');
if (/<script|modulepreload|as="fetch"/.test(withoutScripts)) throw new Error('landing.html must not load scripts');
const root = '<div id="root"></div>';
if (!withoutScripts.includes(root)) throw new Error('dist/index.html has no empty #root');
writeFileSync(path.join(web, 'dist/landing.html'), withoutScripts.replace(root, `<div id="root">${markup}</div>`));
console.log(`dist/landing.html: ${markup.length} characters of markup, no scripts`);
