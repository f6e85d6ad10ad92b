/** Test-only helpers: a TMDB v3-shaped stand-in server and the datasets it serves. */
export {
  startTmdbStandIn,
  type RecordedRequest,
  type TmdbStandIn,
  type TmdbStandInKnobs,
  type TmdbStandInOptions,
} from './tmdb-stand-in.js';
export {
  generatedDataset,
  mergeDatasets,
  recordedDataset,
  type GeneratedDatasetOptions,
  type StandInAlternativeTitle,
  type StandInCadence,
  type StandInCastMember,
  type StandInCollectionRef,
  type StandInCrewMember,
  type StandInMovie,
  type StandInSeason,
  type StandInShow,
  type TmdbDataset,
} from './tmdb-dataset.js';
export { normaliseTitle } from './tmdb-title-search.js';
export { tinyJpeg } from './tiny-jpeg.js';
export {
  startPlexStandIn,
  type PlexRefreshCall,
  type PlexStandIn,
  type PlexStandInIdentity,
  type PlexStandInSection,
} from './plex-stand-in.js';
export { fixtureLibrary, type FixtureExpectation, type FixtureFile } from './fixture-library.js';
export {
  startJellyfinStandIn,
  type JellyfinStandIn,
  type JellyfinStandInOptions,
  type MediaUpdatedCall,
} from './jellyfin-stand-in.js';
export { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';
export { radarrWebhookSchemas, sonarrWebhookSchemas } from './arr-webhook-schemas.js';
export { startRcloneRcStandIn, type RcloneRcStandIn } from './rclone-rc-stand-in.js';
