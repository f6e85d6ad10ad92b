import type { ConfigCategory, ConfigValueType, FolderPurpose } from '@cinesync/common';

/**
 * One configuration key: everything the Settings page and the validator need to know about it.
 * `K` is the name's type: `string` while the table is being written, `ConfigKey` once it is read.
 */
export interface KeyDefinition<K extends string = string> {
  key: K;
  /** What a person calls it on the Settings page ("Largest 4K extra to link (MB)"); the key stays visible beside it. */
  label: string;
  category: ConfigCategory;
  type: ConfigValueType;
  /** Built-in default as the `.env` text form ("true", "8082", "a,b"); "" for none. */
  default: string;
  description: string;
  /** For `choice`: the allowed values. */
  options?: readonly string[];
  required?: boolean;
  /** Not shown on the General tab (set from another screen). */
  hidden?: boolean;
  /** Shown but disabled: the feature is not ready. */
  beta?: boolean;
  /** Secret: never returned by any route (`/api/config` shows a mask), never logged. */
  secret?: boolean;
  /**
   * Stored as a one-way hash. Only the sign-in password: every other secret (API keys, tokens) is
   * sent to a service and so is stored as given, in the mode-0600 `.env`.
   */
  hashed?: boolean;
  /** Changing it needs the server to rebind (IP and ports). */
  restartRequired?: boolean;
  /** Changing it changes who may sign in. */
  authSetting?: boolean;
  /** A folder (`one`) or list of folders (`list`) the directory rules judge: no system or data folder. */
  folders?: 'one' | 'list';
  /** Which server-side folder picker chooses it: a source is read, the library is written. */
  folderPurpose?: FolderPurpose;
  /**
   * With authentication on, changing it needs the current password in the request, as a bank asks
   * again before a transfer: folder and sign-in settings (what can open the machine or lock people
   * out) and every address a secret is sent to (a changed TMDB or Plex URL would carry the key to
   * whoever listens there).
   */
  reauthenticate?: boolean;
  /** Only the process environment may set it (the data folder itself holds `.env`). */
  envOnly?: boolean;
  /** Older name accepted when reading `.env` (for example `_4K_SEPARATION`). */
  alias?: string;
  /** Smallest accepted integer (default 0); largest when set. */
  min?: number;
  max?: number;
}
