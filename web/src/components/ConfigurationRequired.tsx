import SettingsSuggestRounded from '@mui/icons-material/SettingsSuggestRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ConfigStatus } from '@cinesync/common';
import { useNavigate } from 'react-router';

const hints = ['Set DESTINATION_DIR to a valid existing directory', 'Changes apply without restart'];

/** Shown instead of library content while the destination directory is unset or a placeholder. */
export function ConfigurationRequired({ status }: { status: ConfigStatus }) {
  const navigate = useNavigate();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="configuration-required-title"
      sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'warning.main',
          bgcolor: alpha(theme.palette.warning.main, 0.12),
        })}
      >
        <SettingsSuggestRounded fontSize="large" />
      </Box>
      <Typography id="configuration-required-title" variant="h5" component="h2" gutterBottom>
        Configuration Required
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        CineSync needs a destination directory before it can show your library.
      </Typography>
      <Box component="dl" sx={{ textAlign: 'left', m: 0, mb: 3, display: 'grid', gap: 1.5 }}>
        <PathRow label="Destination directory" value={status.destinationDir || 'Not set'} />
        <PathRow label="Currently Serving" value={status.effectiveRootDir || 'Nothing'} />
      </Box>
      <Button variant="contained" size="large" onClick={() => void navigate('/settings')}>
        Go to Settings
      </Button>
      <Box component="ul" sx={{ textAlign: 'left', mt: 3, mb: 0, pl: 3, color: 'text.secondary' }}>
        {hints.map((hint) => (
          <Typography component="li" variant="body2" key={hint} sx={{ mb: 0.5 }}>
            {hint}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

function PathRow({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', wordBreak: 'break-all' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
