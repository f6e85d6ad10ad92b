import { connectionEvents } from '@cinesync/common';
import type { ConfigStore } from '../../config/config-store.js';
import { sendableSecret } from '../../config/stored-secret.js';
import type { StoredConnection } from '../../db/repositories/connections.repository.js';

/** The id the connection made from the `PLEX_*` settings is listed (and its last result kept) under. */
export const SETTINGS_PLEX_ID = 0;

/**
 * The connection the `PLEX_*` settings make, when an address is set: read now, so a change in
 * Settings → Plex counts from the next batch. It hears every event and maps no path, as the Plex
 * refresh always did.
 */
export function settingsPlexConnection(config: ConfigStore): StoredConnection | undefined {
  const url = config.get('PLEX_URL').trim();
  if (url === '') return undefined;
  const token = sendableSecret('PLEX_TOKEN', config.get('PLEX_TOKEN'));
  return {
    id: SETTINGS_PLEX_ID,
    type: 'plex',
    name: 'Plex',
    url,
    apiKey: token === '' ? null : token,
    username: null,
    password: null,
    events: [...connectionEvents],
    pathMappings: [],
    enabled: config.getBoolean('ENABLE_PLEX_UPDATE'),
  };
}
