/** Test helper: reads a .docx file back into its XML parts and its paragraphs' text, as a text extractor would. */
import JSZip from 'jszip';

export interface DocxParagraph {
  /** The paragraph's text, a tab as "\t" and a line break as "\n". */
  text: string;
  /** The paragraph's properties (w:pPr) as XML, to look for keepNext, a style or a list. */
  properties: string;
}

export interface ReadDocx {
  files: string[];
  document: string;
  styles: string;
  /** word/fontTable.xml: the fonts the file names, with their substitutes. */
  fontTable: string;
  core: string;
  /** The title in the file's properties (docProps/core.xml). */
  title: string;
  paragraphs: DocxParagraph[];
  /** Where the document's hyperlinks lead (its external relationships). */
  links: string[];
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of the runs in a piece of WordprocessingML: w:t elements, w:tab as a tab and w:br as a line break. */
function runText(xml: string): string {
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)]
    .map((match) => (match[0] === '<w:tab/>' ? '\t' : match[0] === '<w:br/>' ? '\n' : unescape(match[1] ?? '')))
    .join('');
}

/** The file's main parts and its paragraphs, in document order. */
export async function readDocx(bytes: Buffer): Promise<ReadDocx> {
  const zip = await JSZip.loadAsync(bytes);
  const part = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  const document = await part('word/document.xml');
  const paragraphs = [...document.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map((match) => {
    const body = match[1] ?? '';
    const properties = /<w:pPr>[\s\S]*?<\/w:pPr>/.exec(body)?.[0] ?? '';
    // The tab stops in w:pPr are not text: only the runs after the properties are read.
    return { text: runText(body.slice(properties.length)), properties };
  });
  const core = await part('docProps/core.xml');
  const relationships = await part('word/_rels/document.xml.rels');
  const links = [...relationships.matchAll(/<Relationship\s[^>]*>/g)]
    .filter((match) => match[0].includes('TargetMode="External"'))
    .map((match) => unescape(/Target="([^"]*)"/.exec(match[0])?.[1] ?? ''));
  return {
    files: Object.keys(zip.files),
    document,
    styles: await part('word/styles.xml'),
    fontTable: await part('word/fontTable.xml'),
    core,
    title: unescape(/<dc:title>([^<]*)<\/dc:title>/.exec(core)?.[1] ?? ''),
    paragraphs,
    links,
  };
}
