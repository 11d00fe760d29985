/** A Word (.docx) resume read into lines from its XML, then sectioned like every other source. */
import { sectionResume } from '../sectioner/section-resume.js';
import { ImportRefusal, type DocLine, type ImportResult } from '../types.js';
import { readPart, type PartContext } from './paragraphs.js';
import { readNumbering, readStyles } from './styles.js';
import { tokens } from './xml.js';
import { SafeZip } from './zip-guard.js';

/** Relationship ids to their targets (hyperlinks' addresses live there, not in the text). */
function readRelationships(xml: string | null): Map<string, string> {
  const links = new Map<string, string>();
  if (!xml) return links;
  for (const token of tokens(xml)) {
    if (token.type === 'open' && token.name === 'Relationship' && token.attrs.Id && token.attrs.Target) {
      links.set(token.attrs.Id, token.attrs.Target);
    }
  }
  return links;
}

/** The lines of a .docx: its page headers (where many templates put the name and contact), then its body. */
export async function docxLines(bytes: Uint8Array): Promise<DocLine[]> {
  const zip = await SafeZip.open(bytes, 'Word file');
  const documentXml = await zip.text('word/document.xml');
  if (documentXml === null) throw new ImportRefusal('This file is not a Word document (.docx).', 'unreadable');
  const { styles, defaultHalfPoints } = readStyles(await zip.text('word/styles.xml'));
  const numbering = readNumbering(await zip.text('word/numbering.xml'));
  const base = { styles, numbering, ...(defaultHalfPoints ? { defaultHalfPoints } : {}) };
  const body = readPart(documentXml, {
    ...base,
    links: readRelationships(await zip.text('word/_rels/document.xml.rels')),
  } satisfies PartContext);

  const lines: DocLine[] = [];
  const seen = new Set<string>();
  const headerNames = zip
    .names()
    .filter((name) => /^word\/header\d*\.xml$/.test(name))
    .sort();
  for (const name of headerNames) {
    const xml = await zip.text(name);
    if (!xml) continue;
    const rels = readRelationships(await zip.text(name.replace('word/', 'word/_rels/') + '.rels'));
    const part = readPart(xml, { ...base, links: rels });
    // First-page and other-page headers often repeat each other.
    for (const line of part.lines) {
      const key = `${line.text}\u0000${line.right ?? ''}`;
      if (line.text.trim() && !seen.has(key)) {
        seen.add(key);
        lines.push(line);
      }
    }
  }
  return [...lines, ...body.lines];
}

/** Reads a .docx resume. Throws ImportRefusal for a damaged, encrypted, oversized or non-resume file. */
export async function readDocx(bytes: Uint8Array): Promise<ImportResult> {
  const lines = await docxLines(bytes);
  if (lines.every((line) => !line.text.trim() && !line.right)) {
    throw new ImportRefusal('This Word file has no text we could read.', 'empty');
  }
  return sectionResume(lines, 'docx');
}
