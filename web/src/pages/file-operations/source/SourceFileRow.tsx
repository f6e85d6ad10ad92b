import type { SourceFileItem } from '@cinesync/common';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieRounded from '@mui/icons-material/MovieRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { timeAgo } from '../../../format/time-ago';
import { ProcessingProgressCard } from './ProcessingProgressCard';
import { SourceStatusChip } from './SourceStatusChip';
import type { ProcessingIndicator } from './use-processing-indicators';

interface SourceFileRowProps {
  file: SourceFileItem;
  selected: boolean;
  onToggle: (filePath: string) => void;
  /** Auto-process or open the processing dialog (the tab decides by Auto Mode). */
  onProcess: (file: SourceFileItem) => void;
  /** The file's progress card while it is auto-processed. */
  indicator: ProcessingIndicator | undefined;
  onIndicatorDone: (filePath: string) => void;
}

/** One source file: checkbox and process button for media files, name, status chip, size and age. */
export function SourceFileRow({ file, selected, onToggle, onProcess, indicator, onIndicatorDone }: SourceFileRowProps) {
  const media = file.isMediaFile;
  const busy = indicator !== undefined;
  const details = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexGrow: 1, textAlign: 'left', py: 0.75 }}>
      {media ? (
        <MovieRounded fontSize="small" color="primary" sx={{ flexShrink: 0 }} />
      ) : (
        <InsertDriveFileOutlined fontSize="small" color="disabled" sx={{ flexShrink: 0 }} />
      )}
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" title={file.filePath} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {file.fileName}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mt: 0.25 }}>
          <SourceStatusChip file={file} />
          <Typography variant="caption" color="textSecondary">
            {file.fileSizeFormatted}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {timeAgo(new Date(file.modifiedTime * 1000).toISOString())}
          </Typography>
        </Box>
      </Box>
    </Box>
  );

  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 0.25, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        {media ? (
          <Checkbox
            size="small"
            checked={selected}
            onChange={() => onToggle(file.filePath)}
            slotProps={{ input: { 'aria-label': `Select ${file.fileName}` } }}
          />
        ) : (
          // Keeps names in one column whether a row has a checkbox or not.
          <Box sx={{ width: 38, flexShrink: 0 }} />
        )}
        {media ? (
          <ButtonBase
            onClick={() => onProcess(file)}
            disabled={busy}
            sx={{ flexGrow: 1, minWidth: 0, justifyContent: 'flex-start', borderRadius: 1, px: 0.5 }}
          >
            {details}
          </ButtonBase>
        ) : (
          <Box sx={{ flexGrow: 1, minWidth: 0, px: 0.5 }}>{details}</Box>
        )}
        {media && (
          <Tooltip title="Process">
            <span>
              <IconButton aria-label={`Process ${file.fileName}`} disabled={busy} onClick={() => onProcess(file)}>
                <PlayArrowRounded />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
      {indicator && (
        <Box sx={{ pl: { xs: 1, sm: 5.5 }, pr: 1, pb: 1 }}>
          <ProcessingProgressCard
            key={indicator.run}
            fileName={indicator.fileName}
            outcome={indicator.outcome}
            onComplete={() => onIndicatorDone(file.filePath)}
          />
        </Box>
      )}
    </Box>
  );
}
