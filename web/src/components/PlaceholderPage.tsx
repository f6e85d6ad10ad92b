import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

interface PlaceholderPageProps {
  title: string;
  description: ReactNode;
}

/** Stand-in for a screen that is still being built: says what will live here. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary">{description}</Typography>
      </Paper>
    </>
  );
}
