/**
 * Tiny hand-made PDFs for tests: text placed exactly where a case needs it (kerning splits, lone bullet runs, bold
 * faces, rotated text), in the standard Helvetica faces so no font file is involved.
 */

/** A piece of text at (x, y) from the page's bottom left; an array draws it as kerned pieces, as TJ does. */
export interface TestText {
  x: number;
  y: number;
  text: string | Array<string | number>;
  size?: number;
  bold?: boolean;
  /** Rotated a quarter turn, as a label up the side of a page. */
  rotated?: boolean;
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** Latin-1 text as PDF string bytes (Helvetica's WinAnsi encoding covers the letters the tests use). */
const literal = (text: string) => `(${escape(text)})`;

function contentOf(texts: TestText[]): string {
  return texts
    .map(({ x, y, text, size = 10, bold = false, rotated = false }) => {
      const matrix = rotated ? `0 1 -1 0 ${x} ${y}` : `1 0 0 1 ${x} ${y}`;
      const show = Array.isArray(text)
        ? `[${text.map((piece) => (typeof piece === 'number' ? String(piece) : literal(piece))).join(' ')}] TJ`
        : `${literal(text)} Tj`;
      return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${matrix} Tm ${show} ET`;
    })
    .join('\n');
}

/** A PDF of US Letter pages, each with its texts; `producer` names the program that made it in its Info. */
export function makeTestPdf(pages: TestText[][], { producer }: { producer?: string } = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled in once the pages are numbered
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const texts of pages) {
    const content = contentOf(texts);
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${stream} 0 R ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = producer === undefined ? undefined : add(`<< /Producer ${literal(producer)} >>`);
  let file = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(file, 'latin1'));
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(file, 'latin1');
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const infoRef = info === undefined ? '' : ` /Info ${info} 0 R`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${infoRef} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(file, 'latin1'));
}
