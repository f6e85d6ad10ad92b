import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ThemeToggleButton } from '../../components/ThemeToggleButton';

interface FallbackLayoutProps {
  icon: ReactNode;
  title: string;
  message: string;
  children: ReactNode;
}

/** Centred full-page message used by the 404 and Access Denied pages. */
export function FallbackLayout({ icon, title, message, children }: FallbackLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        position: 'relative',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'absolute', top: 12, right: 12 }}>
        <ThemeToggleButton />
      </Box>
      {icon}
      <Typography
        variant="h3"
        component="h1"
        sx={(theme) => ({
          fontSize: { xs: '1.6rem', sm: '2.6rem' },
          backgroundImage: `linear-gradient(90deg, ${theme.palette.error.main}, ${theme.palette.secondary.main})`,
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        })}
      >
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 420 }}>
        {message}
      </Typography>
      {children}
    </Box>
  );
}
