/** A confirmed claim's key, in its own module so the browser can use it without the claims check's dictionary. */

import type { CLAIM_KINDS } from '@hirestride/shared/writing';

export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** The key a user's "this is true" confirmation is stored under: the kind and the words, case and spacing aside. */
export const claimKey = (claim: { kind: ClaimKind; text: string }) =>
  `${claim.kind}:${claim.text.toLowerCase().replace(/\s+/g, ' ').trim()}`;
