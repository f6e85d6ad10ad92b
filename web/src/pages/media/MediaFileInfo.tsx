import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';

/** "Media File Information": name, size, date, the library path and where the file really is. */
export function MediaFileInfo({ file }: { file: FileItem }) {
  const rows: [string, string][] = [
    ['File Name', file.name],
    ['File Size', file.size || 'Unknown size'],
    ['Last Modified', new Date(file.modified).toLocaleString()],
    ['Full Path', file.fullPath],
    ['Source Path (Actual Location)', file.sourcePath || file.fullPath],
  ];
  return (
    <Card component="section" aria-label="Media File Information" variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Media File Information
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {rows.map(([label, value]) => (
            <Box key={label}>
              <Typography variant="caption" color="textSecondary">
                {label}
              </Typography>
              <Box
                sx={{
                  fontFamily: 'monospace',
                  fontSize: 13,
                  p: 1,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  wordBreak: 'break-all',
                }}
              >
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
