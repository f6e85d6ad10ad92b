import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { FileItem } from '@cinesync/common';
import type { KeyboardEvent } from 'react';
import { versionLabels } from '../library/item-labels';
import { versionPlace } from './media-files';

interface VersionSelectorProps {
  files: FileItem[];
  /** The page's folder: a version elsewhere says where it is ("in 4KMovies/"). */
  folder: string;
  index: number;
  onChange: (index: number) => void;
}

/** "{n} versions" and a tab per file named by what sets it apart; the arrow keys cycle through them. */
export function VersionSelector({ files, folder, index, onChange }: VersionSelectorProps) {
  if (files.length < 2) return null;
  const labels = versionLabels(files).map((label, i) => {
    const place = versionPlace(files[i] as FileItem, folder);
    return place === null ? label : `${label} · in ${place}/`;
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    onChange((index + step + files.length) % files.length);
  };
  return (
    <Box sx={{ mt: 2 }} onKeyDown={onKeyDown}>
      <Chip label={`${files.length} versions`} size="small" color="primary" sx={{ mb: 1 }} />
      <Tabs
        value={index}
        onChange={(_, next: number) => onChange(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Versions"
      >
        {files.map((file, i) => (
          // A label says what sets the version apart: whole and on one line from tablets up (the row
          // scrolls); a phone wraps it rather than hide most of it.
          <Tab
            key={file.path}
            label={labels[i]}
            title={file.name}
            sx={{ maxWidth: { sm: 'none' }, whiteSpace: { sm: 'nowrap' } }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
