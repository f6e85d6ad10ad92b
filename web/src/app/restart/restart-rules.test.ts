import type { ConfigItem } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import {
  configuredPort,
  movedFromPort,
  pagePort,
  restartDestination,
  shouldShowRestartNotice,
  withoutMovedFrom,
} from './restart-rules';

function item(key: string, value: string, fallback = ''): ConfigItem {
  return {
    key,
    label: key,
    value,
    default: fallback,
    type: 'integer',
    category: 'CineSync Configuration',
    description: '',
    required: false,
    hidden: false,
    beta: false,
    disabled: false,
    locked: false,
  };
}

const at = (port: string, protocol = 'http:') => ({
  protocol,
  hostname: 'nas.local',
  port,
  pathname: '/settings',
  search: '?tab=general',
  hash: '',
});

describe('restart rules', () => {
  it('reads a port from the value, else the default', () => {
    expect(configuredPort([item('CINESYNC_API_PORT', '9000', '8082')], 'CINESYNC_API_PORT')).toBe(9000);
    expect(configuredPort([item('CINESYNC_API_PORT', '', '8082')], 'CINESYNC_API_PORT')).toBe(8082);
    expect(configuredPort([item('CINESYNC_UI_PORT', '')], 'CINESYNC_UI_PORT')).toBeNull();
    expect(configuredPort(undefined, 'CINESYNC_UI_PORT')).toBeNull();
  });

  it('knows the page port, filling in the scheme default', () => {
    expect(pagePort(at('18082'))).toBe(18082);
    expect(pagePort(at(''))).toBe(80);
    expect(pagePort(at('', 'https:'))).toBe(443);
  });

  it('shows the notice when the API port moves away from where the page is served', () => {
    expect(shouldShowRestartNotice(['CINESYNC_API_PORT'], [item('CINESYNC_API_PORT', '9000', '8082')], 8082)).toBe(
      true,
    );
  });

  it('skips the notice when the API port is back at the page port and nothing else changed', () => {
    expect(shouldShowRestartNotice(['CINESYNC_API_PORT'], [item('CINESYNC_API_PORT', '8082', '8082')], 8082)).toBe(
      false,
    );
    expect(shouldShowRestartNotice(['CINESYNC_API_PORT'], [item('CINESYNC_API_PORT', '', '8082')], 8082)).toBe(false);
  });

  it('always shows the notice for the IP or the UI port, and when the config is unknown', () => {
    const config = [item('CINESYNC_API_PORT', '8082', '8082')];
    expect(shouldShowRestartNotice(['CINESYNC_IP'], config, 8082)).toBe(true);
    expect(shouldShowRestartNotice(['CINESYNC_API_PORT', 'CINESYNC_UI_PORT'], config, 8082)).toBe(true);
    expect(shouldShowRestartNotice(['CINESYNC_API_PORT'], undefined, 8082)).toBe(true);
  });

  it('goes to a set UI port that differs from the page port', () => {
    expect(restartDestination(at('8082'), 5173, 8082, true)).toBe(
      'http://nas.local:5173/settings?tab=general&movedFrom=8082',
    );
    expect(restartDestination(at('5173'), 5173, 9000, true)).toBeNull();
  });

  it('follows a moved API port when the API server serves the page and no UI port is set', () => {
    expect(restartDestination(at('8082'), null, 9000, true)).toBe(
      'http://nas.local:9000/settings?tab=general&movedFrom=8082',
    );
    expect(restartDestination(at('5173'), null, 9000, false)).toBeNull();
    expect(restartDestination(at('8082'), null, 8082, true)).toBeNull();
  });
});

describe('the moved-from marker', () => {
  it('reads the old port and leaves the rest of the query alone', () => {
    expect(movedFromPort('?tab=general&movedFrom=8082')).toBe(8082);
    expect(movedFromPort('?tab=general')).toBeNull();
    expect(movedFromPort('?movedFrom=nonsense')).toBeNull();
    expect(withoutMovedFrom('?tab=general&movedFrom=8082')).toBe('?tab=general');
    expect(withoutMovedFrom('?movedFrom=8082')).toBe('');
  });
});
