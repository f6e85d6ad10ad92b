import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PathMapping } from '@cinesync/common';

interface PathMappingRowsProps {
  mappings: readonly PathMapping[];
  onChange: (mappings: PathMapping[]) => void;
}

/**
 * Rows of "library path here → the same folder as the media server sees it", each removable. On a
 * phone the two paths stack: side by side they would be too narrow to read.
 */
export function PathMappingRows({ mappings, onChange }: PathMappingRowsProps) {
  const change = (index: number, part: Partial<PathMapping>) =>
    onChange(mappings.map((mapping, at) => (at === index ? { ...mapping, ...part } : mapping)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        Path mappings
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        When the server sees the library under another path (another machine, a container), map each library path to its
        path there.
      </Typography>
      <Box component="ul" aria-label="Path mappings" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {mappings.map((mapping, index) => (
          <Box
            component="li"
            // Rows have no identity of their own; their place is what the fields edit.
            key={index}
            sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1, mb: 1.5 }}
          >
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, flex: 1, minWidth: 0 }}>
              <TextField
                label={`Library path ${index + 1}`}
                size="small"
                fullWidth
                value={mapping.from}
                onChange={(event) => change(index, { from: event.target.value })}
                placeholder="/data/library"
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
              <TextField
                label={`Server path ${index + 1}`}
                size="small"
                fullWidth
                value={mapping.to}
                onChange={(event) => change(index, { to: event.target.value })}
                placeholder="/media"
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
            </Box>
            <IconButton
              aria-label={`Remove path mapping ${index + 1}`}
              onClick={() => onChange(mappings.filter((_, at) => at !== index))}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button size="small" startIcon={<AddRounded />} onClick={() => onChange([...mappings, { from: '', to: '' }])}>
        Add path mapping
      </Button>
    </Box>
  );
}
