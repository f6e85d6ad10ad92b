export type ThemeMode = 'light' | 'dark';

export const THEME_MODE_STORAGE_KEY = 'themeMode';

/** The stored mode; dark unless the user picked light. */
export function readThemeMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_MODE_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function writeThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_MODE_STORAGE_KEY, mode);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
