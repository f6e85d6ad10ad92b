import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { GeneralTab } from './general/GeneralTab';
import { LeaveDialog } from './general/LeaveDialog';
import { useLeaveGuard } from './general/use-leave-guard';
import { JobsTab } from './jobs/JobsTab';
import { SpoofingTab } from './spoofing/SpoofingTab';
import { ServicesTab } from './services/ServicesTab';

/** The Settings page's top tabs, in display order; the open one lives in `?tab=` (absent = general). */
const SETTINGS_TABS = ['general', 'services', 'spoofing', 'jobs'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

function readSettingsTab(params: URLSearchParams): SettingsTab {
  const tab = params.get('tab');
  return SETTINGS_TABS.includes(tab as SettingsTab) ? (tab as SettingsTab) : 'general';
}

/** A copy of `params` showing `tab`; General is the default and is not written. */
function withSettingsTab(params: URLSearchParams, tab: SettingsTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'general') next.delete('tab');
  else next.set('tab', tab);
  return next;
}

const LABELS: Record<SettingsTab, string> = {
  general: 'General',
  services: 'Services',
  spoofing: 'Spoofing',
  jobs: 'Jobs',
};

/**
 * /settings: General, Services, Spoofing and Jobs, the open tab kept in `?tab=` (General omits it).
 * Leaving General with unsaved edits (another tab, another page, a reload) asks first.
 */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = readSettingsTab(params);
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);

  return (
    <Box sx={{ pb: 6, minWidth: 0 }}>
      <PageHeader title="Settings" />
      <Tabs
        value={tab}
        onChange={(_, next: SettingsTab) => {
          if (next !== tab) guard.confirmLeave(() => setParams(withSettingsTab(params, next)));
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Settings sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {SETTINGS_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={LABELS[value]}
            id={`settings-tab-${value}`}
            aria-controls="settings-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'general' && <GeneralTab onDirtyChange={setDirty} />}
        {tab === 'services' && <ServicesTab />}
        {tab === 'spoofing' && <SpoofingTab />}
        {tab === 'jobs' && <JobsTab />}
      </Box>
      <LeaveDialog guard={guard} />
    </Box>
  );
}
