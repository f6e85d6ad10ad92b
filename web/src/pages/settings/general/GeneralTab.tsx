import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import type { ConfigCategory, ConfigItem } from '@cinesync/common';
import { useEffect, useMemo, useState } from 'react';
import { NamingTokenDialog } from '../naming/NamingTokenDialog';
import { namingKindOfKey } from '../naming/naming-format-keys';
import { itemsOfCategory, visibleCategories } from './category-layout';
import { CategoryPanel } from './CategoryPanel';
import { configCardId } from './config-display';
import { connectionTestFor } from './ConnectionTests';
import { countByCategory, effectiveValue } from './pending-changes';
import { ReorganiseBanner } from './ReorganiseBanner';
import { SaveConfirmDialog } from './SaveConfirmDialog';
import { SettingsSearch } from './SettingsSearch';
import { useGeneralSettings } from './use-general-settings';
import { useReorganiseCheck } from './use-reorganise-check';

/** Spec §9: settings toasts stay 6 s for an error, 4 s for a success. */
const ERROR_TOAST_MS = 6000;
const SUCCESS_TOAST_MS = 4000;

interface GeneralTabProps {
  /** Told whether edits are unsaved, so the page can ask before they are lost; false on unmount. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The General tab: one sub-tab per config category, a search across them, pending edits, and the save flow. */
export function GeneralTab({ onDirtyChange }: GeneralTabProps) {
  const reorganise = useReorganiseCheck();
  const settings = useGeneralSettings({ onSaved: reorganise.afterSave });
  const { items, pending, updates } = settings;
  const categories = useMemo(() => visibleCategories(items), [items]);
  const searchable = useMemo(
    () => categories.flatMap((category) => itemsOfCategory(items, category)),
    [categories, items],
  );
  /** The setting a search result opened, focused once its sub-tab is on screen. */
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const counts = useMemo(() => countByCategory(pending, items), [pending, items]);
  const [chosen, setChosen] = useState<ConfigCategory | null>(null);
  const active = chosen && categories.includes(chosen) ? chosen : (categories[0] ?? null);
  const [helperKey, setHelperKey] = useState<string | null>(null);
  const helperItem = helperKey ? items.find((item) => item.key === helperKey) : undefined;
  const helperKind = helperItem ? namingKindOfKey(helperItem.key) : null;
  const originals = useMemo(() => new Map(items.map((item) => [item.key, item.value])), [items]);
  const labels = useMemo(() => new Map(items.map((item) => [item.key, item.label])), [items]);
  const fieldAction = (item: ConfigItem) => {
    const valueOf = (key: string) => {
      const found = items.find((candidate) => candidate.key === key);
      return found ? effectiveValue(pending, found) : '';
    };
    return connectionTestFor(item, valueOf, (key) => originals.get(key) ?? '');
  };
  const count = updates.length;

  useEffect(() => {
    onDirtyChange?.(count > 0);
  }, [count, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  useEffect(() => {
    if (focusKey === null) return;
    const card = document.getElementById(configCardId(focusKey));
    const field = card?.querySelector<HTMLElement>(FOCUSABLE_FIELD);
    card?.scrollIntoView?.({ block: 'center' });
    field?.focus();
    setFocusKey(null);
  }, [focusKey, active]);

  return (
    <Box
      onKeyDown={(event) => {
        // Ctrl/⌘+S saves from anywhere in the tab, like an editor; with nothing pending it says so.
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault();
          settings.requestSave();
        }
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        {searchable.length > 0 && (
          <SettingsSearch
            items={searchable}
            onPick={(item) => {
              setChosen(item.category);
              setFocusKey(item.key);
            }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Reload configuration">
          <span>
            <IconButton aria-label="Refresh configuration" onClick={settings.refresh} disabled={settings.refreshing}>
              {settings.refreshing ? <CircularProgress size={20} /> : <RefreshRounded />}
            </IconButton>
          </span>
        </Tooltip>
        {count > 0 && (
          <Button variant="contained" startIcon={<SaveRounded />} onClick={settings.requestSave}>
            Save {count} Changes
          </Button>
        )}
      </Box>

      {settings.needsConfiguration && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Configuration required: DESTINATION_DIR is not properly set. Please update the destination directory path
          below.
        </Alert>
      )}
      {count > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You have {count} unsaved change(s). Don't forget to save your configuration.
        </Alert>
      )}
      <ReorganiseBanner changes={reorganise.changes} onDismiss={reorganise.dismiss} />
      {settings.loadFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to load configuration
        </Alert>
      )}
      {settings.loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading configuration" />
        </Box>
      )}

      {active && (
        <>
          <Tabs
            value={active}
            onChange={(_, value: ConfigCategory) => setChosen(value)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Configuration categories"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
          >
            {categories.map((category) => (
              <Tab
                key={category}
                value={category}
                id={`general-tab-${slug(category)}`}
                aria-controls="general-panel"
                label={<CategoryLabel category={category} count={counts.get(category) ?? 0} />}
                // Whole and on one line, however long the category's name (the row scrolls).
                sx={{ textTransform: 'none', maxWidth: 'none', whiteSpace: 'nowrap' }}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="general-panel" aria-labelledby={`general-tab-${slug(active)}`}>
            <CategoryPanel
              category={active}
              items={itemsOfCategory(items, active)}
              allItems={items}
              pending={pending}
              onChange={settings.change}
              onOpenTokenHelper={(item: ConfigItem) => setHelperKey(item.key)}
              fieldAction={fieldAction}
            />
          </Box>
        </>
      )}

      {helperItem && helperKind && (
        <NamingTokenDialog
          open
          kind={helperKind}
          value={effectiveValue(pending, helperItem)}
          onChange={(value) => settings.change(helperItem, value)}
          onClose={() => setHelperKey(null)}
        />
      )}

      <SaveConfirmDialog
        open={settings.confirmOpen}
        updates={updates}
        originals={originals}
        labels={labels}
        askPassword={settings.askPassword}
        warning={settings.keyWarning}
        error={settings.saveError}
        saving={settings.saving}
        onCancel={settings.cancelSave}
        onConfirm={(password) => void settings.save(password)}
      />

      <Snackbar
        open={settings.toast !== null}
        autoHideDuration={settings.toast?.severity === 'error' ? ERROR_TOAST_MS : SUCCESS_TOAST_MS}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') settings.closeToast();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {settings.toast ? (
          <Alert severity={settings.toast.severity} variant="filled" onClose={settings.closeToast}>
            {settings.toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}

function CategoryLabel({ category, count }: { category: ConfigCategory; count: number }) {
  if (count === 0) return <span>{category}</span>;
  return (
    <Badge badgeContent={count} color="warning" sx={{ '& .MuiBadge-badge': { right: -10 } }}>
      <span>{category}</span>
    </Badge>
  );
}

/** The editor inside a setting's card: a text box, a select's button, never the select's hidden input. */
const FOCUSABLE_FIELD = 'textarea, [role="combobox"], input:not([type="hidden"]):not([aria-hidden="true"])';

const slug = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
