import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { FolderStep } from './FolderStep';
import {
  applyDefaultType,
  applyFirstId,
  canApplyDefaultType,
  canApplyFirstId,
  DEFAULT_MEDIA_TYPE_CHOICES,
  isImportedRow,
  withMediaType,
  type DefaultMediaType,
  type ImportRow,
} from './import-rows';
import { ImportReviewTable, type PickerKind } from './ImportReviewTable';
import { fetchEpisodeTitle, type TmdbPick } from './manual-import-api';
import { loadRecentFolders, rememberRecentFolder, type RecentFolder } from './recent-folders';
import { TmdbPickerDialog } from './TmdbPickerDialog';
import { useImportRun } from './use-import-run';
import { useImportScan } from './use-import-scan';
import { SeasonEpisodePickerDialog } from './SeasonEpisodePickerDialog';
import { plural } from '../../../format/plural';

interface ManualImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Manual import: pick a folder, review what the scan read from each file, correct it, import. */
export function ManualImportDialog({ open, onClose }: ManualImportDialogProps) {
  const [path, setPath] = useState('');
  const [folder, setFolder] = useState<string | null>(null);
  const [recentFolders, setRecentFolders] = useState<RecentFolder[]>(() => loadRecentFolders());
  // Below the app's mobile width (768 px) the review table needs the whole screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  const close = () => {
    setFolder(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth fullScreen={phone} maxWidth={folder === null ? 'sm' : 'xl'}>
      {folder === null ? (
        <>
          <DialogTitle>Manual Import - Select Folder</DialogTitle>
          <DialogContent dividers>
            <FolderStep
              path={path}
              onPathChange={setPath}
              recentFolders={recentFolders}
              onStart={(chosen) => {
                setRecentFolders(rememberRecentFolder(chosen));
                setFolder(chosen);
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
          </DialogActions>
        </>
      ) : (
        <ImportReview folder={folder} onBack={() => setFolder(null)} onClose={close} />
      )}
    </Dialog>
  );
}

type OpenPicker = { kind: PickerKind; row: ImportRow } | null;

interface ImportReviewProps {
  folder: string;
  onBack: () => void;
  onClose: () => void;
}

/** Step 2, "Manual Import - {folder}": the streamed review table, its controls and the import. */
function ImportReview({ folder, onBack, onClose }: ImportReviewProps) {
  const api = useApi();
  const [defaultType, setDefaultType] = useState<DefaultMediaType>('default');
  const scan = useImportScan(folder, defaultType);
  const importRun = useImportRun();
  const [picker, setPicker] = useState<OpenPicker>(null);
  const { rows, setRows } = scan;
  const startScan = scan.start;

  // The scan starts as soon as the step shows (and again for another folder).
  useEffect(() => {
    startScan();
  }, [startScan]);

  const update = useCallback(
    (id: string, change: (row: ImportRow) => ImportRow) =>
      setRows((current) => current.map((r) => (r.id === id ? change(r) : r))),
    [setRows],
  );

  /** Fetches the episode title of each tv row that has a series, season and episode; a failure is ignored. */
  const refreshEpisodeTitles = useCallback(
    (targets: readonly ImportRow[]) => {
      for (const row of targets) {
        if (row.mediaType !== 'tv' || row.seriesId === null || row.season === null || row.episode === null) continue;
        void fetchEpisodeTitle(api, row.seriesId, row.season, row.episode).then((title) => {
          if (title !== null) update(row.id, (r) => ({ ...r, title }));
        });
      }
    },
    [api, update],
  );

  const leave = (then: () => void) => {
    scan.cancel();
    importRun.cancel();
    then();
  };

  const selected = rows.filter((r) => r.selected);
  const remaining = Math.max(0, scan.total - scan.processed);
  const busy = importRun.importing;

  const pick = (choice: TmdbPick) => {
    if (!picker) return;
    const target = picker.row;
    setPicker(null);
    if (picker.kind === 'series') {
      const change = (r: ImportRow): ImportRow => ({
        ...withMediaType(r, 'tv'),
        series: choice.title,
        seriesId: choice.tmdbId,
      });
      update(target.id, change);
      refreshEpisodeTitles([change(target)]);
    } else {
      update(target.id, (r) => ({
        ...withMediaType(r, 'movie'),
        movieTitle: choice.title,
        movieId: choice.tmdbId,
        year: choice.year ?? r.year,
      }));
    }
  };

  const startImport = () => {
    if (selected.length === 0 || scan.scanning) return;
    // Each file is marked as it ends: a linked one is done and can't be imported again.
    void importRun.run(selected, (row, imported) =>
      update(row.id, (r) => ({ ...r, imported, selected: isImportedRow({ ...r, imported }) ? false : r.selected })),
    );
  };

  return (
    <>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {`Manual Import - ${folder}`}
        </Box>
        <IconButton aria-label="Close" onClick={() => leave(onClose)}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
          {scan.scanning && (
            <Button variant="outlined" color="warning" onClick={scan.stop}>
              Stop Scan
            </Button>
          )}
          {!scan.scanning && scan.stopped && remaining > 0 && (
            <Button variant="outlined" onClick={scan.resume} disabled={busy}>
              {`Continue Scan (${remaining} remaining)`}
            </Button>
          )}
          <TextField
            select
            size="small"
            label="Default media type"
            value={defaultType}
            onChange={(event) => setDefaultType(event.target.value as DefaultMediaType)}
            sx={{ minWidth: 160 }}
            disabled={busy}
          >
            {DEFAULT_MEDIA_TYPE_CHOICES.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={busy || !canApplyDefaultType(rows, defaultType)}
            onClick={() => setRows((current) => applyDefaultType(current, defaultType))}
          >
            Apply to Selected
          </Button>
          <Button
            variant="outlined"
            disabled={busy || !canApplyFirstId(rows)}
            onClick={() => {
              const next = applyFirstId(rows);
              setRows(next);
              refreshEpisodeTitles(next.filter((r) => r.selected));
            }}
          >
            Apply First TMDB ID to All Selected
          </Button>
          {scan.total > 0 && (
            <Typography variant="body2" color="textSecondary" sx={{ ml: 'auto' }}>
              {`${scan.processed} / ${scan.total}`}
            </Typography>
          )}
        </Box>

        {scan.truncated && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {`Only the first ${scan.total.toLocaleString('en-US')} files were listed: the folder holds more. Choose one of its subfolders to import the rest.`}
          </Alert>
        )}

        {busy && importRun.progress && (
          <Box sx={{ mb: 2 }} role="status">
            <Typography variant="subtitle1">Importing Files...</Typography>
            <LinearProgress
              variant="determinate"
              value={(importRun.progress.completed / Math.max(1, importRun.progress.total)) * 100}
              sx={{ my: 1 }}
            />
            <Typography variant="body2">{`Processing ${importRun.progress.completed} of ${plural(importRun.progress.total, 'file')}`}</Typography>
            {importRun.progress.current !== '' && (
              <Typography variant="body2" color="textSecondary">{`Current: ${importRun.progress.current}`}</Typography>
            )}
          </Box>
        )}

        {scan.waitingForFirst && rows.length === 0 ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 6 }}>
            <CircularProgress />
            <Typography>Scanning and parsing media files...</Typography>
            <Typography variant="body2" color="textSecondary">
              Files will appear as they are processed
            </Typography>
          </Box>
        ) : scan.finishedEmpty && rows.length === 0 ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography variant="h6">No Media Files Found</Typography>
            <Typography color="textSecondary">
              No video files were found in the selected folder. Please ensure the folder contains supported video files
              (.mkv, .mp4, .avi, etc.).
            </Typography>
          </Box>
        ) : (
          <ImportReviewTable
            rows={rows}
            onChange={update}
            onToggle={(id) => update(id, (r) => ({ ...r, selected: !r.selected }))}
            onToggleAll={(value) =>
              setRows((current) => current.map((r) => (isImportedRow(r) ? r : { ...r, selected: value })))
            }
            onOpenPicker={(kind, row) => setPicker({ kind, row })}
            disabled={busy}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => leave(onBack)} disabled={busy}>
          Back
        </Button>
        <Button onClick={() => leave(onClose)}>Cancel</Button>
        <Button variant="contained" onClick={startImport} disabled={busy || scan.scanning || selected.length === 0}>
          {selected.length > 0 ? `Import (${selected.length})` : 'Import'}
        </Button>
      </DialogActions>

      <TmdbPickerDialog
        open={picker?.kind === 'series' || picker?.kind === 'movie'}
        mediaType={picker?.kind === 'series' ? 'tv' : 'movie'}
        initialQuery={picker ? (picker.kind === 'series' ? picker.row.series : picker.row.movieTitle) : ''}
        onClose={() => setPicker(null)}
        onPick={pick}
      />
      <SeasonEpisodePickerDialog
        open={picker?.kind === 'season' || picker?.kind === 'episode'}
        kind={picker?.kind === 'episode' ? 'episode' : 'season'}
        row={picker?.row ?? null}
        onClose={() => setPicker(null)}
        onPick={(change) => {
          if (!picker) return;
          const id = picker.row.id;
          setPicker(null);
          update(id, (r) => ({ ...r, ...change }));
        }}
      />
    </>
  );
}
