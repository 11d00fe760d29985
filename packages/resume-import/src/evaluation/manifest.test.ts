/** Keeps the evaluation corpus honest: every document has its truth, and nothing held out leaks into dev. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'corpus');

interface Manifest {
  split: { holdoutPeople: string[]; holdoutThemes: string[] };
  documents: Array<{ document: string; person: string; split: string; theme: string | null; source: string }>;
}

const manifest = JSON.parse(readFileSync(path.join(corpus, 'manifest.json'), 'utf8')) as Manifest;
const personOf = (document: { person: string }) => path.basename(document.person, '.json');

describe('evaluation corpus manifest', () => {
  it.each(manifest.documents.map((d) => [d.document, d] as const))('%s has its file and its truth', (_, document) => {
    // pdfTeX embeds its fonts (Latin Modern, Font Awesome) where a browser's PDF subsets system ones: the most a
    // single LaTeX resume takes.
    expect(statSync(path.join(corpus, document.document)).size).toBeLessThan(200_000);
    const truth = JSON.parse(readFileSync(path.join(corpus, document.person), 'utf8')) as {
      basics?: { name?: string };
    };
    expect(truth.basics?.name).toBeTruthy();
    expect(document.document.startsWith(`documents/${document.split}/${personOf(document)}--`)).toBe(true);
  });

  it('puts a document in holdout exactly when its person or its theme is held out', () => {
    const { holdoutPeople, holdoutThemes } = manifest.split;
    expect(holdoutPeople.length).toBeGreaterThanOrEqual(4);
    expect(holdoutThemes.length).toBeGreaterThanOrEqual(2);
    for (const document of manifest.documents) {
      const heldOut = holdoutPeople.includes(personOf(document)) || holdoutThemes.includes(document.theme ?? '');
      expect(document.split, document.document).toBe(heldOut ? 'holdout' : 'dev');
    }
  });

  it('stays small', () => {
    const total = manifest.documents.reduce((sum, d) => sum + statSync(path.join(corpus, d.document)).size, 0);
    expect(total).toBeLessThan(8_000_000);
    expect(manifest.documents.length).toBeGreaterThanOrEqual(40);
  });
});
