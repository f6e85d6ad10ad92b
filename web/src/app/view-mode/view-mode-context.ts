import { createContext, useContext } from 'react';

export type ViewMode = 'poster' | 'list';

export const VIEW_MODE_STORAGE_KEY = 'fileViewMode';

interface ViewModeValue {
  viewMode: ViewMode;
  setViewMode: (mode: ViewMode) => void;
}

export const ViewModeContext = createContext<ViewModeValue | null>(null);

/** How library listings render (poster grid or list); stored in localStorage `fileViewMode`. */
export function useViewMode(): ViewModeValue {
  const value = useContext(ViewModeContext);
  if (!value) throw new Error('useViewMode must be used inside <ViewModeProvider>');
  return value;
}

export function readViewMode(): ViewMode {
  try {
    return window.localStorage.getItem(VIEW_MODE_STORAGE_KEY) === 'list' ? 'list' : 'poster';
  } catch {
    return 'poster';
  }
}
