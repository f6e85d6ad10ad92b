import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { saveBlob } from '../../file-operations/database/save-download';
import { LOG_EXPORT_ITEMS, type LogExportKind } from './log-export';
import { exportServiceLogs } from './mediahub-api';

/** Export Logs: Current Log, All Logs (ZIP) or Today's Logs, saved under the server's file name. */
export function LogExportMenu({ onResult }: { onResult: (text: string, ok: boolean) => void }) {
  const api = useApi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportLogs = async (kind: LogExportKind) => {
    setAnchor(null);
    setExporting(true);
    try {
      const { blob, fileName } = await exportServiceLogs(api, kind);
      saveBlob(blob, fileName);
      onResult('Logs exported successfully', true);
    } catch {
      onResult('Failed to export logs', false);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadRounded />}
        disabled={exporting}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export Logs
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOG_EXPORT_ITEMS.map((item) => (
          <MenuItem key={item.kind} onClick={() => void exportLogs(item.kind)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
