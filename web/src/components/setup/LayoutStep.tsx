import FolderRounded from '@mui/icons-material/FolderRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ConfigUpdateEntry } from '@cinesync/common';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import type { StepProps } from './FoldersStep';
import { saveSettings } from './setup-api';
import { isTrue, itemOf, libraryFolders, SEPARATIONS } from './setup-rules';
import { StepActions } from './StepActions';

type LinkType = 'absolute' | 'relative';

/** Step 3: the layout basics, separate anime / 4K / kids folders and the kind of link. */
export function LayoutStep({ items, onDone, onBack }: StepProps) {
  const api = useApi();
  const saved = Object.fromEntries(SEPARATIONS.map((s) => [s.key, isTrue(itemOf(items, s.key)?.value)]));
  const savedLink: LinkType = isTrue(itemOf(items, 'RELATIVE_SYMLINK')?.value) ? 'relative' : 'absolute';
  const [switches, setSwitches] = useState<Record<string, boolean>>(saved);
  const [link, setLink] = useState<LinkType>(savedLink);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const folders = libraryFolders(items, switches);

  const save = async () => {
    const updates: ConfigUpdateEntry[] = [];
    for (const { key } of SEPARATIONS) {
      if (switches[key] !== saved[key] && !itemOf(items, key)?.locked) {
        updates.push({ key, value: String(switches[key] ?? false) });
      }
    }
    if (link !== savedLink && !itemOf(items, 'RELATIVE_SYMLINK')?.locked) {
      updates.push({ key: 'RELATIVE_SYMLINK', value: String(link === 'relative') });
    }
    setSaving(true);
    setFailure(null);
    try {
      await saveSettings(api, updates);
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The layout could not be saved');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        How the library is laid out
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Movies and shows get folders of their own. These can be changed later in Settings, and the library re-organised.
      </Typography>

      <Box sx={{ display: 'flex', flexDirection: 'column', mb: 2 }}>
        {SEPARATIONS.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            disabled={itemOf(items, key)?.locked}
            control={
              <Switch
                checked={switches[key] ?? false}
                onChange={(event) => setSwitches((current) => ({ ...current, [key]: event.target.checked }))}
              />
            }
          />
        ))}
      </Box>

      {folders.length > 0 && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="body2" color="textSecondary" id="library-folders-preview">
            The library folder will hold:
          </Typography>
          <Box
            component="ul"
            aria-labelledby="library-folders-preview"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {folders.map((folder) => (
              <Box
                component="li"
                key={folder}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  px: 1,
                  py: 0.25,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                  fontSize: '0.85rem',
                }}
              >
                <FolderRounded fontSize="inherit" color="primary" aria-hidden />
                {folder}/
              </Box>
            ))}
          </Box>
        </Box>
      )}

      <FormControl disabled={itemOf(items, 'RELATIVE_SYMLINK')?.locked}>
        <FormLabel id="link-type-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Link type
        </FormLabel>
        <RadioGroup
          aria-labelledby="link-type-label"
          value={link}
          onChange={(event) => setLink(event.target.value as LinkType)}
        >
          <FormControlLabel
            value="absolute"
            control={<Radio />}
            label={
              <LinkChoice
                title="Absolute links"
                text="Each link names its source's full path. Right when everything runs on this machine."
              />
            }
            sx={{ alignItems: 'flex-start', mt: 1 }}
          />
          <FormControlLabel
            value="relative"
            control={<Radio />}
            label={
              <LinkChoice
                title="Relative links"
                text="Links lead to their source from where they are. They keep working when the source and library folders move together, as into a container."
              />
            }
            sx={{ alignItems: 'flex-start', mt: 1 }}
          />
        </RadioGroup>
      </FormControl>

      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <StepActions back={onBack && <Button onClick={onBack}>Back</Button>}>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving…' : 'Save and continue'}
        </Button>
      </StepActions>
    </Box>
  );
}

function LinkChoice({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ pt: 1 }}>
      <Typography>{title}</Typography>
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
    </Box>
  );
}
