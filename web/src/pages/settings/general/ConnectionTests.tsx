import type { ConfigItem } from '@cinesync/common';
import type { ReactNode } from 'react';
import { PlexConnectionTest } from '../../../components/connection-test/PlexConnectionTest';
import { TmdbKeyTest } from '../../../components/connection-test/TmdbKeyTest';

/**
 * The Test button under a setting, if it has one: the TMDB key, and the Plex address and token
 * together (under the token, once both are filled in). `valueOf` is what is typed, pending edits
 * included; `savedOf` what is saved.
 */
export function connectionTestFor(
  item: ConfigItem,
  valueOf: (key: string) => string,
  savedOf: (key: string) => string,
): ReactNode {
  if (item.key === 'TMDB_API_KEY') return <TmdbKeyTest apiKey={valueOf('TMDB_API_KEY')} />;
  if (item.key === 'PLEX_TOKEN') {
    return (
      <PlexConnectionTest url={valueOf('PLEX_URL')} token={valueOf('PLEX_TOKEN')} savedUrl={savedOf('PLEX_URL')} />
    );
  }
  return undefined;
}
