import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import type { StepProps } from './FoldersStep';
import { startOrganising } from './setup-api';
import { isSaved, isTrue, itemOf, libraryValue, SEPARATIONS, splitFolders } from './setup-rules';
import { StepActions } from './StepActions';

interface OrganiseStepProps extends StepProps {
  /** "Later": close the setup without starting. */
  onLater: () => void;
}

/** Step 4: what was set, then "Organise now" (MediaHub starts and the page of its progress opens). */
export function OrganiseStep({ items, onDone, onBack, onLater }: OrganiseStepProps) {
  const api = useApi();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sources = splitFolders(itemOf(items, 'SOURCE_DIR')?.value ?? '');
  const library = libraryValue(itemOf(items, 'DESTINATION_DIR')?.value ?? '');
  const keyItem = itemOf(items, 'TMDB_API_KEY');
  const keySet = isSaved(keyItem) && keyItem?.problem === undefined;
  const separations = SEPARATIONS.filter((s) => isTrue(itemOf(items, s.key)?.value)).map((s) => s.word);
  const relative = isTrue(itemOf(items, 'RELATIVE_SYMLINK')?.value);
  // Without a key every lookup would fail: nothing to start yet.
  const ready = sources.length > 0 && library !== '' && keySet;

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      await startOrganising(api);
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'MediaHub did not start');
      setStarting(false);
    }
  };

  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        Ready to organise
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        MediaHub scans the source folders, names each file from TMDB and links it into the library. Files it is not sure
        about wait for you under File Operations.
      </Typography>
      <Box component="ul" aria-label="Setup summary" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <SummaryRow ok={sources.length > 0} title={sources.length === 1 ? 'Source folder' : 'Source folders'}>
          {sources.length > 0 ? sources.join(', ') : 'Not set'}
        </SummaryRow>
        <SummaryRow ok={library !== ''} title="Library folder">
          {library || 'Not set'}
        </SummaryRow>
        <SummaryRow ok={keySet} title="TMDB key">
          {keySet ? 'Saved' : (keyItem?.problem ?? 'Not set: go back and add it, nothing can be matched without it')}
        </SummaryRow>
        <SummaryRow ok title="Layout">
          {separations.length > 0 ? `Separate ${listOf(separations)} folders` : 'Movies and shows only'}
          {relative ? '; relative links' : '; absolute links'}
        </SummaryRow>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <StepActions back={onBack && <Button onClick={onBack}>Back</Button>}>
        <Button color="inherit" onClick={onLater}>
          Later
        </Button>
        <Button
          variant="contained"
          startIcon={<PlayArrowRounded />}
          onClick={() => void start()}
          disabled={!ready || starting}
        >
          {starting ? 'Starting…' : 'Organise now'}
        </Button>
      </StepActions>
    </Box>
  );
}

function SummaryRow({ ok, title, children }: { ok: boolean; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      {ok ? (
        <CheckCircleRounded color="success" aria-hidden sx={{ mt: 0.25 }} />
      ) : (
        <WarningAmberRounded color="warning" aria-hidden sx={{ mt: 0.25 }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** "4K", "4K and anime", "4K, anime and kids". */
function listOf(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}
