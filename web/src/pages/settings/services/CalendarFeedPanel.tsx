import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCalendarFeedQuery, useRegenerateCalendarFeed } from '../../../api/missing-queries';

/**
 * The feed's address at the origin this browser reached CineSync by. The server builds it from the
 * request it saw, which behind a reverse proxy (HTTPS outside, HTTP inside) names the wrong scheme
 * or host; the address in the browser's bar is the one a phone's calendar can reach too.
 */
function asReachedFromHere(serverUrl: string): string {
  const feed = new URL(serverUrl, window.location.origin);
  return `${window.location.origin}${feed.pathname}${feed.search}`;
}

/**
 * The iCalendar feed of the library's shows: its URL (which carries its own key, not the sign-in)
 * with Copy, and Regenerate after a confirmation, since the old URL stops working at once.
 */
export function CalendarFeedPanel({ onResult }: { onResult: (text: string, ok: boolean) => void }) {
  const feed = useCalendarFeedQuery();
  const regenerate = useRegenerateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data ? asReachedFromHere(feed.data.url) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      onResult('Feed URL copied to clipboard', true);
    } catch {
      onResult('Failed to copy feed URL', false);
    }
  };
  const renew = () => {
    setConfirming(false);
    regenerate.mutate(undefined, {
      onSuccess: () => onResult('New feed URL made: the old one no longer works', true),
      onError: () => onResult('Failed to regenerate the feed URL', false),
    });
  };

  let value = url;
  if (feed.isPending) value = 'Loading…';
  if (regenerate.isPending) value = 'Generating…';
  return (
    <Card variant="outlined" component="section" aria-label="Calendar Feed">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Calendar Feed
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          Subscribe to this URL in a calendar app to see your shows&apos; episodes as they air. Anyone with the URL can
          read the feed.
        </Typography>
        <TextField
          label="Feed URL"
          value={value}
          fullWidth
          multiline
          maxRows={3}
          error={feed.isError}
          helperText={feed.isError ? 'Failed to load the feed URL' : undefined}
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              style: { fontFamily: 'monospace', wordBreak: 'break-all' },
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy feed URL">
                    <span>
                      <IconButton
                        aria-label="Copy feed URL"
                        edge="end"
                        disabled={url === '' || regenerate.isPending}
                        onClick={() => void copy()}
                      >
                        <ContentCopyRounded fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          sx={{ mt: 1.5 }}
          variant="outlined"
          startIcon={<AutorenewRounded />}
          disabled={feed.isPending || regenerate.isPending}
          onClick={() => setConfirming(true)}
        >
          Regenerate
        </Button>
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="feed-regenerate-title">
        <DialogTitle id="feed-regenerate-title">Regenerate feed URL?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The current URL stops working at once: calendar apps subscribed to it need the new one.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="warning" variant="contained" onClick={renew}>
            Regenerate
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
