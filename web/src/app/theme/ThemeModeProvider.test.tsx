import { useTheme } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeToggleButton } from '../../components/ThemeToggleButton';
import { ThemeModeProvider } from './ThemeModeProvider';
import { THEME_MODE_STORAGE_KEY } from './theme-mode-storage';

function PaletteProbe() {
  const theme = useTheme();
  return <div data-testid="palette">{`${theme.palette.mode} ${theme.palette.background.default}`}</div>;
}

function renderToggle() {
  return render(
    <ThemeModeProvider>
      <ThemeToggleButton />
      <PaletteProbe />
    </ThemeModeProvider>,
  );
}

describe('theme mode', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('starts dark with a black background when nothing is stored', () => {
    renderToggle();
    expect(screen.getByTestId('palette').textContent).toBe('dark #000000');
  });

  it('stores the choice in localStorage themeMode when toggled', () => {
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('light');
    expect(screen.getByTestId('palette').textContent).toBe('light #F5F5F7');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('dark');
  });

  it('restores the stored mode on the next visit', () => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'light');
    renderToggle();
    expect(screen.getByTestId('palette').textContent).toBe('light #F5F5F7');
  });

  it('ignores a stored value that is not a mode', () => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'purple');
    renderToggle();
    expect(screen.getByTestId('palette').textContent).toBe('dark #000000');
  });
});
