import {
  connectionEvents,
  SECRET_MASK,
  type ConnectionEvent,
  type ConnectionTestRequest,
  type ConnectionType,
  type ConnectionView,
  type ConnectionWrite,
  type PathMapping,
} from '@cinesync/common';

/** The connection dialog's fields as typed; secret fields start empty (write-only: empty keeps the stored one). */
export interface ConnectionForm {
  type: ConnectionType;
  name: string;
  url: string;
  apiKey: string;
  username: string;
  password: string;
  events: ConnectionEvent[];
  pathMappings: PathMapping[];
  enabled: boolean;
}

/** Which fields a type asks for: a media server takes a key, rclone and webhooks a user and password. */
export function fieldsOf(type: ConnectionType): { apiKey: boolean; login: boolean } {
  const login = type === 'rclone' || type === 'webhook';
  return { apiKey: !login, login };
}

/** What each type calls its key, and the address people usually give it. */
export const keyLabels: Record<ConnectionType, string> = {
  plex: 'Plex token',
  jellyfin: 'API key',
  emby: 'API key',
  rclone: 'API key',
  webhook: 'API key',
};

export const urlHints: Record<ConnectionType, string> = {
  plex: 'e.g. http://192.168.1.5:32400',
  jellyfin: 'e.g. http://192.168.1.5:8096',
  emby: 'e.g. http://192.168.1.5:8096',
  rclone: 'The remote control of rclone mount --rc, e.g. http://127.0.0.1:5572',
  webhook: 'Receives JSON shaped like Sonarr and Radarr webhooks',
};

export function newConnectionForm(type: ConnectionType = 'jellyfin'): ConnectionForm {
  return {
    type,
    name: '',
    url: '',
    apiKey: '',
    username: '',
    password: '',
    events: [...connectionEvents],
    pathMappings: [],
    enabled: true,
  };
}

export function formOf(view: ConnectionView): ConnectionForm {
  return {
    type: view.type,
    name: view.name,
    url: view.url,
    apiKey: '',
    username: view.username ?? '',
    password: '',
    events: [...view.events],
    pathMappings: view.pathMappings.map((mapping) => ({ ...mapping })),
    enabled: view.enabled,
  };
}

const sameAddress = (a: string, b: string) => a.trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/**
 * Whether saving (or testing) sends the secrets somewhere new, which with sign-in on needs the
 * current password: a new connection, or a stored one whose address changed.
 */
export function sendsSecretsElsewhere(form: ConnectionForm, saved: ConnectionView | null): boolean {
  return saved === null ? form.url.trim() !== '' : !sameAddress(form.url, saved.url);
}

/**
 * The body of a save. A secret left empty (or the mask) is left out, so the stored one stays; a
 * field the type does not use is left out too, so switching the type does not carry a key along.
 */
export function writeOf(form: ConnectionForm, currentPassword: string | undefined): ConnectionWrite {
  const fields = fieldsOf(form.type);
  const secret = (value: string) => (value.trim() === '' || value === SECRET_MASK ? {} : { value: value.trim() });
  const apiKey = fields.apiKey ? secret(form.apiKey) : {};
  const password = fields.login ? secret(form.password) : {};
  return {
    type: form.type,
    name: form.name.trim(),
    url: form.url.trim(),
    ...('value' in apiKey ? { apiKey: apiKey.value } : {}),
    ...(fields.login ? { username: form.username.trim() } : {}),
    ...('value' in password ? { password: password.value } : {}),
    events: connectionEvents.filter((event) => form.events.includes(event)),
    pathMappings: form.pathMappings.map((mapping) => ({ from: mapping.from.trim(), to: mapping.to.trim() })),
    enabled: form.enabled,
    ...(currentPassword ? { currentPassword } : {}),
  };
}

/** The body of a test: the save's body, with the stored connection's id for its secrets. */
export function testRequestOf(
  form: ConnectionForm,
  saved: ConnectionView | null,
  currentPassword: string | undefined,
): ConnectionTestRequest {
  return { ...writeOf(form, currentPassword), ...(saved ? { id: saved.id } : {}) };
}

/** What is missing before a save or a test can go, said plainly; null when nothing is. */
export function formProblem(form: ConnectionForm): string | null {
  if (form.name.trim() === '') return 'Enter a name';
  if (!/^https?:\/\/\S+$/i.test(form.url.trim())) return 'Enter an http or https address';
  if (form.pathMappings.some((mapping) => mapping.from.trim() === '' || mapping.to.trim() === '')) {
    return 'Fill in both paths of each path mapping, or remove it';
  }
  return null;
}
