import type { FolderMapping, SpoofingConfigDto } from '@cinesync/common';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { isApiRequestError } from '../../../api/api-request-error';
import { fetchSpoofingConfig, regenerateSpoofingKey, saveSpoofingConfig } from './spoofing-api';

type Notify = (text: string, severity: 'success' | 'error') => void;

/** The server's reason for a refusal (a 400 names the bad folder), when it gave one. */
function refusalOf(error: unknown): string | null {
  return isApiRequestError(error) && error.status === 400 ? error.message : null;
}

/**
 * The Spoofing tab's state. `saved` is what the server holds; the reported version is the only
 * draft (kept until Save Configuration or Reset). Toggles and mapping changes save at once, over
 * the saved configuration, so they never carry an unsaved version along. One request at a time.
 */
export function useSpoofingConfig(notify: Notify) {
  const api = useApi();
  const [saved, setSaved] = useState<SpoofingConfigDto | null>(null);
  const [draftVersion, setDraftVersion] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [generating, setGenerating] = useState(false);
  /** The server's reason for the last refused configuration save. */
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal): Promise<boolean> => {
      try {
        const config = await fetchSpoofingConfig(api, signal);
        if (signal?.aborted) return false;
        setSaved(config);
        setDraftVersion(null);
        setLoadFailed(false);
        setProblem(null);
        return true;
      } catch {
        if (signal?.aborted) return false;
        setLoadFailed(true);
        notify('Failed to load configuration', 'error');
        return false;
      }
    },
    [api, notify],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  /** The enabled and folder mode switches: flip at once, save, revert on failure (spec §4). */
  const toggle = async (field: 'enabled' | 'folderMode', next: boolean) => {
    const before = saved;
    if (!before || busy) return;
    const label = field === 'enabled' ? 'Spoofing' : 'Folder mode';
    setSaved({ ...before, [field]: next });
    setBusy(true);
    try {
      setSaved(await saveSpoofingConfig(api, { ...before, [field]: next }));
      notify(`${label} ${next ? 'enabled' : 'disabled'}`, 'success');
    } catch {
      setSaved((current) => current && { ...current, [field]: before[field] });
      notify(field === 'enabled' ? 'Failed to toggle spoofing' : 'Failed to toggle folder mode', 'error');
    } finally {
      setBusy(false);
    }
  };

  const regenerate = async () => {
    if (busy) return;
    setBusy(true);
    setGenerating(true);
    try {
      const answer = await regenerateSpoofingKey(api);
      setSaved((current) => (current ? { ...current, apiKey: answer.apiKey } : answer));
      notify('API key regenerated successfully', 'success');
    } catch {
      notify('Failed to regenerate API key', 'error');
    } finally {
      setGenerating(false);
      setBusy(false);
    }
  };

  /** Save a new mapping list; resolves to null on success, else the reason to show in the dialog. */
  const saveMappings = async (
    folderMappings: FolderMapping[],
    success: string,
    failure: string,
  ): Promise<string | null> => {
    const before = saved;
    if (!before || busy) return failure;
    setBusy(true);
    try {
      setSaved(await saveSpoofingConfig(api, { ...before, folderMappings }));
      notify(success, 'success');
      return null;
    } catch (error) {
      notify(failure, 'error');
      return refusalOf(error) ?? failure;
    } finally {
      setBusy(false);
    }
  };

  const saveConfiguration = async () => {
    const before = saved;
    if (!before || busy) return;
    setBusy(true);
    try {
      setSaved(await saveSpoofingConfig(api, { ...before, version: draftVersion ?? before.version }));
      setDraftVersion(null);
      setProblem(null);
      notify('Configuration saved successfully', 'success');
    } catch (error) {
      setProblem(refusalOf(error));
      notify('Failed to save configuration', 'error');
    } finally {
      setBusy(false);
    }
  };

  /** Drop the unsaved edits and read the configuration again. */
  const reset = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (await load()) notify('Configuration reset successfully', 'success');
    } finally {
      setBusy(false);
    }
  };

  return {
    saved,
    version: draftVersion ?? saved?.version ?? '',
    setVersion: setDraftVersion,
    loadFailed,
    busy,
    generating,
    problem,
    toggle,
    regenerate,
    saveMappings,
    saveConfiguration,
    reset,
    retry: () => void load(),
  };
}
