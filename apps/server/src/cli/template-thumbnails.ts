/**
 * Draws each resume template's thumbnail from a sample resume: the template's real PDF, page one as a PNG (poppler's
 * pdftoppm), written to the web app's public/template-previews. Run after changing a template or the PDF's drawing:
 * `npx tsx apps/server/src/cli/template-thumbnails.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layoutResume } from '@hirestride/resume-formats';
import type { ContentData, DesignJson } from '@hirestride/shared/resume';
import { openDatabase, migrationsFolderFrom } from '../db/client.js';
import { TemplatesRepository } from '../templates/repository.js';
import { drawResume } from '../resumes/pdf/draw-resume.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../..');
const out = path.resolve(serverRoot, '../web/public/template-previews');
const samples = JSON.parse(readFileSync(path.join(here, 'template-samples.json'), 'utf8')) as Record<
  string,
  ContentData
>;
// The sample whose career suits the template; the others show the warehouse supervisor's resume.
const SAMPLE_FOR: Record<string, string> = { clinical: 'nurse', technical: 'engineer', two_column: 'engineer' };

const handle = await openDatabase({ migrationsFolder: migrationsFolderFrom(serverRoot) });
const folder = mkdtempSync(path.join(tmpdir(), 'thumbnails-'));
try {
  for (const template of await new TemplatesRepository(handle.db).list()) {
    const content = samples[SAMPLE_FOR[template.rendererKey] ?? 'supervisor']!;
    const layout = layoutResume(
      {
        renderer_key: template.rendererKey,
        design_json: template.designJson as DesignJson,
        content_data: content,
        snippet_section_map: {},
      },
      new Map(),
    );
    const { pdf } = await drawResume(layout, { size: 'LETTER' });
    const file = path.join(folder, template.rendererKey);
    writeFileSync(`${file}.pdf`, pdf);
    execFileSync('pdftoppm', ['-png', '-f', '1', '-l', '1', '-singlefile', '-scale-to', '720', `${file}.pdf`, file]);
    const target = path.join(out, path.basename(template.previewImage));
    writeFileSync(target, readFileSync(`${file}.png`));
    process.stdout.write(`${template.name}: ${path.relative(process.cwd(), target)}\n`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  await handle.close();
}
