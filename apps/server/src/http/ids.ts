/** Ids in URLs. */
import { notFound } from './errors.js';

/** Ids are positive integers; anything else names no item (404, like an unknown id). */
export function parseId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}
