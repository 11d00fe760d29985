/**
 * The table's shown columns, kept in this browser's local storage: a view preference, not the user's data, so it is
 * the same on every page of this browser and asks nothing of the server.
 */
import { useState } from 'react';
import type { JobOrderingField } from '@hirestride/shared/jobs';
import { chooseColumn, DEFAULT_COLUMNS, readColumnChoice } from './column-choice';

const KEY = 'hirestride:tracker-columns';

function load(): JobOrderingField[] {
  try {
    return readColumnChoice(localStorage.getItem(KEY));
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

/** null forgets the choice, so the defaults apply, whatever they become. */
function save(shown: readonly JobOrderingField[] | null): void {
  try {
    if (shown) localStorage.setItem(KEY, JSON.stringify(shown));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or unavailable: the choice lasts until the page is left.
  }
}

export function useColumnChoice() {
  const [shown, setShown] = useState(load);
  return {
    shown,
    choose: (field: JobOrderingField, show: boolean) => {
      const next = chooseColumn(shown, field, show);
      setShown(next);
      save(next);
    },
    reset: () => {
      setShown([...DEFAULT_COLUMNS]);
      save(null);
    },
  };
}
