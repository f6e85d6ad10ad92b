import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './theme-mode-storage';

const brand = {
  primary: '#2196F3',
  secondary: '#4ECDC4',
  error: '#FF6B6B',
  success: '#4CAF50',
  warning: '#FFA726',
  info: '#29B6F6',
};

/** CineSync's look: near-black surfaces in dark mode, one blue accent, rounded 8 px controls. */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: brand.primary, contrastText: '#ffffff' },
      secondary: { main: brand.secondary },
      error: { main: brand.error },
      success: { main: brand.success },
      warning: { main: brand.warning },
      info: { main: brand.info },
      background: dark ? { default: '#000000', paper: '#0a0a0a' } : { default: '#F5F5F7', paper: '#ffffff' },
      text: dark ? { primary: '#ffffff', secondary: '#B0B0B0' } : { primary: '#1A1A1A', secondary: '#5F6672' },
      divider: dark ? 'rgba(255, 255, 255, 0.12)' : 'rgba(0, 0, 0, 0.10)',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontWeight: 700, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiPaper: {
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiDialog: {
        styleOverrides: {
          paper: ({ theme }) => ({ borderRadius: 12, border: `1px solid ${theme.palette.divider}` }),
        },
      },
      MuiCard: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 12,
            border: `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-selected': {
              backgroundColor: alpha(theme.palette.primary.main, 0.1),
              color: theme.palette.primary.main,
            },
            '&.Mui-selected:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.16) },
          }),
        },
      },
    },
  });
}
