import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { plural } from '../../../format/plural';

export type SourceEmpty =
  | { kind: 'unconfigured' }
  | { kind: 'not-scanned' }
  | { kind: 'scanning' }
  | { kind: 'scan-failed'; message: string }
  | { kind: 'tracked'; count: number }
  | { kind: 'no-match' };

function wordsOf(state: SourceEmpty): [string, string] {
  switch (state.kind) {
    case 'unconfigured':
      return [
        '🔧 No Source Directories Configured',
        'Please configure SOURCE_DIR in your environment settings to start organizing your media files.',
      ];
    case 'not-scanned':
      return [
        'The source folders have not been scanned yet',
        'Organising starts by itself once the source and library folders and the TMDB key are set; ' +
          'its files show here as they are found.',
      ];
    case 'scanning':
      return ['The source folders are being scanned', 'Files show here as the scan finds them.'];
    case 'scan-failed':
      return ['The source folders could not be scanned', state.message];
    case 'tracked':
      return ['🎉 All Source Files Tracked & Symlinked!', `${plural(state.count, 'file')} tracked`];
    case 'no-match':
      return ['No source files match your search', 'Try another name, path or type.'];
  }
}

/**
 * What the Source tab shows instead of a list: no source folder, not scanned yet (or scanning),
 * a scan that could not read the folders, nothing left to track, or no match.
 */
export function SourceEmptyState({ state }: { state: SourceEmpty }) {
  const [title, text] = wordsOf(state);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="p" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
    </Paper>
  );
}
