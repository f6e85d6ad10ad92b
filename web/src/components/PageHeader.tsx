import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** Buttons shown at the right end of the title row. */
  actions?: ReactNode;
}

/** A page's h1-level title row (rendered with the h4 look). */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 48 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, flex: 1 }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
