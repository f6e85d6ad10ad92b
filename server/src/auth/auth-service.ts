import { createHash } from 'node:crypto';
import { GUEST_USERNAME } from '@cinesync/common';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ConfigStore } from '../config/config-store.js';
import type { ConfigKey } from '../config/keys.js';
import { forbidden, TooManyRequestsError, unauthorized } from '../errors.js';
import type { Logger } from '../log.js';
import { LoginThrottle } from './login-throttle.js';
import { constantTimeEqual, generatePassword, hashPassword, verifyPassword } from './passwords.js';

interface AuthServiceOptions {
  config: ConfigStore;
  secret: Uint8Array;
  log: Logger;
  now?: () => number;
  tokenTtlSeconds?: number;
  throttle?: LoginThrottle;
  /** Where the generated first password is printed, once. */
  announce?: (text: string) => void;
}

export interface Identity {
  username: string;
}

/**
 * Sign-in and token checks. Credentials are read from the live configuration on every check, so
 * a changed password applies at once; tokens carry a fingerprint of the credentials and stop
 * working when they change.
 */
export class AuthService {
  private readonly now: () => number;
  private readonly throttle: LoginThrottle;
  private readonly ttl: number;

  constructor(private readonly options: AuthServiceOptions) {
    this.now = options.now ?? Date.now;
    this.throttle = options.throttle ?? new LoginThrottle(this.now);
    this.ttl = options.tokenTtlSeconds ?? 24 * 3600;
  }

  isEnabled(): boolean {
    return this.options.config.getBoolean('CINESYNC_AUTH_ENABLED');
  }

  /** First start with auth on and no password: make one, store it hashed, print it once. */
  async ensurePassword(): Promise<void> {
    const { config } = this.options;
    if (!this.isEnabled() || config.get('CINESYNC_PASSWORD') !== '') return;
    const password = generatePassword();
    await config.setInternal({ CINESYNC_PASSWORD: await hashPassword(password) });
    const username = config.get('CINESYNC_USERNAME') || 'admin';
    const text =
      `\nCineSync generated a password for the first sign-in.\n` +
      `  username: ${username}\n  password: ${password}\n` +
      `It is stored hashed and will not be shown again; change it in Settings.\n`;
    // The error stream: standard output may be someone's data (JSON lines), and it is often captured.
    (this.options.announce ?? ((t: string) => process.stderr.write(t)))(text);
  }

  async login(username: string, password: string, address: string): Promise<string> {
    // Reserved before the slow check: parallel guesses can't all pass the counter (429 otherwise).
    const guess = this.throttle.reserve(address);
    let right = false;
    try {
      const { config } = this.options;
      const expectedUser = config.get('CINESYNC_USERNAME') || 'admin';
      const userOk = constantTimeEqual(expectedUser, username);
      const passOk = await verifyPassword(config.get('CINESYNC_PASSWORD'), password);
      right = userOk && passOk;
      if (!right) {
        this.options.log.warn({ address }, 'failed sign-in');
        throw unauthorized('Invalid username or password');
      }
      return await this.issue(expectedUser);
    } finally {
      if (right) guess.succeeded();
      else guess.failed();
    }
  }

  /**
   * Ask again before a change that could open the machine or lock people out (folder and sign-in
   * settings, the address of a connection): the current password must come with it. A wrong one
   * counts as a failed sign-in. `keys` name what changes, for the message and the web's fields.
   */
  async verifyCurrentPassword(
    password: string | undefined,
    address: string,
    keys: readonly (ConfigKey | 'connection url')[],
  ): Promise<void> {
    if (!this.isEnabled() || keys.length === 0) return;
    if (!password) throw forbidden(`The current password is required to change ${keys.join(', ')}`, { keys });
    const guess = this.throttle.reserve(address);
    const right = await verifyPassword(this.options.config.get('CINESYNC_PASSWORD'), password).catch(() => false);
    if (right) {
      guess.succeeded();
      return;
    }
    guess.failed();
    this.options.log.warn({ address }, 'wrong current password for a protected setting');
    throw forbidden('The current password is wrong', { keys });
  }

  async issue(username: string): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ cv: this.credentialVersion() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(username)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttl)
      .sign(this.options.secret);
  }

  /** The identity of a request: Guest when auth is off, the token's user when it verifies. */
  async identify(token: string | undefined): Promise<Identity> {
    if (!this.isEnabled()) return { username: GUEST_USERNAME };
    if (!token) throw unauthorized('Authentication required');
    try {
      const { payload } = await jwtVerify(token, this.options.secret, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
        // A token that never expires would outlive any leak; every token we issue carries both.
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (payload.cv !== this.credentialVersion() || typeof payload.sub !== 'string') {
        throw unauthorized('Token no longer valid; sign in again');
      }
      return { username: payload.sub };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Token expired; sign in again');
      if (err instanceof joseErrors.JOSEError) throw unauthorized('Invalid token');
      throw err;
    }
  }

  /** Check HTTP Basic credentials (WebDAV) under the same throttle as the sign-in form. */
  async checkBasic(username: string, password: string, address: string): Promise<boolean> {
    try {
      await this.login(username, password, address);
      return true;
    } catch (err) {
      if (err instanceof TooManyRequestsError) throw err;
      return false;
    }
  }

  private credentialVersion(): string {
    const { config } = this.options;
    return createHash('sha256')
      .update(`${config.get('CINESYNC_USERNAME')}\u0000${config.get('CINESYNC_PASSWORD')}`)
      .digest('base64url')
      .slice(0, 16);
  }
}
