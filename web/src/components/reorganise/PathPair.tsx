import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { pathDifference } from './path-difference';

interface PathPairProps {
  from: string;
  to: string;
  /** On a phone the old path sits above the new one, each with its caption; side by side otherwise. */
  stacked: boolean;
}

const pathText = {
  fontFamily: 'monospace',
  fontSize: '0.8125rem',
  // Paths have few spaces: break anywhere rather than push the dialog wider.
  wordBreak: 'break-all',
  minWidth: 0,
} as const;

/** The part that changed, marked: red where it goes away, green where it comes in. */
function Changed({ text, tone }: { text: string; tone: 'error' | 'success' }) {
  if (text === '') return null;
  return (
    <Box
      component="mark"
      sx={(theme: Theme) => ({
        bgcolor: alpha(theme.palette[tone].main, 0.25),
        color: 'inherit',
        borderRadius: 0.5,
        px: 0.25,
      })}
    >
      {text}
    </Box>
  );
}

/** A link's old and new path, the differing middle of each highlighted. */
export function PathPair({ from, to, stacked }: PathPairProps) {
  const difference = pathDifference(from, to);
  const oldPath = (
    <Typography component="span" sx={pathText} data-testid="old-path">
      {difference.before}
      <Changed text={difference.removed} tone="error" />
      {difference.after}
    </Typography>
  );
  const newPath = (
    <Typography component="span" sx={pathText} data-testid="new-path">
      {difference.before}
      <Changed text={difference.added} tone="success" />
      {difference.after}
    </Typography>
  );
  if (stacked) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary">
          Old
        </Typography>
        {oldPath}
        <ArrowDownwardRounded fontSize="small" color="action" aria-hidden />
        <Typography variant="caption" color="textSecondary">
          New
        </Typography>
        {newPath}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', gap: 1, alignItems: 'start', minWidth: 0 }}>
      {oldPath}
      <ArrowForwardRounded fontSize="small" color="action" aria-label="becomes" />
      {newPath}
    </Box>
  );
}
