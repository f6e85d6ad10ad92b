import type { FileOperationItem } from '@cinesync/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SourceTarget } from '../../../components/processing/ProcessingFlow';
import { readPage, readView, statusOfTab, withPage, withView, type OperationTab } from '../file-operations-params';
import { SelectionBar } from '../SelectionBar';
import { SourceTab } from '../source/SourceTab';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { OperationCompleteDialog } from './OperationCompleteDialog';
import { FAB_GUTTER, OperationsFabs } from './OperationsFabs';
import { OperationsList } from './OperationsList';
import { OperationsSelectionActions } from './OperationsSelectionActions';
import { OperationsTabBar } from './OperationsTabBar';
import { OperationsToolbar } from './OperationsToolbar';
import { RememberedChoicesDialog } from './RememberedChoicesDialog';
import { useOperationActions } from './use-operation-actions';
import { useOperationsList } from './use-operations-list';
import { useSelection } from './use-selection';
import { ReviewPicksProvider } from './review-picks';
import { plural } from '../../../format/plural';

/** "Search TMDB": the processing dialog run at once, asking for a title to search when none fits. */
const SEARCH_TMDB = { choice: { option: null, ids: {} }, manualSearch: true };

const ProcessingFlow = lazy(() =>
  import('../../../components/processing/ProcessingFlow').then((m) => ({ default: m.ProcessingFlow })),
);

interface OperationsTabProps {
  /** Opens the manual import dialog (the page owns it). */
  onManualImport: () => void;
}

type Confirm = 'skipped' | 'selected' | null;

/**
 * The Operations top tab: the Source list and the Created, Failed, Skipped and Deleted logs, with
 * their badges, the review queue of failed and skipped files, bulk actions and the live updates.
 */
export function OperationsTab({ onManualImport }: OperationsTabProps) {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const tab: OperationTab = view === 'database' ? 'source' : view;
  const status = statusOfTab(tab);
  const urlPage = status === null ? 1 : readPage(params, 'page');
  // A new search starts at page 1. The URL reaches page 1 a render later (the router navigates in a
  // transition), so until it does the list already asks for page 1 instead of the old page.
  const [{ search, resetPage }, setSearchState] = useState({ search: '', resetPage: false });
  if (resetPage && urlPage === 1) setSearchState({ search, resetPage: false });
  const page = resetPage ? 1 : urlPage;
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });

  const list = useOperationsList({ status, page, search: status === null ? '' : search });
  const operations = list.data?.operations ?? null;
  const counts = list.counts;
  const selection = useSelection(`${tab}|${page}|${search}`, operations ?? []);
  const actions = useOperationActions({
    onChanged: () => {
      selection.clear();
      list.refresh();
    },
    onRestored: (ids) => {
      selection.clear();
      list.removeRestored(ids);
    },
  });
  const [confirm, setConfirm] = useState<Confirm>(null);
  // The ids a selected delete was asked about; kept after closing so the closing dialog's text holds.
  const [toDelete, setToDelete] = useState<readonly string[]>([]);
  const [reprocess, setReprocess] = useState<{ items: SourceTarget[]; search?: boolean } | null>(null);
  const [dismissedListError, setDismissedListError] = useState<Error | null>(null);
  const [showChoices, setShowChoices] = useState(false);

  const skippedCount = counts?.skipped ?? 0;
  const canDeleteSkipped = tab === 'skipped' && skippedCount > 0;
  const listError =
    list.error && list.error !== dismissedListError ? list.error.message || 'Failed to fetch file operations' : null;
  const headerError = actions.error ?? listError;

  const changeTab = (next: OperationTab) => setParams(withView(params, next));
  const changePage = (next: number) => setParams(withPage(params, 'page', next));
  const applySearch = (text: string) => {
    if (text === search) return;
    setSearchState({ search: text, resetPage: urlPage > 1 });
    if (urlPage > 1) setParams(withPage(params, 'page', 1));
  };
  const act = (item: FileOperationItem) => {
    if (item.status === 'deleted') actions.restore([item]);
    else setReprocess({ items: [{ name: item.fileName, sourcePath: item.filePath }] });
  };

  return (
    // Room below the list and beside it for the floating buttons, so they never cover the pages or
    // a card's buttons.
    <ReviewPicksProvider>
      <Box sx={{ minWidth: 0, pb: { xs: 16, lg: 8 }, pr: FAB_GUTTER }}>
        {headerError && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            onClose={() => {
              actions.dismissError();
              if (list.error) setDismissedListError(list.error);
            }}
          >
            {headerError}
          </Alert>
        )}
        <OperationsTabBar tab={tab} counts={counts} scrollable={!wide} onChange={changeTab} />
        <div role="tabpanel" id="operations-panel" aria-labelledby={`operations-tab-${tab}`}>
          {status === null ? (
            <SourceTab />
          ) : (
            <>
              <OperationsToolbar
                search={search}
                onSearch={applySearch}
                updatedAt={list.updatedAt}
                onDeleteAllSkipped={wide && canDeleteSkipped ? () => setConfirm('skipped') : undefined}
                onRememberedChoices={() => setShowChoices(true)}
              />
              {selection.selected.size > 0 && (
                <SelectionBar
                  selectableCount={operations?.length ?? 0}
                  selectedCount={selection.selected.size}
                  onToggleAll={selection.toggleAll}
                >
                  <OperationsSelectionActions
                    status={status}
                    selectedCount={selection.selected.size}
                    busy={actions.deleting || actions.restoring.size > 0}
                    onReprocess={() =>
                      setReprocess({
                        items: selection.items.map((i) => ({ name: i.fileName, sourcePath: i.filePath })),
                      })
                    }
                    onRestore={() => actions.restore(selection.items)}
                    onDelete={() => {
                      setToDelete([...selection.selected]);
                      setConfirm('selected');
                    }}
                  />
                </SelectionBar>
              )}
              <OperationsList
                status={status}
                operations={operations}
                total={list.data?.total ?? 0}
                loading={list.loading}
                search={search}
                page={page}
                onPage={changePage}
                selected={selection.selected}
                onToggle={selection.toggle}
                onAction={act}
                onSearch={(item) =>
                  setReprocess({ items: [{ name: item.fileName, sourcePath: item.filePath }], search: true })
                }
                busyIds={actions.restoring}
              />
            </>
          )}
        </div>
        <OperationsFabs
          onRefresh={list.refresh}
          refreshing={list.loading}
          onManualImport={onManualImport}
          onDeleteAllSkipped={!wide && canDeleteSkipped ? () => setConfirm('skipped') : undefined}
        />
        <ConfirmDeleteDialog
          open={confirm === 'skipped'}
          title="Delete All Skipped Files"
          text={`Are you sure you want to delete all ${plural(skippedCount, 'skipped file')} from the database?`}
          confirmLabel="Delete All"
          busy={actions.deleting}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void actions.deleteSkipped().then(() => setConfirm(null))}
        />
        <ConfirmDeleteDialog
          open={confirm === 'selected'}
          title="Delete Selected Files"
          text={`Are you sure you want to delete ${plural(toDelete.length, 'selected file')}?`}
          confirmLabel="Delete"
          busy={actions.deleting}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void actions.deleteSelected(toDelete).then(() => setConfirm(null))}
        />
        <OperationCompleteDialog message={actions.complete} onClose={actions.closeComplete} />
        {showChoices && <RememberedChoicesDialog open onClose={() => setShowChoices(false)} />}
        {reprocess && (
          <Suspense fallback={null}>
            <ProcessingFlow
              items={reprocess.items}
              start={reprocess.search ? SEARCH_TMDB : undefined}
              onClose={() => setReprocess(null)}
              onProcessed={() => {
                setReprocess(null);
                selection.clear();
                list.refresh();
              }}
            />
          </Suspense>
        )}
      </Box>
    </ReviewPicksProvider>
  );
}
