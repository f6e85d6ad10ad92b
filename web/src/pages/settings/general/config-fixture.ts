import type { ConfigItem } from '@cinesync/common';

/** A config item for tests: a visible, editable string unless `overrides` say otherwise. */
export function configItem(key: string, overrides: Partial<ConfigItem> = {}): ConfigItem {
  return {
    key,
    label: key,
    value: '',
    type: 'string',
    category: 'System Configuration',
    description: `About ${key}`,
    default: '',
    required: false,
    hidden: false,
    beta: false,
    disabled: false,
    locked: false,
    ...overrides,
  };
}
