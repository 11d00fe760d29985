/** How review cards change the draft: each hands a function from the old draft to the new one. */
import type { Draft } from './draft';

export type EditDraft = (change: (draft: Draft) => Draft) => void;
