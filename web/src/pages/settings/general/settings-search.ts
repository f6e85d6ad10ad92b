import type { ConfigItem } from '@cinesync/common';

/** At most this many matches are listed; a longer list means the words are too vague to help. */
const MAX_MATCHES = 12;

/**
 * The visible items whose label or `.env` name holds every word typed (any case; an underscore
 * counts as a space, so "extras size" finds `MOVIE_EXTRAS_SIZE_LIMIT`), in the order given.
 */
export function searchSettings(items: readonly ConfigItem[], query: string): ConfigItem[] {
  const words = query
    .toLowerCase()
    .split(/[\s_]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [];
  return items
    .filter((item) => {
      if (item.hidden) return false;
      const text = `${item.label} ${item.key} ${item.key.replace(/_/g, ' ')}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .slice(0, MAX_MATCHES);
}
