import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The buttons under a step: going back on the left, going on at the right. */
export function StepActions({ back, children }: { back?: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap-reverse',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mt: 3,
      }}
    >
      <Box>{back}</Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', ml: 'auto' }}>{children}</Box>
    </Box>
  );
}
