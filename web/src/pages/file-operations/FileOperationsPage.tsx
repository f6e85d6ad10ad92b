import FileUploadIcon from '@mui/icons-material/DriveFolderUpload';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ManualImportDialog } from './manual-import/ManualImportDialog';

/** /file-operations: placeholder for the operations log, database browser and manual import. */
export default function FileOperationsPage() {
  const [importOpen, setImportOpen] = useState(false);
  return (
    <>
      <PlaceholderPage
        title="File Operations"
        description="The log of processed, failed and skipped files, the database browser and manual import will live here."
      />
      <Fab
        variant="extended"
        color="primary"
        aria-label="Manual import"
        onClick={() => setImportOpen(true)}
        sx={{ position: 'fixed', bottom: 24, right: 88 }}
      >
        <FileUploadIcon sx={{ mr: 1 }} />
        Manual import
      </Fab>
      <ManualImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}
