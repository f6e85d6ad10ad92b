import type { ConfigStore } from './config-store.js';

/** What the classifier reads from the configuration, read once per scan. */
export interface ClassifySettings {
  /** Lower-case extensions with their dot: `.mkv`. */
  allowedExtensions: ReadonlySet<string>;
  skipAdultPatterns: boolean;
  /** Megabyte limits under which a file with no episode or year is taken for an extra. */
  showExtrasLimitMb: number;
  movieExtrasLimitMb: number;
}

export function classifySettingsFrom(config: ConfigStore): ClassifySettings {
  const extensions = config
    .getList('ALLOWED_EXTENSIONS')
    .map((e) => e.toLowerCase())
    .map((e) => (e.startsWith('.') ? e : `.${e}`));
  return {
    allowedExtensions: new Set(extensions),
    skipAdultPatterns: config.getBoolean('SKIP_ADULT_PATTERNS'),
    showExtrasLimitMb: config.getInteger('SHOW_EXTRAS_SIZE_LIMIT'),
    movieExtrasLimitMb: config.getInteger('MOVIE_EXTRAS_SIZE_LIMIT'),
  };
}
