import type { FolderMapping } from '@cinesync/common';
import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { NoticeSnackbar, SPOOFING_TOAST_MS, useNotice } from '../services/notice';
import { ApiKeyField } from './ApiKeyField';
import { FolderMappings } from './FolderMappings';
import { applyMappingDraft, newMappingDraft, withoutMapping } from './mapping-draft';
import { MappingDialog } from './MappingDialog';
import { SetupInstructions } from './SetupInstructions';
import { useSpoofingConfig } from './use-spoofing-config';

/** The instance name Bazarr sees: fixed, the product's (spec §2). */
const INSTANCE_NAME = 'CineSync';

export const FOLDER_MODE_ON_TEXT =
  'Each mapping gives a folder its own API key: a request with that key sees only that folder.';
export const FOLDER_MODE_OFF_TEXT = 'Folder mode is off: only the main API key is accepted; mapping keys are ignored.';

type Editing = { original: FolderMapping | null; initial: FolderMapping };

/** The Spoofing tab of Settings: CineSync posing as Radarr and Sonarr for Bazarr (spec §2, §4, §8). */
export function SpoofingTab() {
  const { notice, show, close } = useNotice();
  const spoofing = useSpoofingConfig(show);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { saved, busy } = spoofing;

  const copyKey = useCallback(async () => {
    if (!saved || saved.apiKey === '') return;
    try {
      await navigator.clipboard.writeText(saved.apiKey);
      show('API key copied to clipboard', 'success');
    } catch {
      show('Failed to copy API key', 'error');
    }
  }, [saved, show]);

  if (!saved) {
    return spoofing.loadFailed ? (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={spoofing.retry}>
            Retry
          </Button>
        }
      >
        Failed to load configuration
      </Alert>
    ) : (
      <LinearProgress aria-label="Loading spoofing settings" />
    );
  }

  const saveDraft = async (draft: FolderMapping): Promise<string | null> => {
    const adding = editing?.original == null;
    const next = applyMappingDraft(saved.folderMappings, draft, editing?.original?.folderPath ?? null);
    const refusal = await spoofing.saveMappings(
      next,
      adding ? 'Folder mapping added successfully' : 'Folder mapping updated successfully',
      'Failed to save folder mapping',
    );
    if (refusal === null) setEditing(null);
    return refusal;
  };

  const deleteMapping = (mapping: FolderMapping) =>
    void spoofing.saveMappings(
      withoutMapping(saved.folderMappings, mapping.folderPath),
      'Folder mapping deleted successfully',
      'Failed to delete folder mapping',
    );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Radarr and Sonarr for Bazarr
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            CineSync can pose as Radarr (movies) and Sonarr (shows) so Bazarr finds subtitles for your library.
          </Typography>
          <FormControlLabel
            label="Enable Spoofing"
            control={
              <Switch
                checked={saved.enabled}
                disabled={busy}
                onChange={(event) => void spoofing.toggle('enabled', event.target.checked)}
              />
            }
            sx={{ mb: 2 }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Instance Name" value={INSTANCE_NAME} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField
              label="Reported Version"
              value={spoofing.version}
              onChange={(event) => spoofing.setVersion(event.target.value)}
              disabled={!saved.enabled}
              helperText={
                saved.enabled
                  ? 'The Radarr version Bazarr sees; Save Configuration keeps it'
                  : 'Enable spoofing to change it'
              }
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ApiKeyField
                apiKey={saved.apiKey}
                generating={spoofing.generating}
                disabled={busy}
                onCopy={() => void copyKey()}
                onRegenerate={() => void spoofing.regenerate()}
              />
            </Box>
          </Box>
        </CardContent>
      </Card>

      {saved.enabled && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="h6" component="h2" sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' }, minWidth: 0 }}>
                  Folder Mappings
                </Typography>
                <FormControlLabel
                  label="Folder Mode"
                  control={
                    <Switch
                      checked={saved.folderMode}
                      disabled={busy}
                      onChange={(event) => void spoofing.toggle('folderMode', event.target.checked)}
                    />
                  }
                />
                <Button
                  variant="outlined"
                  startIcon={<AddRounded />}
                  disabled={busy}
                  onClick={() => setEditing({ original: null, initial: newMappingDraft() })}
                >
                  Add Mapping
                </Button>
              </Box>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
                {saved.folderMode ? FOLDER_MODE_ON_TEXT : FOLDER_MODE_OFF_TEXT}
              </Typography>
              <FolderMappings
                mappings={saved.folderMappings}
                disabled={busy}
                onEdit={(mapping) => setEditing({ original: mapping, initial: { ...mapping } })}
                onDelete={deleteMapping}
              />
              {spoofing.problem && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {spoofing.problem}
                </Alert>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 2 }}>
                <Button onClick={() => void spoofing.reset()} disabled={busy}>
                  Reset
                </Button>
                <Button variant="contained" onClick={() => void spoofing.saveConfiguration()} disabled={busy}>
                  Save Configuration
                </Button>
              </Box>
            </CardContent>
          </Card>
          <SetupInstructions apiKey={saved.apiKey} origin={window.location.origin} />
        </>
      )}

      {editing && (
        <MappingDialog
          original={editing.original}
          initial={editing.initial}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={saveDraft}
          onMissing={(text) => show(text, 'error')}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={close} durationMs={SPOOFING_TOAST_MS} />
    </Stack>
  );
}
