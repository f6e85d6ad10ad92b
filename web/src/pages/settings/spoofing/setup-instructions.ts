/** What Bazarr's Radarr and Sonarr settings need, read from the site's origin. */
interface BazarrAddress {
  host: string;
  port: string;
  ssl: boolean;
}

/** Host, port (the scheme's default when the origin names none) and SSL of `origin`. */
export function bazarrAddress(origin: string): BazarrAddress {
  try {
    const url = new URL(origin);
    const ssl = url.protocol === 'https:';
    return { host: url.hostname, port: url.port || (ssl ? '443' : '80'), ssl };
  } catch {
    return { host: origin, port: '', ssl: false };
  }
}
