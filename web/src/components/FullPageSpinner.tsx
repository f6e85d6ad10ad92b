import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface FullPageSpinnerProps {
  /** Read by screen readers; nothing is shown. */
  label?: string;
  /** Fill the viewport (boot) instead of the content area (page loading). */
  fullHeight?: boolean;
}

export function FullPageSpinner({ label = 'Loading', fullHeight = true }: FullPageSpinnerProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullHeight ? '100dvh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
