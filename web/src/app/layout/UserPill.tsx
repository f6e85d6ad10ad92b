import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useAuth } from '../auth/auth-context';

/** The signed-in user's initial and name, and (with auth on) the logout button. */
export function UserPill() {
  const { user, authEnabled, logout } = useAuth();
  const username = user?.username || 'Admin';
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 0.5,
        pr: authEnabled ? 0.25 : { xs: 0.5, sm: 1.5 },
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
      }}
    >
      <Avatar
        aria-hidden
        sx={{ width: 30, height: 30, fontSize: '0.9rem', fontWeight: 600, bgcolor: 'primary.main', color: '#fff' }}
      >
        {username.charAt(0).toUpperCase()}
      </Avatar>
      <Typography
        variant="body2"
        data-testid="current-username"
        sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 500, maxWidth: 160 }}
        noWrap
      >
        {username}
      </Typography>
      {authEnabled && (
        <Tooltip title="Log out">
          <IconButton aria-label="Logout" size="small" onClick={logout} color="inherit">
            <LogoutRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
