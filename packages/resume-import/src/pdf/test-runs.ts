/** Text runs on one baseline for the layout tests: a piece of text and where it starts and ends. */
import type { TextRun } from './pdf-types.js';

export const testRun = (
  text: string,
  x0: number,
  x1: number,
  { size = 10, spaceAfter = false }: { size?: number; spaceAfter?: boolean } = {},
): TextRun => ({ text, x0, x1, baseline: 100, size, bold: false, spaceAfter });
