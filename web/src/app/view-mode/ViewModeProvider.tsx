import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { readViewMode, VIEW_MODE_STORAGE_KEY, ViewModeContext, type ViewMode } from './view-mode-context';

export function ViewModeProvider({ children }: { children: ReactNode }) {
  const [viewMode, setViewModeState] = useState<ViewMode>(readViewMode);
  const setViewMode = useCallback((mode: ViewMode) => {
    try {
      window.localStorage.setItem(VIEW_MODE_STORAGE_KEY, mode);
    } catch {
      // Without storage the choice lasts for this page only.
    }
    setViewModeState(mode);
  }, []);
  const value = useMemo(() => ({ viewMode, setViewMode }), [viewMode, setViewMode]);
  return <ViewModeContext.Provider value={value}>{children}</ViewModeContext.Provider>;
}
