import { useCallback, useState } from 'react';

interface SourceSelection {
  selected: ReadonlySet<string>;
  toggle: (filePath: string) => void;
  /** Selects exactly these paths (select all), or none with an empty list. */
  setAll: (filePaths: readonly string[]) => void;
  clear: () => void;
}

/**
 * The checked files (by path) of the list showing. A new `listKey` (another page, another search)
 * starts with nothing checked, so a bulk action never reaches files that are out of sight.
 */
export function useSourceSelection(listKey: string): SourceSelection {
  const [state, setState] = useState<{ key: string; paths: ReadonlySet<string> }>({ key: listKey, paths: new Set() });
  const current = state.key === listKey ? state.paths : new Set<string>();
  if (state.key !== listKey) setState({ key: listKey, paths: current });

  const toggle = useCallback(
    (filePath: string) =>
      setState((s) => {
        const paths = new Set(s.paths);
        if (paths.has(filePath)) paths.delete(filePath);
        else paths.add(filePath);
        return { ...s, paths };
      }),
    [],
  );
  const setAll = useCallback(
    (filePaths: readonly string[]) => setState((s) => ({ ...s, paths: new Set(filePaths) })),
    [],
  );
  const clear = useCallback(() => setState((s) => ({ ...s, paths: new Set() })), []);

  return { selected: current, toggle, setAll, clear };
}
