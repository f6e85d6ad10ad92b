import { SECRET_MASK } from '@cinesync/common';
import { useApi } from '../../api/api-context';
import { testTmdbKey } from './connection-test-api';
import { ConnectionTestButton } from './ConnectionTestButton';

/**
 * Test for the TMDB key field: tries the key as typed, before it is saved (the mask, shown for a
 * saved key, tries the saved one).
 */
export function TmdbKeyTest({ apiKey }: { apiKey: string }) {
  const api = useApi();
  const typed = apiKey.trim();
  return (
    <ConnectionTestButton
      name="Test TMDB key"
      subject={typed}
      disabled={typed === ''}
      disabledHint="Enter a key to test it"
      run={() => testTmdbKey(api, typed === SECRET_MASK ? undefined : typed)}
    />
  );
}
