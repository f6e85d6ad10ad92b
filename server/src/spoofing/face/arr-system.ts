/** Which arr the face poses as for a request. */
export type ArrApp = 'radarr' | 'sonarr';

/**
 * Sonarr's version from the configured (Radarr) one: one major lower, never below 4, because a
 * Sonarr `3.` makes Bazarr use the legacy SignalR client and `0.`/`2.` the legacy API (contract §1).
 */
export function sonarrVersionOf(radarrVersion: string): string {
  const [major, ...rest] = radarrVersion.split('.');
  const sonarrMajor = Math.max(4, (Number.parseInt(major ?? '', 10) || 5) - 1);
  return [String(sonarrMajor), ...rest].join('.');
}

/** `SystemResource` as Bazarr's version probe reads it (only `version`; the rest for realism). */
export function systemStatus(app: ArrApp, version: string, branch: string, urlBase: string, now: number) {
  const linux = process.platform === 'linux';
  return {
    appName: app === 'sonarr' ? 'Sonarr' : 'Radarr',
    instanceName: app === 'sonarr' ? 'Sonarr' : 'Radarr',
    version: app === 'sonarr' ? sonarrVersionOf(version) : version,
    buildTime: new Date(0).toISOString(),
    isDebug: false,
    isProduction: true,
    isAdmin: false,
    isUserInteractive: false,
    startupPath: '/app',
    appData: '/config',
    osName: process.platform,
    osVersion: '',
    isNetCore: true,
    isLinux: linux,
    isOsx: process.platform === 'darwin',
    isWindows: process.platform === 'win32',
    isDocker: false,
    mode: 'console',
    branch,
    authentication: 'external',
    migrationVersion: 0,
    urlBase,
    runtimeVersion: process.versions.node,
    runtimeName: 'node',
    startTime: new Date(now).toISOString(),
    packageUpdateMechanism: 'external',
  };
}
