import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { plural } from '../../format/plural';
import { CHANGE_KINDS } from './reorganise-shapes';
import type { PreviewState } from './use-reorganise-preview';

/** "1 link would change", "12 links would change". */
export const wouldChangeSentence = (count: number) => `${plural(count, 'link')} would change`;

function headline(changes: number, conflicts: number): string {
  if (changes > 0) return wouldChangeSentence(changes);
  // Links in conflict do not follow the settings either: "already follows" would not be true.
  return conflicts > 0 ? 'No link can change' : 'Every link already follows the current settings';
}

/** While the preview streams, a bar and the count so far; once summed up, the counts per kind. */
export function PreviewCounts({ preview }: { preview: PreviewState }) {
  const { summary } = preview;
  if (!summary) {
    if (preview.phase !== 'streaming') return null;
    return (
      <Box sx={{ mb: 2 }}>
        <Typography gutterBottom>
          {`Working out the changes… ${plural(preview.changes.length, 'link')} so far`}
        </Typography>
        <LinearProgress aria-label="Working out the changes" />
      </Box>
    );
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="p">
        {headline(summary.changes, summary.conflicts)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {CHANGE_KINDS.filter((kind) => summary.kinds[kind] > 0).map((kind) => (
          <Chip key={kind} size="small" label={`${summary.kinds[kind]} ${kind}`} />
        ))}
        {summary.conflicts > 0 && (
          <Chip size="small" color="warning" label={`${plural(summary.conflicts, 'conflict')}, not applied`} />
        )}
      </Box>
    </Box>
  );
}
