/** Parses throttle rates in DRF's notation ("10/min", "5/5min", "100/hour", "1000/day"). */

export interface Rate {
  limit: number;
  windowMs: number;
  text: string;
}

const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Throws an Error naming the expected form when the text is not a rate. */
export function parseRate(text: string): Rate {
  const match = /^\s*(\d+)\s*\/\s*(\d*)\s*([a-z]+)\s*$/i.exec(text);
  const unit = match?.[3]?.[0]?.toLowerCase();
  if (!match || !unit || !(unit in UNITS)) {
    throw new Error(`"${text}" is not a rate like 10/min, 5/5min, 100/hour or 1000/day`);
  }
  const limit = Number(match[1]);
  const multiplier = match[2] ? Number(match[2]) : 1;
  if (limit < 1 || multiplier < 1) throw new Error(`"${text}" must allow at least one request per period`);
  return { limit, windowMs: multiplier * UNITS[unit]!, text: text.trim() };
}
