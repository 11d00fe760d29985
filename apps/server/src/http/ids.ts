/** Ids in URLs. */
import { notFound } from './errors.js';

/** Ids are positive integers; anything else names no item (404, like an unknown id). */
export function parseId(raw: string): number {
  const id = idOrZero(raw);
  if (id === 0) throw notFound();
  return id;
}

/** The id, or 0 (which names nothing) for anything else: for reads that check the caller before they answer 404. */
export function idOrZero(raw: string): number {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;
}
