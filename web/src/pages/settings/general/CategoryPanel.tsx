import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConfigCategory, ConfigItem } from '@cinesync/common';
import type { ReactNode } from 'react';
import { namingKindOfKey } from '../naming/naming-format-keys';
import { resolutionColumns, renamingSections } from './category-layout';
import { isTruthy } from './config-display';
import { ConfigField } from './ConfigField';
import { effectiveValue, type PendingChanges } from './pending-changes';

interface CategoryPanelProps {
  category: ConfigCategory;
  /** The category's visible items, already sorted. */
  items: readonly ConfigItem[];
  /** Every item (the Renaming rules read MEDIAINFO_PARSER even if it sat elsewhere). */
  allItems: readonly ConfigItem[];
  pending: PendingChanges;
  onChange: (item: ConfigItem, value: string) => void;
  onOpenTokenHelper: (item: ConfigItem) => void;
  /** What to show under an item's editor (a Test button), if anything. */
  fieldAction?: (item: ConfigItem) => ReactNode;
}

/** Spec §2: the MediaInfo formats are only editable when the parser that uses them is on. */
const MEDIAINFO_PARSER_NOTICE =
  'The MediaInfo Parser must be enabled (MEDIAINFO_PARSER = true) to use the Sonarr- and Radarr-style naming formats.';

/** One General sub-tab: its items, laid out as the spec asks for Resolution Mappings and Renaming. */
export function CategoryPanel(props: CategoryPanelProps) {
  const { category, items, allItems, pending } = props;
  const fields = (list: readonly ConfigItem[]) => <FieldGrid {...props} items={list} />;

  if (category === 'Resolution Folder Mappings Configuration') {
    const { structure, movie, show } = resolutionColumns(items);
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {structure.length > 0 && fields(structure)}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Section title="Movie Settings">{fields(movie)}</Section>
          <Section title="TV Show Settings">{fields(show)}</Section>
        </Box>
      </Box>
    );
  }

  if (category === 'Renaming Structure Configuration') {
    const { basic, advanced, formats } = renamingSections(items);
    const valueOf = (key: string) => {
      const item = allItems.find((candidate) => candidate.key === key);
      return item ? effectiveValue(pending, item) : '';
    };
    const renaming = isTruthy(valueOf('RENAME_ENABLED'));
    const parser = isTruthy(valueOf('MEDIAINFO_PARSER'));
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {fields(basic)}
        {renaming && (
          <Section title="Advanced Renaming Options">
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {advanced.length > 0 && fields(advanced)}
              {formats.length > 0 &&
                (parser ? fields(formats) : <Alert severity="info">{MEDIAINFO_PARSER_NOTICE}</Alert>)}
            </Box>
          </Section>
        )}
      </Box>
    );
  }

  return fields(items);
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function FieldGrid({ items, pending, onChange, onOpenTokenHelper, fieldAction }: CategoryPanelProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {items.map((item) => (
        <ConfigField
          key={item.key}
          item={item}
          value={effectiveValue(pending, item)}
          modified={item.key in pending}
          onChange={(value) => onChange(item, value)}
          onOpenTokenHelper={namingKindOfKey(item.key) ? () => onOpenTokenHelper(item) : undefined}
          action={fieldAction?.(item)}
        />
      ))}
    </Box>
  );
}
