import type { FileOperationItem } from '@cinesync/common';
import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The checked entries of the page on screen. A selection belongs to its scope (tab, page and search):
 * a new scope starts empty, so changing tab, page or search clears it without an effect. Entries that
 * left the page (a live event) drop out of it.
 */
export function useSelection(scope: string, items: readonly FileOperationItem[]) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const chosen = state.scope === scope ? state.ids : NONE;
  const visible = items.filter((item) => chosen.has(item.id));
  const selected: ReadonlySet<string> = new Set(visible.map((item) => item.id));

  return {
    selected,
    items: visible,
    toggle: (id: string) => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setState({ scope, ids: next });
    },
    toggleAll: (all: boolean) => setState({ scope, ids: all ? new Set(items.map((item) => item.id)) : NONE }),
    clear: () => setState({ scope, ids: NONE }),
  };
}
