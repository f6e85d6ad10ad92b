import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormatPreviewState } from './use-format-preview';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The name the organiser would write for the sample, "Invalid format" when the format renders nothing. */
export function FormatPreview({ state }: { state: FormatPreviewState }) {
  let body;
  if (state.status === 'loading') {
    body = <Typography color="textSecondary">…</Typography>;
  } else if (state.status === 'failed') {
    body = <Typography color="error">{`Preview unavailable: ${state.message}`}</Typography>;
  } else if (!state.result.valid) {
    body = <Typography color="error">Invalid format</Typography>;
  } else {
    body = <Typography sx={{ fontFamily: MONO, overflowWrap: 'anywhere' }}>{state.result.preview}</Typography>;
  }
  const unknown = state.status === 'ready' ? state.result.unknownTokens : [];
  return (
    <Box
      role="status"
      aria-label="Preview"
      sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography variant="caption" color="textSecondary">
        Preview
      </Typography>
      {body}
      {unknown.length > 0 && (
        <Typography variant="caption" color="warning">
          {`Unknown tokens (left out of the name): ${unknown.map((t) => `{${t}}`).join(', ')}`}
        </Typography>
      )}
    </Box>
  );
}
