/** A posting as pasted → the text the engine reads: markup turned into text, refusals for what is not a posting. */
import { convert } from 'html-to-text';

export const POSTING_MAX = 50_000;

/** Why a posting cannot be scored; `message` is shown to the user as it is. */
export class PostingError extends Error {
  constructor(
    readonly code: 'empty' | 'too_long' | 'binary' | 'no_requirements',
    message: string,
  ) {
    super(message);
    this.name = 'PostingError';
  }
}

export const postingMessages = {
  empty: 'Paste the job posting text to score it.',
  too_long: `A job posting can be at most ${POSTING_MAX.toLocaleString('en-US')} characters.`,
  binary: 'This does not look like text. Paste the job posting as text, not a file.',
  no_requirements:
    'No requirements could be read from this posting: no skills, qualifications or experience it asks for were recognised. Paste the full posting, including its requirements.',
} as const;

// Tags a job board's page carries; a posting that only mentions "<T>" in a code sample is left alone.
const MARKUP =
  /<\/?(?:p|div|br|ul|ol|li|h[1-6]|span|strong|b|em|i|u|table|tr|td|th|a|section|article|header|footer|body|html)\b[^>]*>|&(?:nbsp|amp|lt|gt|quot|#\d+|#x[\da-f]+);/i;
// Control characters other than tab, newline and carriage return; NUL above all marks a binary file.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/g;

/** Checks and cleans a pasted posting; throws PostingError with the message to show. */
export function readPostingText(raw: string): string {
  if (raw.length > POSTING_MAX) throw new PostingError('too_long', postingMessages.too_long);
  if (raw.trim() === '') throw new PostingError('empty', postingMessages.empty);
  const controls = raw.match(CONTROL)?.length ?? 0;
  if (raw.includes('\u0000') || controls > Math.max(3, raw.length * 0.01)) {
    throw new PostingError('binary', postingMessages.binary);
  }
  let text = raw.replace(CONTROL, ' ').replace(/\r\n?/g, '\n');
  if (MARKUP.test(text)) {
    text = convert(text, {
      wordwrap: false,
      selectors: [
        { selector: 'a', options: { ignoreHref: true } },
        { selector: 'img', format: 'skip' },
        { selector: 'h1', options: { uppercase: false } },
        { selector: 'h2', options: { uppercase: false } },
        { selector: 'h3', options: { uppercase: false } },
        { selector: 'h4', options: { uppercase: false } },
        { selector: 'h5', options: { uppercase: false } },
        { selector: 'h6', options: { uppercase: false } },
        { selector: 'style', format: 'skip' },
        { selector: 'script', format: 'skip' },
      ],
    });
  }
  text = text
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text === '') throw new PostingError('empty', postingMessages.empty);
  return text;
}
