import DeleteRounded from '@mui/icons-material/DeleteRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DATABASE_PAGE_SIZE } from '@cinesync/common';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { ListFooter } from '../ListFooter';
import { SelectionBar } from '../SelectionBar';
import { BulkDeleteDialog } from './BulkDeleteDialog';
import { bulkDeleteRecords } from './bulk-delete';
import { exportDatabase } from './database-api';
import { DatabaseStatsCards } from './DatabaseStatsCards';
import { DatabaseToolbar, type RecordsView } from './DatabaseToolbar';
import { RecordList } from './RecordList';
import { fallbackExportName, saveBlob } from './save-download';
import { UpdateDatabaseDialog } from './UpdateDatabaseDialog';
import { useDatabaseBrowser } from './use-database-browser';
import { useDatabaseUpdate } from './use-database-update';

/** The Database top tab of File Operations: the organiser's records, searchable, exportable, deletable. */
export function DatabaseTab() {
  const api = useApi();
  const browser = useDatabaseBrowser();
  const update = useDatabaseUpdate(browser.reload);
  const [view, setView] = useState<RecordsView>('list');
  const [exporting, setExporting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const { records, total, page, filter, checkedRecords } = browser;
  const pages = Math.ceil(total / DATABASE_PAGE_SIZE);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportDatabase(api, filter);
      saveBlob(blob, fileName ?? fallbackExportName());
    } catch (error) {
      console.error('Database export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const deleteChecked = async () => {
    setDeleting(true);
    const failures = await bulkDeleteRecords(api, checkedRecords);
    setDeleting(false);
    setConfirmDelete(false);
    setDeleteErrors(failures);
    browser.clearSelection();
    browser.reload();
  };

  return (
    <Box>
      <DatabaseStatsCards stats={browser.stats} />
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: -1, mb: 2 }}>
        Records are sorted by what they are, not by the Operations tabs: Processed counts every linked file (Created
        there), and Not Linked every file with a reason (Skipped or Failed there, files left for review included).
      </Typography>
      <DatabaseToolbar
        type={filter.type}
        view={view}
        exporting={exporting}
        query={browser.filter.query}
        onSearch={browser.setQuery}
        onType={browser.setType}
        onView={setView}
        onRefresh={() => {
          browser.clearSelection();
          browser.reload();
        }}
        onExport={() => void exportCsv()}
        onUpdate={update.open}
      />
      {deleteErrors.length > 0 && (
        <Alert severity="error" onClose={() => setDeleteErrors([])} sx={{ mb: 2 }}>
          {deleteErrors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {records.length > 0 && (
        <SelectionBar
          selectableCount={records.length}
          selectedCount={checkedRecords.length}
          onToggleAll={browser.toggleAll}
        >
          <Button
            color="error"
            size="small"
            variant="outlined"
            startIcon={<DeleteRounded />}
            disabled={checkedRecords.length === 0}
            onClick={() => setConfirmDelete(true)}
          >
            Delete Selected
          </Button>
        </SelectionBar>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{browser.fetching && <LinearProgress aria-label="Loading records" />}</Box>
      {!browser.loading && (
        <RecordList
          records={records}
          view={view}
          checked={browser.checked}
          onToggle={browser.toggle}
          filtered={filter.query !== '' || filter.type !== 'all'}
        />
      )}
      {total > 0 && (
        <ListFooter
          text={rangeText(page, records.length, total)}
          page={page}
          pages={pages}
          onPage={(next) => browser.setPage(next)}
        />
      )}
      <BulkDeleteDialog
        open={confirmDelete}
        count={checkedRecords.length}
        deleting={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void deleteChecked()}
      />
      <UpdateDatabaseDialog state={update.state} onStart={update.start} onClose={update.close} />
    </Box>
  );
}

function rangeText(page: number, shown: number, total: number): string {
  if (shown === 0) return total === 1 ? '1 record' : `${total.toLocaleString()} records`;
  const first = (page - 1) * DATABASE_PAGE_SIZE + 1;
  return `Showing ${first.toLocaleString()}–${(first + shown - 1).toLocaleString()} of ${total === 1 ? '1 record' : `${total.toLocaleString()} records`}`;
}
