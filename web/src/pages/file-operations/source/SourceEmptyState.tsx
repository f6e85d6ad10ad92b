import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { plural } from '../../../format/plural';

export type SourceEmpty = { kind: 'unconfigured' } | { kind: 'tracked'; count: number } | { kind: 'no-match' };

/** What the Source tab shows instead of a list: no source folder, nothing left to track, or no match. */
export function SourceEmptyState({ state }: { state: SourceEmpty }) {
  const [title, text] =
    state.kind === 'unconfigured'
      ? [
          '🔧 No Source Directories Configured',
          'Please configure SOURCE_DIR in your environment settings to start organizing your media files.',
        ]
      : state.kind === 'tracked'
        ? ['🎉 All Source Files Tracked & Symlinked!', `${plural(state.count, 'file')} tracked`]
        : ['No source files match your search', 'Try another name, path or type.'];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="p" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Paper>
  );
}
