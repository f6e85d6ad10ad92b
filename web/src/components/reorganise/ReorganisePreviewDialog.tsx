import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { SearchField } from '../search/SearchField';
import { ChangeList } from './ChangeList';
import { ConflictList } from './ConflictList';
import { OperationProgress } from './OperationProgress';
import { PreviewCounts } from './PreviewCounts';
import { previewRows } from './preview-rows';
import type { PlannedChange, ReorganiseScope } from './reorganise-shapes';
import { useApplyOperation } from './use-apply-operation';
import { useReorganisePreview } from './use-reorganise-preview';

/** The list filters in memory: a short pause is enough to keep typing smooth. */
const SEARCH_DEBOUNCE_MS = 150;

interface ReorganisePreviewDialogProps {
  open: boolean;
  /** The whole library (null) or one title. */
  scope: ReorganiseScope;
  onClose: () => void;
  /** Told once an apply has ended (done or failed), with the changes it was asked to make. */
  onApplied?: (changes: readonly PlannedChange[]) => void;
  title?: string;
}

/**
 * What re-organising the library (or one title) to the current naming and layout settings would
 * do, streamed from the server: the changes grouped by title and searchable, the conflicts apart.
 * Apply moves the links and follows the operation to its end. Mounted only while open, so each
 * opening asks the server afresh.
 */
export function ReorganisePreviewDialog(props: ReorganisePreviewDialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ scope, onClose, onApplied, title }: ReorganisePreviewDialogProps) {
  // On a phone the dialog takes the screen and the paths stack: side by side they would be unreadable.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const preview = useReorganisePreview(scope);
  const run = useApplyOperation();
  const [tab, setTab] = useState<'changes' | 'conflicts'>('changes');
  const [search, setSearch] = useState('');
  const rows = useMemo(() => previewRows(preview.changes, search), [preview.changes, search]);
  const following = run.operationId !== null;
  const summary = preview.summary;
  const error = run.error ?? preview.error;
  const shownTab = preview.conflicts.length > 0 ? tab : 'changes';
  const ended = run.operation !== null && run.operation.state !== 'running';
  const tellApplied = useEffectEvent(() => onApplied?.(preview.changes));
  useEffect(() => {
    if (ended) tellApplied();
  }, [ended]);

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="lg" aria-labelledby="reorganise-title">
      <DialogTitle id="reorganise-title">{title ?? (scope ? 'Rename files' : 'Re-organise library')}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {following ? (
          <OperationProgress operation={run.operation} />
        ) : (
          <>
            <PreviewCounts preview={preview} />
            {preview.conflicts.length > 0 && (
              <Tabs value={shownTab} onChange={(_, value: 'changes' | 'conflicts') => setTab(value)} sx={{ mb: 1 }}>
                <Tab value="changes" label={`Changes (${preview.changes.length})`} />
                <Tab value="conflicts" label={`Conflicts (${preview.conflicts.length})`} />
              </Tabs>
            )}
            {shownTab === 'conflicts' ? (
              <ConflictList conflicts={preview.conflicts} stacked={phone} />
            ) : (
              preview.changes.length > 0 && (
                <>
                  <SearchField
                    applied={search}
                    onApply={setSearch}
                    label="Search changes"
                    placeholder="Title or path"
                    debounceMs={SEARCH_DEBOUNCE_MS}
                    sx={{ mb: 1, width: '100%' }}
                  />
                  {!phone && <ColumnHeads />}
                  {rows.length === 0 ? (
                    <Typography color="textSecondary" sx={{ py: 2 }}>
                      No changes match your search.
                    </Typography>
                  ) : (
                    <ChangeList rows={rows} stacked={phone} />
                  )}
                </>
              )
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {following ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="contained"
              disabled={!summary || summary.changes === 0 || run.applying}
              onClick={() => summary && run.apply(summary.previewId)}
            >
              Apply
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Side by side, the columns are named once above the list (stacked rows name each path). */
function ColumnHeads() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', gap: 1, pr: 10, color: 'text.secondary' }}>
      <Typography variant="caption">Old path</Typography>
      <Box sx={{ width: 20 }} />
      <Typography variant="caption">New path</Typography>
    </Box>
  );
}
