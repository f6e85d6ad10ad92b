import type { ConfigItem } from '@cinesync/common';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { isApiRequestError } from '../../../api/api-request-error';
import { useConfigStatusQuery } from '../../../api/queries';
import { queryKeys } from '../../../api/query-keys';
import { useAuth } from '../../../app/auth/auth-context';
import {
  CONFIG_STATUS_REFRESH_EVENT,
  dispatchConfigStatusRefresh,
  useWindowEvent,
} from '../../../app/refresh/refresh-event';
import { tmdbKeyWarning } from '../../../components/connection-test/connection-test-api';
import { loadConfig, saveConfig } from './general-api';
import { buildUpdates, reconcile, withChange, type PendingChanges } from './pending-changes';
import { isPasswordRequiredError, protectedKeysIn } from './protected-settings';

/** Spec §4: the config status is checked again about 0.5 s after a save. */
const STATUS_RECHECK_MS = 500;

const SAVE_FAILED = 'Failed to save configuration';

interface Toast {
  severity: 'success' | 'error';
  message: string;
}

interface GeneralSettingsOptions {
  /** Told the keys of each save the server accepted (a naming change may call for re-organising). */
  onSaved?: (keys: readonly string[]) => void;
}

/** The General tab's state: the config, the pending edits and the save flow of spec §4 "Settings editing". */
export function useGeneralSettings({ onSaved }: GeneralSettingsOptions = {}) {
  const api = useApi();
  const { authEnabled } = useAuth();
  const configQuery = useQuery({ queryKey: queryKeys.config, queryFn: ({ signal }) => loadConfig(api, signal) });
  const statusQuery = useConfigStatusQuery();
  const items: readonly ConfigItem[] = useMemo(() => configQuery.data?.config ?? [], [configQuery.data]);

  const [pending, setPending] = useState<PendingChanges>({});
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [serverWantsPassword, setServerWantsPassword] = useState(false);
  /** The question asked about a TMDB key that failed its test; once shown, Save saves anyway. */
  const [keyWarning, setKeyWarning] = useState<string | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const recheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(recheck.current), []);

  // A reload (after a save elsewhere, a live config change) drops edits that now match what is saved.
  useEffect(() => {
    setPending((current) => reconcile(current, items));
  }, [items]);

  const { refetch: refetchConfig } = configQuery;
  const { refetch: refetchStatus } = statusQuery;
  useWindowEvent(CONFIG_STATUS_REFRESH_EVENT, () => {
    void refetchConfig();
    void refetchStatus();
  });

  const updates = useMemo(() => buildUpdates(pending, items), [pending, items]);
  const askPassword =
    serverWantsPassword ||
    (authEnabled &&
      protectedKeysIn(
        updates.map((update) => update.key),
        items,
      ).length > 0);

  const change = useCallback((item: ConfigItem, value: string) => {
    setPending((current) => withChange(current, item, value));
  }, []);

  const requestSave = useCallback(() => {
    if (updates.length === 0) {
      setToast({ severity: 'error', message: 'No changes to save' });
      return;
    }
    setSaveError(null);
    setConfirmOpen(true);
  }, [updates.length]);

  const cancelSave = useCallback(() => {
    setConfirmOpen(false);
    setSaveError(null);
    setServerWantsPassword(false);
    setKeyWarning(null);
  }, []);

  const save = useCallback(
    async (currentPassword: string | undefined) => {
      if (updates.length === 0) {
        setConfirmOpen(false);
        setToast({ severity: 'error', message: 'No changes to save' });
        return;
      }
      setSaving(true);
      setSaveError(null);
      if (keyWarning === null) {
        const warning = await tmdbKeyWarning(api, updates);
        if (warning !== null) {
          setKeyWarning(warning);
          setSaving(false);
          return;
        }
      }
      try {
        await saveConfig(api, currentPassword === undefined ? { updates } : { updates, currentPassword });
      } catch (failure) {
        setSaving(false);
        if (isPasswordRequiredError(failure)) {
          // Wrong or missing password: keep the dialog and say why, so it can be typed again.
          setServerWantsPassword(true);
          setSaveError((failure as Error).message);
          return;
        }
        setConfirmOpen(false);
        setServerWantsPassword(false);
        setKeyWarning(null);
        setToast({
          severity: 'error',
          message: isApiRequestError(failure) && failure.message ? failure.message : SAVE_FAILED,
        });
        return;
      }
      onSaved?.(updates.map((update) => update.key));
      await refetchConfig();
      clearTimeout(recheck.current);
      recheck.current = setTimeout(() => {
        void refetchStatus();
        dispatchConfigStatusRefresh();
      }, STATUS_RECHECK_MS);
      setPending({});
      setSaving(false);
      setConfirmOpen(false);
      setServerWantsPassword(false);
      setKeyWarning(null);
      setToast({ severity: 'success', message: 'Configuration saved successfully' });
    },
    [api, updates, keyWarning, refetchConfig, refetchStatus, onSaved],
  );

  const refresh = useCallback(() => {
    void refetchConfig();
    void refetchStatus();
  }, [refetchConfig, refetchStatus]);

  return {
    items,
    loading: configQuery.isPending,
    loadFailed: configQuery.isError,
    needsConfiguration: statusQuery.data?.needsConfiguration ?? false,
    pending,
    updates,
    change,
    refresh,
    refreshing: configQuery.isFetching,
    requestSave,
    cancelSave,
    save,
    confirmOpen,
    saving,
    saveError,
    askPassword,
    keyWarning,
    toast,
    closeToast: () => setToast(null),
  };
}
