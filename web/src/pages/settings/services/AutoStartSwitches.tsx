import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import {
  AUTO_START_SETTINGS,
  fetchAutoStart,
  saveAutoStart,
  type AutoStartKey,
  type AutoStartValues,
} from './mediahub-api';

/**
 * The MediaHub and standalone real-time-monitor auto-start switches. Each flips at once and is saved
 * through `update-silent`; a failed save puts the switch back (spec §4). Start and Stop of the
 * service are remembered in MEDIAHUB_AUTO_START by the server, so the switches are read again
 * whenever `serviceRunning` changes.
 */
export function AutoStartSwitches({
  onResult,
  serviceRunning,
}: {
  onResult: (text: string, ok: boolean) => void;
  serviceRunning?: boolean | undefined;
}) {
  const api = useApi();
  const [values, setValues] = useState<AutoStartValues | null>(null);
  const saving = useRef(new Set<AutoStartKey>());

  useEffect(() => {
    const controller = new AbortController();
    fetchAutoStart(api, controller.signal).then(setValues, () => {
      // Unreadable config: the switches stay disabled rather than guess a value.
    });
    return () => controller.abort();
  }, [api, serviceRunning]);

  const toggle = async (key: AutoStartKey, name: string, on: boolean) => {
    if (saving.current.has(key)) return;
    saving.current.add(key);
    setValues((current) => (current ? { ...current, [key]: on } : current));
    try {
      await saveAutoStart(api, key, on);
      onResult(`${name} ${on ? 'enabled' : 'disabled'} successfully`, true);
    } catch {
      setValues((current) => (current ? { ...current, [key]: !on } : current));
      onResult(`Failed to update ${name} setting`, false);
    } finally {
      saving.current.delete(key);
    }
  };

  return (
    <Stack>
      {AUTO_START_SETTINGS.map((setting) => (
        <FormControlLabel
          key={setting.key}
          label={setting.label}
          control={
            <Switch
              checked={values?.[setting.key] ?? false}
              disabled={values === null}
              onChange={(event) => void toggle(setting.key, setting.name, event.target.checked)}
            />
          }
        />
      ))}
    </Stack>
  );
}
