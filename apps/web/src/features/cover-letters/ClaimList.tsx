/** The claims a paragraph makes that the user's library does not show, each with a way to resolve it. */
import { Link } from 'react-router';
import type { Claim } from '../../api/cover-letters';
import { paths } from '../../app/paths';

const KIND: Record<Claim['kind'], { label: string; add: string }> = {
  skill: { label: 'skill', add: paths.contentLibrary.skills },
  certification: { label: 'certification', add: paths.contentLibrary.certifications },
  employer: { label: 'employer', add: paths.contentLibrary.experience },
  title: { label: 'job title', add: paths.contentLibrary.experience },
  degree: { label: 'degree', add: paths.contentLibrary.education },
  number: { label: 'number', add: paths.contentLibrary.experience },
};

export function ClaimList({ id, claims, onConfirm }: { id: string; claims: Claim[]; onConfirm(claim: Claim): void }) {
  return (
    <ul id={id} className="space-y-1 text-sm" aria-label="Not in your profile">
      {claims.map((claim) => (
        <li key={`${claim.kind}:${claim.start}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-amber-900">
          <span>
            <span className="font-semibold underline decoration-red-500 decoration-wavy underline-offset-4">
              {claim.text}
            </span>{' '}
            <span className="text-xs">
              ({KIND[claim.kind].label}): <strong>not in your profile</strong>
            </span>
          </span>
          <button
            type="button"
            aria-label={`It’s true: ${claim.text}`}
            onClick={() => onConfirm(claim)}
            className="rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 hover:bg-amber-100"
          >
            It’s true
          </button>
          <Link
            to={KIND[claim.kind].add}
            aria-label={`Add to profile: ${claim.text}`}
            className="text-xs font-semibold text-brand-700 underline"
          >
            Add to profile
          </Link>
        </li>
      ))}
    </ul>
  );
}
