import type { SourceFileItem } from '@cinesync/common';
import FolderRounded from '@mui/icons-material/FolderRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { groupByFolder } from './source-groups';
import { SourceFileRow } from './SourceFileRow';
import type { ProcessingIndicator } from './use-processing-indicators';

interface SourceFileListProps {
  files: readonly SourceFileItem[];
  selected: ReadonlySet<string>;
  onToggle: (filePath: string) => void;
  onProcess: (file: SourceFileItem) => void;
  indicators: ReadonlyMap<string, ProcessingIndicator>;
  onIndicatorDone: (filePath: string) => void;
}

/** The page's source files under their folders. */
export function SourceFileList({
  files,
  selected,
  onToggle,
  onProcess,
  indicators,
  onIndicatorDone,
}: SourceFileListProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {groupByFolder(files).map((group) => (
        <Box key={group.key} component="section" aria-label={`Folder ${group.label}`}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.75,
              bgcolor: 'action.hover',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <FolderRounded fontSize="small" color="warning" sx={{ flexShrink: 0 }} />
            <Typography
              variant="body2"
              title={group.key}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {group.label}
            </Typography>
          </Box>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {group.files.map((file) => (
              <SourceFileRow
                key={file.filePath}
                file={file}
                selected={selected.has(file.filePath)}
                onToggle={onToggle}
                onProcess={onProcess}
                indicator={indicators.get(file.filePath)}
                onIndicatorDone={onIndicatorDone}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
