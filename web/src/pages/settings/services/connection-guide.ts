/** Where a subtitle manager (Bazarr) reaches this server, for the connection guide. */

/** The API port when neither the server nor the page says (spec §9). */
const DEFAULT_API_PORT = '8082';

/**
 * The host is the one this page was opened with: the address the person already reaches the server
 * by, which a configured bind address such as 0.0.0.0 is not ({ip} placeholders read as localhost).
 */
export function guideHost(pageHostname: string): string {
  const host = pageHostname.trim();
  return host === '' || host === '{ip}' || host === '0.0.0.0' ? 'localhost' : host;
}

/** The server's reported port, else the page's, else {@link DEFAULT_API_PORT}. */
export function guidePort(serverPort: string | null, pagePort: string): string {
  if (serverPort && /^\d+$/.test(serverPort)) return serverPort;
  if (/^\d+$/.test(pagePort)) return pagePort;
  return DEFAULT_API_PORT;
}

export const GUIDE_STEPS = [
  'In your subtitle manager (e.g. Bazarr), open Settings, then Sonarr (and Radarr for movies).',
  'Enter the hostname and port shown here, with SSL off unless you serve CineSync over HTTPS.',
  'Paste the API key and keep the base URL empty.',
  'Click Test, then Save: your library appears as a Sonarr/Radarr instance.',
] as const;
