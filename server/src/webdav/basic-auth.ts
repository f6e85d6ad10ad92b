import { createHmac, randomBytes } from 'node:crypto';
import type { ConfigStore } from '../config/config-store.js';

interface BasicCredentials {
  username: string;
  password: string;
}

/** The part of the auth service WebDAV needs. */
export interface BasicChecker {
  isEnabled(): boolean;
  checkBasic(username: string, password: string, address: string): Promise<boolean>;
}

export const BASIC_CHALLENGE = 'Basic realm="CineSync", charset="UTF-8"';

/** `Authorization: Basic …` as user and password (split at the first colon), or undefined. */
export function parseBasicAuthorization(header: string | undefined): BasicCredentials | undefined {
  const m = /^\s*Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1] ?? '', 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const REMEMBER_MS = 5 * 60_000;
const REMEMBER_MAX = 64;

/**
 * HTTP Basic for the share. WebDAV clients send the password with every request, and the stored
 * hash is deliberately slow to check, so a successful check is remembered for a few minutes under
 * a keyed digest of (user, password, stored credentials): a changed password or user name misses
 * the memo at once, and the memo itself reveals nothing. Failures are never remembered; they go
 * through the auth service's throttle every time.
 */
export class BasicAuthGate {
  private readonly key = randomBytes(32);
  private readonly remembered = new Map<string, number>();

  constructor(
    private readonly auth: BasicChecker,
    private readonly config: ConfigStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the request may proceed: auth is off, or the credentials are right. */
  async allows(authorization: string | undefined, address: string): Promise<boolean> {
    if (!this.auth.isEnabled()) return true;
    const credentials = parseBasicAuthorization(authorization);
    if (!credentials) return false;
    const memo = createHmac('sha256', this.key)
      .update(
        JSON.stringify([
          credentials.username,
          credentials.password,
          this.config.get('CINESYNC_USERNAME'),
          this.config.get('CINESYNC_PASSWORD'),
        ]),
      )
      .digest('base64');
    const until = this.remembered.get(memo);
    if (until !== undefined && until > this.now()) return true;
    if (!(await this.auth.checkBasic(credentials.username, credentials.password, address))) return false;
    if (this.remembered.size >= REMEMBER_MAX) this.forgetExpired();
    if (this.remembered.size >= REMEMBER_MAX) this.remembered.clear();
    this.remembered.set(memo, this.now() + REMEMBER_MS);
    return true;
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [memo, until] of this.remembered) if (until <= now) this.remembered.delete(memo);
  }
}
