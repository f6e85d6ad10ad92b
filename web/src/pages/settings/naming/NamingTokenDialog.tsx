import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { FormatPreview } from './FormatPreview';
import { insertAtCursor } from './insert-at-cursor';
import { fetchNamingTokens, namingTokensQueryKey } from './naming-api';
import { NAMING_DIALOG_TITLES } from './naming-dialog-titles';
import type { NamingFormatKind } from './naming-format-keys';
import { TokenGroupList } from './TokenGroupList';
import { filterTokenGroups } from './token-search';
import { useFormatPreview } from './use-format-preview';

interface NamingTokenDialogProps {
  open: boolean;
  kind: NamingFormatKind;
  /** The format being edited. */
  value: string;
  /** The edited format (tokens inserted, text typed); the General tab keeps it as a pending change. */
  onChange: (value: string) => void;
  onClose: () => void;
}

/**
 * The token helper of a naming format (spec §2): the format field, a live preview from the server
 * (the organiser's own naming code), and the token groups of the format type to search and insert
 * at the caret. Full screen on phones.
 */
export function NamingTokenDialog({ open, kind, value, onChange, onClose }: NamingTokenDialogProps) {
  const api = useApi();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const input = useRef<HTMLTextAreaElement | null>(null);
  /** Where the caret goes once the parent hands back the format with the inserted token. */
  const pendingCaret = useRef<number | null>(null);

  const tokens = useQuery({
    queryKey: namingTokensQueryKey(kind),
    queryFn: ({ signal }) => fetchNamingTokens(api, kind, signal),
    enabled: open,
    staleTime: Infinity,
  });
  const preview = useFormatPreview(kind, value, open);

  useEffect(() => {
    if (open) setSearch('');
  }, [open, kind]);

  useEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !input.current) return;
    pendingCaret.current = null;
    input.current.setSelectionRange(caret, caret);
  }, [value]);

  const insert = (token: string) => {
    const el = input.current;
    const end = value.length;
    const next = insertAtCursor(value, token, {
      start: el?.selectionStart ?? end,
      end: el?.selectionEnd ?? end,
    });
    pendingCaret.current = next.caret;
    onChange(next.value);
  };

  const groups = tokens.data ? filterTokenGroups(tokens.data.groups, search, kind) : [];
  const title = NAMING_DIALOG_TITLES[kind];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="naming-token-title"
    >
      <DialogTitle id="naming-token-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2, overflow: 'hidden' }}>
        <TextField
          label="Format"
          fullWidth
          size="small"
          multiline
          maxRows={4}
          value={value}
          // A format is one line: Enter does not add a line break, and pasted ones are dropped.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ''))}
          inputRef={input}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <FormatPreview state={preview} />
        <TextField
          label="Search tokens"
          placeholder={kind === 'movie' ? 'Token, description or example' : 'Token or description'}
          fullWidth
          size="small"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {/* Only the tokens scroll, so the format and its preview stay in sight while picking. */}
        <Box sx={{ flex: '1 1 auto', minHeight: 120, overflowY: 'auto', mx: -1, px: 1 }}>
          {tokens.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={24} aria-label="Loading tokens" />
            </Box>
          ) : tokens.isError ? (
            <Alert severity="error">{`Could not load the tokens: ${tokens.error.message}`}</Alert>
          ) : groups.length === 0 ? (
            <Typography color="textSecondary">No tokens match your search.</Typography>
          ) : (
            <TokenGroupList groups={groups} onInsert={insert} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
