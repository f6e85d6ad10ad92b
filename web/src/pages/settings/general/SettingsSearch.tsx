import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConfigItem } from '@cinesync/common';
import { useMemo, useState } from 'react';
import { searchSettings } from './settings-search';

interface SettingsSearchProps {
  /** Every item; hidden ones are never found. */
  items: readonly ConfigItem[];
  onPick: (item: ConfigItem) => void;
}

/** Finds a setting on any sub-tab by a word of its label or its `.env` name, and says which tab. */
export function SettingsSearch({ items, onPick }: SettingsSearchProps) {
  const [query, setQuery] = useState('');
  /** The results show while the box is in use; a click elsewhere folds them away, keeping the words. */
  const [open, setOpen] = useState(false);
  const found = useMemo(() => searchSettings(items, query), [items, query]);
  const pick = (item: ConfigItem) => {
    setQuery('');
    onPick(item);
  };
  const searching = open && query.trim() !== '';
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: 'relative', flex: { xs: '1 1 200px', sm: '0 1 360px' }, minWidth: 0 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && found[0]) {
              event.preventDefault();
              pick(found[0]);
            }
            if (event.key === 'Escape') setQuery('');
          }}
          placeholder="Search settings"
          autoComplete="off"
          slotProps={{
            htmlInput: { 'aria-label': 'Search settings', 'aria-controls': 'settings-search-results' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {searching && (
          <Paper
            elevation={8}
            id="settings-search-results"
            sx={{
              position: 'absolute',
              zIndex: 'modal',
              left: 0,
              right: 0,
              mt: 0.5,
              maxHeight: 360,
              overflowY: 'auto',
            }}
          >
            {found.length === 0 ? (
              <Typography variant="body2" color="textSecondary" sx={{ p: 2 }}>
                No setting matches “{query.trim()}”
              </Typography>
            ) : (
              <List dense aria-label="Matching settings">
                {found.map((item) => (
                  <ListItemButton key={item.key} onClick={() => pick(item)}>
                    <ListItemText
                      primary={item.label}
                      secondary={
                        <>
                          <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                            {item.key}
                          </Box>
                          {` · ${item.category}`}
                        </>
                      }
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
