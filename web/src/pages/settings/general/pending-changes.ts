import type { ConfigCategory, ConfigItem, ConfigUpdateEntry } from '@cinesync/common';
import { canonicalValue } from './config-display';

/** Unsaved edits, keyed by setting key; a key is present only while its value differs from the saved one. */
export type PendingChanges = Readonly<Record<string, string>>;

/**
 * The pending set after `item` was edited to `value`. Setting a value back to its original removes
 * the key (compared in canonical form, so "1" and "true", or "a, b" and "a,b", count as the same).
 */
export function withChange(pending: PendingChanges, item: ConfigItem, value: string): PendingChanges {
  const { [item.key]: _previous, ...rest } = pending;
  if (canonicalValue(item, value) === canonicalValue(item, item.value)) return rest;
  return { ...rest, [item.key]: value };
}

/** The value a field shows: the pending edit, else the saved value. */
export function effectiveValue(pending: PendingChanges, item: ConfigItem): string {
  return pending[item.key] ?? item.value;
}

/** Pending changes per category, for the sub-tab badges. */
export function countByCategory(pending: PendingChanges, items: readonly ConfigItem[]): Map<ConfigCategory, number> {
  const counts = new Map<ConfigCategory, number>();
  for (const item of items) {
    if (item.key in pending) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  }
  return counts;
}

/** The `updates` of POST /api/config/update: one `{key, value, type, required}` per pending change. */
export function buildUpdates(pending: PendingChanges, items: readonly ConfigItem[]): ConfigUpdateEntry[] {
  return items
    .filter((item) => item.key in pending)
    .map((item) => ({
      key: item.key,
      value: canonicalValue(item, pending[item.key] ?? item.value),
      type: item.type,
      required: item.required,
    }));
}

/** Drops pending keys the reloaded config no longer lists, or whose saved value now equals the edit. */
export function reconcile(pending: PendingChanges, items: readonly ConfigItem[]): PendingChanges {
  let next: PendingChanges = {};
  for (const item of items) {
    const value = pending[item.key];
    if (value !== undefined) next = withChange(next, item, value);
  }
  return next;
}
