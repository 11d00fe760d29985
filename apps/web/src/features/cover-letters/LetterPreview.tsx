/** The letter as the files will show it (bold, bullets, paragraphs), each unbacked claim underlined and labelled. */
import { Fragment } from 'react';
import { letterBlocks, type Span } from '@hirestride/writing/letter-blocks';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A span's text with each claim's words underlined and followed by the label a screen reader also hears. */
function Marked({ text, pattern }: { text: string; pattern: RegExp | null }) {
  if (!pattern) return <>{text}</>;
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Fragment key={index}>
            <mark className="bg-transparent text-inherit underline decoration-red-500 decoration-wavy underline-offset-4">
              {part}
            </mark>
            <span className="ml-1 rounded bg-amber-100 px-1 align-middle text-[0.7rem] font-semibold text-amber-900">
              not in your profile
            </span>
          </Fragment>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Runs({ spans, pattern }: { spans: Span[]; pattern: RegExp | null }) {
  return (
    <>
      {spans.map((span, index) =>
        span.bold ? (
          <strong key={index}>
            <Marked text={span.text} pattern={pattern} />
          </strong>
        ) : (
          <Marked key={index} text={span.text} pattern={pattern} />
        ),
      )}
    </>
  );
}

export function LetterPreview({ body, claimTexts }: { body: string; claimTexts: string[] }) {
  const words = [...new Set(claimTexts)].sort((a, b) => b.length - a.length).map(escape);
  // One capturing group, so split() hands back the claims at odd indexes.
  const pattern = words.length > 0 ? new RegExp(`(?<![\\w])(${words.join('|')})(?![\\w])`, 'gi') : null;
  const blocks = letterBlocks(body);
  if (blocks.length === 0) return <p className="text-slate-500">Nothing written yet.</p>;
  return (
    <div className="space-y-3 leading-relaxed text-slate-900" data-testid="letter-preview">
      {blocks.map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item, i) => (
              <li key={i}>
                <Runs spans={item} pattern={pattern} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                <Runs spans={line} pattern={pattern} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
