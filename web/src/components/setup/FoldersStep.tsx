import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConfigItem, ConfigUpdateEntry } from '@cinesync/common';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useAuth } from '../../app/auth/auth-context';
import { FolderField } from './FolderField';
import { saveSettings } from './setup-api';
import {
  isPasswordError,
  itemOf,
  libraryValue,
  problemsByKey,
  sameFolder,
  splitFolders,
  type FieldProblem,
} from './setup-rules';
import { StepActions } from './StepActions';

export interface StepProps {
  items: readonly ConfigItem[];
  /** Called once the step's settings are saved (or had nothing to save). */
  onDone: () => void;
  onBack?: () => void;
}

const lockedNote = 'Set by the environment; change it where CineSync is started.';

/** Step 1: the source folders the downloads are in, and the folder the library is built in. */
export function FoldersStep({ items, onDone }: StepProps) {
  const api = useApi();
  const { authEnabled } = useAuth();
  const sourceItem = itemOf(items, 'SOURCE_DIR');
  const libraryItem = itemOf(items, 'DESTINATION_DIR');
  const savedSources = splitFolders(sourceItem?.value ?? '');
  const savedLibrary = libraryValue(libraryItem?.value ?? '');
  const [sources, setSources] = useState<string[]>(savedSources.length > 0 ? savedSources : ['']);
  const [library, setLibrary] = useState(savedLibrary);
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Map<string, FieldProblem[]>>(new Map());
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const chosenSources = sources.map((s) => s.trim()).filter((s) => s !== '');
  const sourcesChanged = chosenSources.join(',') !== savedSources.join(',');
  const libraryChanged = library.trim() !== savedLibrary;
  const sourcesSent = sourcesChanged && !sourceItem?.locked;
  const librarySent = libraryChanged && !libraryItem?.locked;
  // The server says which settings need the password one signed in with (`protected`).
  const askPassword =
    authEnabled &&
    ((sourcesSent && sourceItem?.protected === true) || (librarySent && libraryItem?.protected === true));

  const missing: string[] = [];
  if (chosenSources.length === 0) missing.push('Choose at least one source folder.');
  if (library.trim() === '') missing.push('Choose the library folder.');

  const save = async () => {
    setSaving(true);
    setProblems(new Map());
    setPasswordError(null);
    setFailure(null);
    const updates: ConfigUpdateEntry[] = [];
    if (sourcesSent) updates.push({ key: 'SOURCE_DIR', value: chosenSources.join(',') });
    if (librarySent) updates.push({ key: 'DESTINATION_DIR', value: library.trim() });
    try {
      await saveSettings(api, updates, askPassword ? password : undefined);
    } catch (error) {
      setSaving(false);
      if (isPasswordError(error)) setPasswordError((error as Error).message);
      else if (problemsByKey(error).size > 0) setProblems(problemsByKey(error));
      else setFailure(error instanceof Error ? error.message : 'The folders could not be saved');
      return;
    }
    setSaving(false);
    onDone();
  };

  const sourceProblems = problems.get('SOURCE_DIR') ?? [];
  const libraryProblems = problems.get('DESTINATION_DIR') ?? [];
  /** A source's own problem goes under its field; the rest (an overlap) under the list. */
  const rowOf = (problem: FieldProblem) =>
    problem.folder === undefined
      ? -1
      : sources.findIndex((source) => source.trim() !== '' && sameFolder(problem.folder ?? '', source));
  const problemOf = (index: number) => sourceProblems.find((p) => rowOf(p) === index)?.text;
  const otherSourceProblems = sourceProblems.filter((p) => rowOf(p) === -1);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0 && !saving && (!askPassword || password !== '')) void save();
      }}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        Where are your files?
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        CineSync reads your downloads from the source folders and never changes them. It builds the organised library as
        links in the library folder, where Plex, Jellyfin or the file browser can read it.
      </Typography>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          Source folders
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          Folders holding downloaded movies and shows. Each must exist and be readable by the server.
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {sources.map((source, index) => (
            <FolderField
              key={index}
              label={sources.length === 1 ? 'Source folder' : `Source folder ${index + 1}`}
              name={sources.length === 1 ? 'a source' : `source ${index + 1}`}
              purpose="source"
              value={source}
              error={problemOf(index)}
              disabled={sourceItem?.locked}
              onChange={(value) => setSources((list) => list.map((s, i) => (i === index ? value : s)))}
              onRemove={sources.length > 1 ? () => setSources((list) => list.filter((_, i) => i !== index)) : undefined}
            />
          ))}
        </Box>
        {otherSourceProblems.map((problem) => (
          <Typography key={problem.text} color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
            {problem.text}
          </Typography>
        ))}
        {sourceItem?.locked ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {lockedNote}
          </Typography>
        ) : (
          <Button
            startIcon={<AddRounded />}
            onClick={() => setSources((list) => [...list, ''])}
            sx={{ mt: 1 }}
            size="small"
          >
            Add another source folder
          </Button>
        )}
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          Library folder
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          An existing folder the server can write to, outside the source folders.
        </Typography>
        <FolderField
          label="Library folder"
          name="the library"
          purpose="library"
          value={library}
          onChange={setLibrary}
          disabled={libraryItem?.locked}
          error={libraryProblems.length > 0 ? libraryProblems.map((p) => p.text).join(' ') : undefined}
          helperText={libraryItem?.locked ? lockedNote : undefined}
        />
      </Box>

      {askPassword && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          size="small"
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError !== null}
          helperText={passwordError ?? 'Folder settings are protected: enter the password you signed in with.'}
        />
      )}

      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}

      <StepActions>
        <Button
          type="submit"
          variant="contained"
          disabled={missing.length > 0 || saving || (askPassword && password === '')}
        >
          {saving ? 'Saving…' : 'Save and continue'}
        </Button>
      </StepActions>
      {missing.length > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1, textAlign: 'right' }}>
          {missing.join(' ')}
        </Typography>
      )}
    </Box>
  );
}
