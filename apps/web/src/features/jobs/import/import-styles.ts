/** Class names the import screen's steps share. */
export const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const stepHeading = 'text-lg font-semibold text-slate-900';
/**
 * For what focus is moved to but that is not a control (a heading, an alert): the reader follows it, and a ring
 * round it would look like something to click. Inline, because the app's global :focus-visible rule outranks classes.
 */
export const noFocusRing = { outline: 'none' } as const;
