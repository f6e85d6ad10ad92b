import type { SxProps, Theme } from '@mui/material/styles';

/** The red dotted outline of a cell whose value is missing or unknown. */
export const missingHighlight: SxProps<Theme> = {
  outline: '1px dotted',
  outlineColor: 'error.main',
  outlineOffset: '-2px',
  color: 'error.light',
};
