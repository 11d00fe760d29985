/** Password hashing (argon2id, OWASP parameters) and the server-side strength rules. */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { apiMessages, checkPassword } from '@hirestride/shared';

/** Algorithm.Argon2id; a const enum, so spelled as its value. */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still does the same work against a dummy hash,
 * so an unknown email answers in about the same time as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing-1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Promise<Set<string>> | undefined;

/** The common-password list (about 49,000 entries from zxcvbn-ts), loaded on first use. */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase())),
  );
  return commonPasswords;
}

/** All the rules a new password breaks: the shared check, the common list, similarity to the email. */
export async function passwordProblems(password: string, email: string): Promise<string[]> {
  const problems: string[] = [];
  const shared = checkPassword(password);
  if (shared) problems.push(shared);
  if ((await loadCommonPasswords()).has(password.toLowerCase())) problems.push(apiMessages.passwordTooCommon);
  if (email && isTooSimilar(password, email)) problems.push(apiMessages.passwordTooSimilar);
  return problems;
}

const MAX_SIMILARITY = 0.7;

/** Django's UserAttributeSimilarityValidator: compares with the whole email and each of its word parts. */
export function isTooSimilar(password: string, email: string): boolean {
  const lowered = password.toLowerCase();
  const value = email.toLowerCase();
  const parts = [value, ...value.split(/\W+/).filter(Boolean)];
  return parts.some((part) => {
    if (exceedsLengthRatio(lowered, part)) return false;
    return quickRatio(lowered, part) >= MAX_SIMILARITY;
  });
}

function exceedsLengthRatio(password: string, value: string): boolean {
  const lengthBound = (MAX_SIMILARITY / 2) * password.length;
  return password.length >= 10 * value.length && value.length < lengthBound;
}

/** difflib's quick_ratio: 2 × shared characters (as multisets) / total length. */
function quickRatio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = counts.get(ch) ?? 0;
    if (left > 0) {
      matches += 1;
      counts.set(ch, left - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}
