import { APP_VERSION } from '@cinesync/common';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CineSyncLogo } from '../../components/CineSyncLogo';
import { ThemeToggleButton } from '../../components/ThemeToggleButton';
import { UserPill } from './UserPill';

interface TopBarProps {
  /** Shows the hamburger that opens the mobile menu. */
  onOpenMenu?: (() => void) | undefined;
}

export function TopBar({ onOpenMenu }: TopBarProps) {
  return (
    <AppBar
      position="fixed"
      elevation={0}
      color="inherit"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.paper, theme.palette.mode === 'dark' ? 0.8 : 0.9),
        backdropFilter: 'blur(24px)',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        {onOpenMenu && (
          <IconButton aria-label="Open menu" edge="start" onClick={onOpenMenu} color="inherit">
            <MenuRounded />
          </IconButton>
        )}
        <Box
          component={Link}
          to="/dashboard"
          aria-label={`CineSync v${APP_VERSION}, go to the dashboard`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          <CineSyncLogo size={36} />
          <Typography
            component="span"
            sx={{ fontSize: { xs: '1.15rem', sm: '1.35rem' }, fontWeight: 600, letterSpacing: '-0.01em' }}
          >
            CineSync
          </Typography>
          <Chip
            label={`v${APP_VERSION}`}
            size="small"
            variant="outlined"
            color="primary"
            sx={{ fontWeight: 600, cursor: 'inherit' }}
          />
        </Box>
        <Box sx={{ flex: 1 }} />
        <ThemeToggleButton />
        <UserPill />
      </Toolbar>
    </AppBar>
  );
}
