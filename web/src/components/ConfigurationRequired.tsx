import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SettingsSuggestRounded from '@mui/icons-material/SettingsSuggestRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ConfigStatus } from '@cinesync/common';
import { useNavigate } from 'react-router';
import { configurationChecklist } from './configuration-checklist';
import { useSetup } from './setup/setup-context';

const hints = ['Set DESTINATION_DIR to a valid existing directory', 'Changes apply without restart'];

/**
 * Shown instead of library content while the destination directory is unset, a placeholder or
 * unusable. Names everything organising still needs (the library folder, the source folders, the
 * TMDB key) with what the server found wrong, and leads to the setup or to Settings.
 */
export function ConfigurationRequired({ status }: { status: ConfigStatus }) {
  const navigate = useNavigate();
  const setup = useSetup();
  const checklist = configurationChecklist(status);
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
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        CineSync needs a destination directory before it can show your library.
      </Typography>
      <Box
        component="ul"
        aria-label="What CineSync needs"
        sx={{ listStyle: 'none', textAlign: 'left', m: 0, mb: 3, p: 0, display: 'grid', gap: 1.5 }}
      >
        {checklist.map((entry) => (
          <Box component="li" key={entry.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            {entry.done ? (
              <CheckCircleRounded color="success" sx={{ mt: 0.25 }} aria-hidden />
            ) : (
              <ErrorOutlineRounded color="warning" sx={{ mt: 0.25 }} aria-hidden />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2">
                {entry.label}
                <Typography component="span" variant="caption" color="textSecondary" sx={{ ml: 1 }}>
                  {entry.key}
                </Typography>
              </Typography>
              {entry.problems.map((problem) => (
                <Typography key={problem} variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {problem}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="dl" sx={{ textAlign: 'left', m: 0, mb: 3, display: 'grid', gap: 1.5 }}>
        <PathRow label="Destination directory" value={status.destinationDir || 'Not set'} />
        <PathRow label="Currently Serving" value={status.effectiveRootDir || 'Nothing'} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        {setup && (
          <Button variant="contained" size="large" onClick={() => setup.open()}>
            Open setup
          </Button>
        )}
        <Button variant={setup ? 'outlined' : 'contained'} size="large" onClick={() => void navigate('/settings')}>
          Go to Settings
        </Button>
      </Box>
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
      <Typography component="dt" variant="caption" color="textSecondary">
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
