import Button from '@mui/material/Button';
import type { FileOperationStatus } from '@cinesync/common';

interface OperationsSelectionActionsProps {
  status: FileOperationStatus;
  selectedCount: number;
  busy: boolean;
  onReprocess: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

/** The bulk actions of an operation tab's selection bar. */
export function OperationsSelectionActions({
  status,
  selectedCount,
  busy,
  onReprocess,
  onRestore,
  onDelete,
}: OperationsSelectionActionsProps) {
  const disabled = selectedCount === 0 || busy;
  if (status === 'deleted') {
    return (
      <>
        <Button size="small" variant="contained" disabled={disabled} onClick={onRestore}>
          Restore Selected
        </Button>
        <Button size="small" color="error" variant="outlined" disabled={disabled} onClick={onDelete}>
          Delete
        </Button>
      </>
    );
  }
  return (
    <>
      <Button size="small" variant="contained" disabled={disabled} onClick={onReprocess}>
        Reprocess Selected
      </Button>
      <Button size="small" color="error" variant="outlined" disabled={disabled} onClick={onDelete}>
        Delete Selected
      </Button>
    </>
  );
}
