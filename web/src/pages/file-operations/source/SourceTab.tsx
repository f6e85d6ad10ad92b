import type { SourceFileItem } from '@cinesync/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveEvent } from '../../../api/event-hub-context';
import { useOrganiserState } from '../../../api/organiser-state';
import { ProcessingFlow, type SourceTarget } from '../../../components/processing/ProcessingFlow';
import { readPage, withPage } from '../file-operations-params';
import { SelectionBar } from '../SelectionBar';
import { SOURCE_EVENT_TYPES, sourceUpdateOf } from './source-events';
import { ScanProgressPanel } from './ScanProgressPanel';
import { sourceEmptyOf } from './source-empty';
import { SourceEmptyState } from './SourceEmptyState';
import { SourceFileList } from './SourceFileList';
import { ListFooter } from '../ListFooter';
import { SearchField } from '../../../components/search/SearchField';
import { useAutoMode } from './use-auto-mode';
import { useAutoProcess } from './use-auto-process';
import {
  REMOVE_AFTER_CREATED_MS,
  REMOVE_AFTER_PROCESSED_MS,
  useProcessingIndicators,
} from './use-processing-indicators';
import { useSourceFiles } from './use-source-files';
import { useSourceSelection } from './use-source-selection';
import { plural } from '../../../format/plural';

/** The processing dialog's run: one file clicked, or the selection (bulk). */
interface FlowRun {
  targets: SourceTarget[];
  bulk: boolean;
}

const targetOf = (file: SourceFileItem): SourceTarget => ({ name: file.fileName, sourcePath: file.filePath });

/**
 * The Source sub-tab of File Operations: the source folders' files with their status, a search,
 * Auto Mode, and processing one file (click) or the selection (Reprocess Selected); while a scan
 * goes, its progress above the list.
 */
export function SourceTab() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params, 'sourcePage');
  const [search, setSearch] = useState('');
  // A new search waits here until the URL is back on page 1, so it is never asked for on an old page.
  const [pendingSearch, setPendingSearch] = useState<string | null>(null);
  if (pendingSearch !== null && page === 1) {
    setSearch(pendingSearch);
    setPendingSearch(null);
  }
  const list = useSourceFiles(page, search);
  const organiser = useOrganiserState();
  const autoMode = useAutoMode(list.reload);
  const indicators = useProcessingIndicators();
  const autoProcess = useAutoProcess(indicators, list.reload);
  const selection = useSourceSelection(`${page}\n${search}`);
  const [flow, setFlow] = useState<FlowRun | null>(null);

  const files = list.data?.files ?? [];
  const total = list.data?.total ?? 0;
  const totalPages = list.data?.totalPages ?? 0;
  const mediaFiles = files.filter((f) => f.isMediaFile);

  // A scan's end brings the files it found (new rows are not in the live events).
  useLiveEvent(['scan_completed', 'scan_failed'], list.reload);
  useLiveEvent(SOURCE_EVENT_TYPES, (event) => {
    list.applyEvent(event);
    const update = sourceUpdateOf(event);
    if (update?.status === 'processed') indicators.removeAfter(update.filePath, REMOVE_AFTER_PROCESSED_MS);
    if (update?.status === 'created') indicators.removeAfter(update.filePath, REMOVE_AFTER_CREATED_MS);
  });

  const goToPage = useCallback(
    (next: number, replace = false) => setParams((p) => withPage(p, 'sourcePage', next), { replace }),
    [setParams],
  );

  const applySearch = useCallback(
    (term: string) => {
      if (page === 1) {
        setSearch(term);
        return;
      }
      setPendingSearch(term);
      goToPage(1);
    },
    [page, goToPage],
  );

  // A page past the end (an old link, files gone since): show the last page that has files.
  const pastTheEnd = list.settled && files.length === 0 && total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) goToPage(Math.max(1, totalPages), true);
  }, [pastTheEnd, totalPages, goToPage]);

  const process = (file: SourceFileItem) => {
    if (autoMode.on) autoProcess(file);
    else setFlow({ targets: [targetOf(file)], bulk: false });
  };

  const selectedFiles = mediaFiles.filter((f) => selection.selected.has(f.filePath));
  const reprocessing = flow?.bulk === true;

  const empty = sourceEmptyOf({
    unconfigured: list.problem?.kind === 'unconfigured',
    empty: list.data !== undefined && files.length === 0 && !pastTheEnd,
    searching: search !== '',
    total,
    organiser: organiser.data,
    organiserSettled: !organiser.isPending,
  });
  const currentScan = organiser.data?.currentScan ?? null;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <SearchField
          applied={pendingSearch ?? search}
          onApply={applySearch}
          placeholder="Search source files by name, path, or type..."
          label="Search source files"
          sx={{ flexGrow: 1, minWidth: 0, maxWidth: { sm: 480 } }}
        />
        <FormControlLabel
          control={<Switch checked={autoMode.on} onChange={(_, on) => autoMode.set(on)} />}
          label="Auto Mode"
          sx={{ mr: 0 }}
        />
      </Box>

      {list.problem?.kind === 'failed' && (
        <Alert
          severity="error"
          sx={{ mb: 2, overflowWrap: 'anywhere' }}
          action={
            <Button color="inherit" size="small" onClick={list.reload}>
              Retry
            </Button>
          }
        >
          {list.problem.message}
        </Alert>
      )}

      {list.loading && !list.problem && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading source files" />
        </Box>
      )}

      {currentScan && <ScanProgressPanel scan={currentScan} />}

      {empty && <SourceEmptyState state={empty} />}

      {!list.problem && files.length > 0 && (
        <>
          {mediaFiles.length > 0 && (
            <SelectionBar
              selectableCount={mediaFiles.length}
              selectedCount={selectedFiles.length}
              onToggleAll={(all) => selection.setAll(all ? mediaFiles.map((f) => f.filePath) : [])}
            >
              <Button
                variant="contained"
                size="small"
                disabled={selectedFiles.length === 0 || reprocessing}
                onClick={() => setFlow({ targets: selectedFiles.map(targetOf), bulk: true })}
              >
                {reprocessing ? 'Processing...' : 'Reprocess Selected'}
              </Button>
            </SelectionBar>
          )}
          <SourceFileList
            files={files}
            selected={selection.selected}
            onToggle={selection.toggle}
            onProcess={process}
            indicators={indicators.byPath}
            onIndicatorDone={indicators.remove}
          />
          <ListFooter
            text={`Showing ${files.length} of ${plural(total, 'item')}${search === '' ? '' : ' (filtered)'}`}
            page={page}
            pages={totalPages}
            onPage={goToPage}
          />
        </>
      )}

      {flow && (
        <ProcessingFlow
          items={flow.targets}
          onClose={() => setFlow(null)}
          onProcessed={() => {
            if (flow.bulk) selection.clear();
            setFlow(null);
            list.reload();
          }}
        />
      )}
    </Box>
  );
}
