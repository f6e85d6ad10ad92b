import type { FileOperationStatusCounts } from '@cinesync/common';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { OPERATION_TABS, statusOfTab, type OperationTab } from '../file-operations-params';

/** Tab badges stop counting here (spec §9). */
const BADGE_MAX = 999;

const TAB_LABELS: Record<OperationTab, string> = {
  source: 'Source',
  created: 'Created',
  failed: 'Failed',
  skipped: 'Skipped',
  deleted: 'Deleted',
};

/** A badge's text: the count, or "999+" past the cap. */
const badgeText = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

interface OperationsTabBarProps {
  tab: OperationTab;
  counts: FileOperationStatusCounts | null;
  /** Under `lg` the bar scrolls instead of squeezing its tabs. */
  scrollable: boolean;
  onChange: (tab: OperationTab) => void;
}

/** Badge colours by status: the palette entries of the status chips. */
const BADGE_COLOUR = {
  created: { bgcolor: 'success.main', color: 'success.contrastText' },
  failed: { bgcolor: 'error.main', color: 'error.contrastText' },
  skipped: { bgcolor: 'warning.main', color: 'warning.contrastText' },
  deleted: { bgcolor: 'action.selected', color: 'text.primary' },
} as const;

/** Source, Created, Failed, Skipped and Deleted, the four operation tabs with their count badges. */
export function OperationsTabBar({ tab, counts, scrollable, onChange }: OperationsTabBarProps) {
  return (
    <Tabs
      value={OPERATION_TABS.indexOf(tab)}
      onChange={(_, index: number) => {
        const next = OPERATION_TABS[index];
        if (next && next !== tab) onChange(next);
      }}
      variant={scrollable ? 'scrollable' : 'standard'}
      scrollButtons={scrollable ? 'auto' : false}
      allowScrollButtonsMobile
      aria-label="Operations"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: '100%' }}
    >
      {OPERATION_TABS.map((name) => {
        const status = statusOfTab(name);
        const count = status === null || !counts ? null : counts[status];
        return (
          <Tab
            key={name}
            id={`operations-tab-${name}`}
            aria-controls="operations-panel"
            aria-label={count === null ? undefined : `${TAB_LABELS[name]} ${badgeText(count)}`}
            label={
              count === null || status === null ? (
                TAB_LABELS[name]
              ) : (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, pr: 1 }}>
                  {TAB_LABELS[name]}
                  <Box
                    component="span"
                    sx={{
                      minWidth: 22,
                      height: 20,
                      px: 0.75,
                      borderRadius: 10,
                      fontSize: 12,
                      fontWeight: 600,
                      lineHeight: '20px',
                      textAlign: 'center',
                      ...BADGE_COLOUR[status],
                    }}
                  >
                    {badgeText(count)}
                  </Box>
                </Box>
              )
            }
          />
        );
      })}
    </Tabs>
  );
}
