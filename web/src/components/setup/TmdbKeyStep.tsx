import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SECRET_MASK } from '@cinesync/common';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { tmdbKeyWarning } from '../connection-test/connection-test-api';
import { TmdbKeyTest } from '../connection-test/TmdbKeyTest';
import type { StepProps } from './FoldersStep';
import { saveSettings } from './setup-api';
import { isSaved, itemOf } from './setup-rules';
import { StepActions } from './StepActions';

/** Step 2: the TMDB key, tested before it is saved; a key that fails is saved only when asked to. */
export function TmdbKeyStep({ items, onDone, onBack }: StepProps) {
  const api = useApi();
  const item = itemOf(items, 'TMDB_API_KEY');
  // A key stored unreadably by an earlier version is no key: it must be typed again.
  const saved = isSaved(item) && item?.problem === undefined;
  const [key, setKey] = useState(saved ? SECRET_MASK : '');
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState<'testing' | 'saving' | null>(null);
  const saving = busy !== null;
  /** Set once the key failed its test: the next press saves it anyway. */
  const [warning, setWarning] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const typed = key.trim();
  const unchanged = typed === SECRET_MASK || item?.locked;

  const save = async () => {
    setFailure(null);
    if (unchanged) {
      onDone();
      return;
    }
    try {
      if (warning === null) {
        setBusy('testing');
        const question = await tmdbKeyWarning(api, [{ key: 'TMDB_API_KEY', value: typed }]);
        if (question !== null) {
          setWarning(question);
          return;
        }
      }
      setBusy('saving');
      await saveSettings(api, [{ key: 'TMDB_API_KEY', value: typed }]);
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The key could not be saved');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (typed !== '' && !saving) void save();
      }}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        Your TMDB key
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        CineSync names every title from The Movie Database. Use your own API key (v3) or read access token (v4): sign in
        at{' '}
        <Link href="https://www.themoviedb.org/settings/api" target="_blank" rel="noreferrer">
          themoviedb.org/settings/api
        </Link>{' '}
        and copy it from there. It is free.
      </Typography>

      {item?.locked ? (
        <Alert severity="info">The TMDB key is set by the environment.</Alert>
      ) : (
        <TextField
          label="TMDB API key"
          value={key}
          onChange={(event) => {
            setKey(event.target.value);
            setWarning(null);
          }}
          // The mask stands for the saved key: selected, so typing replaces it.
          onFocus={(event) => event.target.select()}
          type={revealed ? 'text' : 'password'}
          autoComplete="off"
          fullWidth
          size="small"
          error={item?.problem !== undefined && typed === ''}
          helperText={
            item?.problem !== undefined && typed === ''
              ? item.problem
              : saved && typed === SECRET_MASK
                ? 'A key is saved. Type a new one to replace it.'
                : undefined
          }
          slotProps={{
            htmlInput: { spellCheck: false },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={revealed ? 'Hide the key' : 'Show the key'}
                    onClick={() => setRevealed((shown) => !shown)}
                  >
                    {revealed ? <VisibilityOffRounded fontSize="small" /> : <VisibilityRounded fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <TmdbKeyTest apiKey={item?.locked ? SECRET_MASK : key} />

      {warning && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {warning}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}

      <StepActions back={onBack && <Button onClick={onBack}>Back</Button>}>
        {!saved && !item?.locked && (
          <Button color="inherit" onClick={onDone}>
            Skip for now
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={typed === '' || saving}>
          {busy === 'testing'
            ? 'Testing…'
            : busy === 'saving'
              ? 'Saving…'
              : warning
                ? 'Save anyway'
                : unchanged
                  ? 'Continue'
                  : 'Save and continue'}
        </Button>
      </StepActions>
    </Box>
  );
}
