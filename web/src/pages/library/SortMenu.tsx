import CheckRounded from '@mui/icons-material/CheckRounded';
import SortRounded from '@mui/icons-material/SortRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { sortOptions, type SortOption } from '@cinesync/common';
import { useState } from 'react';

const sortLabels: Record<SortOption, string> = {
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'modified-desc': 'Modified (Newest)',
  'modified-asc': 'Modified (Oldest)',
  'size-desc': 'Size (Largest)',
  'size-asc': 'Size (Smallest)',
};

/** The six sort orders; the server sorts, folders always first. */
export function SortMenu({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={`Sort: ${sortLabels[value]}`}>
        <IconButton aria-label="Sort" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <SortRounded />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {sortOptions.map((option) => (
          <MenuItem
            key={option}
            selected={option === value}
            onClick={() => {
              setAnchor(null);
              onChange(option);
            }}
          >
            <ListItemIcon>{option === value && <CheckRounded fontSize="small" />}</ListItemIcon>
            <ListItemText>{sortLabels[option]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
