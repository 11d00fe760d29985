/**
 * A rewrite with what it says beyond the user's profile marked: each such phrase underlined and followed by the words
 * "not in your profile", so the warning does not rest on colour or underline alone.
 */
import type { UnsupportedClaimResponse } from '../../api/writing';

const KIND_WORDS: Record<UnsupportedClaimResponse['kind'], string> = {
  skill: 'skill',
  certification: 'certification',
  employer: 'employer',
  title: 'job title',
  degree: 'degree',
  number: 'number',
};

/** The text in pieces: plain runs and claimed phrases, in order; claims outside the text or overlapping are skipped. */
function pieces(text: string, claims: UnsupportedClaimResponse[]) {
  const out: Array<{ text: string; claim: UnsupportedClaimResponse | null }> = [];
  let at = 0;
  for (const claim of [...claims].sort((a, b) => a.start - b.start)) {
    if (claim.start < at || claim.end > text.length || claim.end <= claim.start) continue;
    if (claim.start > at) out.push({ text: text.slice(at, claim.start), claim: null });
    out.push({ text: text.slice(claim.start, claim.end), claim });
    at = claim.end;
  }
  if (at < text.length) out.push({ text: text.slice(at), claim: null });
  return out;
}

export function ClaimedText({ text, claims, id }: { text: string; claims: UnsupportedClaimResponse[]; id?: string }) {
  return (
    <span id={id} className="break-words">
      {pieces(text, claims).map((piece, index) =>
        piece.claim ? (
          <span key={index} data-testid="unsupported-claim">
            <mark
              className="bg-transparent text-inherit underline decoration-red-600 decoration-wavy decoration-2 underline-offset-4"
              title={`This ${KIND_WORDS[piece.claim.kind]} is not in your profile`}
            >
              {piece.text}
            </mark>{' '}
            <span className="rounded bg-red-50 px-1 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
              not in your profile
            </span>
          </span>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </span>
  );
}
