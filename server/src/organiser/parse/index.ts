// Public API of the release-name parser.

export { parseRelease, type FolderReadings, type ParseOptions } from './parse-release.js';
export type {
  DetectedFrom,
  ExtraKind,
  ParsedRelease,
  Resolution,
  Revision,
  Source,
  SourceModifier,
} from './parsed-release.js';
export type { MediaKind } from './release-kind.js';
export { normalizeImdbId } from './rules/ids.js';
export { radarrQuality, sonarrQuality, type RadarrQuality, type SonarrQuality } from './arr-quality.js';
