import {
  SECRET_MASK,
  type ConnectionTestAnswer,
  type ConnectionView,
  type ConnectionWriteParsed,
} from '@cinesync/common';
import type { ConfigStore } from '../../config/config-store.js';
import type {
  ConnectionFields,
  ConnectionResult,
  ConnectionsRepository,
  StoredConnection,
} from '../../db/repositories/connections.repository.js';
import { conflict, notFound } from '../../errors.js';
import type { CallOptions } from './http-call.js';
import { testMediaServer } from './jellyfin-client.js';
import { testPlexConnection } from './plex-client.js';
import { testRcloneRemote } from './rclone-client.js';
import { testWebhook } from './webhook-client.js';
import { SETTINGS_PLEX_ID, settingsPlexConnection } from './settings-plex-connection.js';

interface ConnectionsServiceDeps {
  connections: ConnectionsRepository;
  config: ConfigStore;
  /** Test knobs: a shorter time-out, a fetch stand-in. */
  call?: CallOptions;
}

const SETTINGS_ONLY = 'This connection comes from the Plex settings; change it under Settings → Plex';

/**
 * The Connections list: stored connections plus the one the `PLEX_*` settings make (read-only
 * here, so those keys stay the one place that Plex is set, as before), each with its last result.
 * Secrets are resolved here (a mask or nothing keeps the stored one) and never leave it.
 */
export class ConnectionsService {
  constructor(private readonly deps: ConnectionsServiceDeps) {}

  list(): ConnectionView[] {
    const results = this.deps.connections.results();
    const views: ConnectionView[] = [];
    const settings = settingsPlexConnection(this.deps.config);
    if (settings) views.push(viewOf(settings, 'settings', results.get(SETTINGS_PLEX_ID)));
    for (const stored of this.deps.connections.list()) views.push(viewOf(stored, 'stored', results.get(stored.id)));
    return views;
  }

  /**
   * Whether saving or testing `url` would send a stored secret to an address it was not sent to
   * before: a new connection (its secrets go to a new address), or a changed address.
   */
  sendsSecretsElsewhere(id: number | undefined, url: string): boolean {
    if (id === undefined) return true;
    const existing = id === SETTINGS_PLEX_ID ? settingsPlexConnection(this.deps.config) : this.deps.connections.get(id);
    return !existing || sameAddress(existing.url, unmaskedUrl(url, existing)) === false;
  }

  create(body: ConnectionWriteParsed): ConnectionView {
    const stored = this.deps.connections.create(fieldsOf(body, undefined));
    return viewOf(stored, 'stored', undefined);
  }

  update(id: number, body: ConnectionWriteParsed): ConnectionView {
    if (id === SETTINGS_PLEX_ID) throw conflict(SETTINGS_ONLY);
    const existing = this.deps.connections.get(id);
    if (!existing) throw notFound(`No connection ${id}`);
    const fields = fieldsOf(body, existing);
    this.deps.connections.update(id, fields);
    return viewOf({ id, ...fields }, 'stored', this.deps.connections.results().get(id));
  }

  remove(id: number): void {
    if (id === SETTINGS_PLEX_ID) throw conflict(SETTINGS_ONLY);
    if (!this.deps.connections.remove(id)) throw notFound(`No connection ${id}`);
  }

  /** Try the connection as typed; with `id`, secrets not typed come from that connection. */
  async test(body: ConnectionWriteParsed & { id?: number }): Promise<ConnectionTestAnswer> {
    let existing: StoredConnection | undefined;
    if (body.id !== undefined) {
      existing =
        body.id === SETTINGS_PLEX_ID ? settingsPlexConnection(this.deps.config) : this.deps.connections.get(body.id);
      if (!existing) throw notFound(`No connection ${body.id}`);
    }
    const target = { id: body.id ?? -1, ...fieldsOf(body, existing) };
    const options = this.deps.call ?? {};
    switch (target.type) {
      case 'jellyfin':
      case 'emby':
        if (!target.apiKey) return { ok: false, message: 'Enter an API key to test' };
        return testMediaServer({ type: target.type, url: target.url, apiKey: target.apiKey }, options);
      case 'plex': {
        if (!target.apiKey) return { ok: false, message: 'Enter the Plex token to test' };
        const answer = await testPlexConnection({ url: target.url, token: target.apiKey }, options);
        return { ok: answer.ok, message: answer.message };
      }
      case 'rclone':
        return testRcloneRemote(target, options);
      case 'webhook':
        return testWebhook(target, options);
    }
  }
}

/** The fields to store: typed secrets win, a mask or nothing keeps the stored one, '' removes it. */
function fieldsOf(body: ConnectionWriteParsed, existing: StoredConnection | undefined): ConnectionFields {
  const url = existing ? unmaskedUrl(body.url, existing) : body.url;
  const secret = (typed: string | undefined, stored: string | null | undefined): string | null => {
    if (typed === undefined || typed === SECRET_MASK) return stored ?? null;
    const trimmed = typed.trim();
    return trimmed === '' ? null : trimmed;
  };
  const username = body.username?.trim();
  return {
    type: body.type,
    name: body.name,
    url: url.trim().replace(/\/+$/, ''),
    apiKey: secret(body.apiKey, existing?.apiKey),
    username: username === undefined ? (existing?.username ?? null) : username === '' ? null : username,
    password: secret(body.password, existing?.password),
    events: body.events,
    pathMappings: body.pathMappings,
    enabled: body.enabled,
  };
}

function viewOf(
  connection: StoredConnection,
  source: ConnectionView['source'],
  result: ConnectionResult | undefined,
): ConnectionView {
  return {
    id: connection.id,
    type: connection.type,
    name: connection.name,
    url: listedUrl(connection),
    username: connection.username,
    hasApiKey: connection.apiKey !== null && connection.apiKey !== '',
    hasPassword: connection.password !== null && connection.password !== '',
    events: connection.events,
    pathMappings: connection.pathMappings,
    enabled: connection.enabled,
    source,
    lastResult: result
      ? {
          ok: result.ok,
          message: result.message,
          at: new Date(result.at).toISOString(),
          ...(result.toldFolders === null ? {} : { toldFolders: result.toldFolders }),
          ...(result.failingSince === null ? {} : { failingSince: new Date(result.failingSince).toISOString() }),
        }
      : null,
  };
}

/** A webhook address with a path or query, as listed: its origin and the mask (see the contract). */
function listedUrl(connection: Pick<StoredConnection, 'type' | 'url'>): string {
  if (connection.type !== 'webhook') return connection.url;
  try {
    const parsed = new URL(connection.url);
    return parsed.pathname.replace(/\/+$/, '') === '' && parsed.search === ''
      ? connection.url
      : `${parsed.origin}/${SECRET_MASK}`;
  } catch {
    return SECRET_MASK;
  }
}

/** The stored address when `url` is the masked form it is listed as, else `url`. */
function unmaskedUrl(url: string, existing: Pick<StoredConnection, 'type' | 'url'>): string {
  return existing.type === 'webhook' && url.trim() === listedUrl(existing) ? existing.url : url;
}

/** Two addresses name the same place when they are equal but for case of scheme/host and a trailing slash. */
function sameAddress(a: string, b: string): boolean {
  const norm = (url: string) => {
    const trimmed = url.trim().replace(/\/+$/, '');
    try {
      const parsed = new URL(trimmed);
      return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
    } catch {
      return trimmed;
    }
  };
  return norm(a) === norm(b);
}
