import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DatabaseTab } from './database/DatabaseTab';
import { readView, withView } from './file-operations-params';
import { ManualImportDialog } from './manual-import/ManualImportDialog';
import { OperationsTab } from './operations/OperationsTab';
import { ReorganiseOperationsPanel } from './reorganise/ReorganiseOperationsPanel';

/**
 * /file-operations: the Operations log (with its Source, Created, Failed, Skipped and Deleted
 * sub-tabs) and the Database browser, as two top tabs; manual import opens from a floating button.
 * Above the Operations log, the library's re-organisations with their Undo, once there are any.
 */
export default function FileOperationsPage() {
  const [params, setParams] = useSearchParams();
  const [importOpen, setImportOpen] = useState(false);
  const view = readView(params);
  const top = view === 'database' ? 1 : 0;

  return (
    <Box sx={{ pb: 10 }}>
      <PageHeader title="File Operations" />
      <Tabs
        value={top}
        onChange={(_, index: number) => {
          if (index === top) return;
          const next = withView(params, index === 1 ? 'database' : 'source');
          next.delete('sourcePage');
          next.delete('dbPage');
          setParams(next);
        }}
        aria-label="File Operations views"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="Operations" id="file-operations-top-0" aria-controls="file-operations-panel-0" />
        <Tab label="Database" id="file-operations-top-1" aria-controls="file-operations-panel-1" />
      </Tabs>
      <div role="tabpanel" id={`file-operations-panel-${top}`} aria-labelledby={`file-operations-top-${top}`}>
        {top === 0 ? (
          <>
            <ReorganiseOperationsPanel />
            <OperationsTab onManualImport={() => setImportOpen(true)} />
          </>
        ) : (
          <DatabaseTab />
        )}
      </div>
      <ManualImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </Box>
  );
}
