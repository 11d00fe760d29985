/** The PDF reader's caps: what it refuses and how much it reads, so one odd file cannot hold a server up. */

/** Files larger than this are refused before pdfjs-dist sees them; a text resume with a photo is far smaller. */
export const MAX_BYTES = 20 * 1024 * 1024;
/** More pages than this is a thesis, a portfolio or a book, not a resume: refused. */
export const MAX_PAGES = 30;
/** Pages read; the rest of a longer file (an appendix of publications, say) is reported as not read. */
export const PAGES_READ = 10;
/** The whole read gives up after this long. */
export const DEADLINE_MS = 20_000;
/** Fewer readable characters per page than this means the pages are images (a scan or a photo of a resume). */
export const MIN_CHARS_PER_PAGE = 40;
