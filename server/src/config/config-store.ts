import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SECRET_MASK, type ConfigItem } from '@cinesync/common';
import { forbidden, insufficientStorage, invalid, isNoSpace } from '../errors.js';
import {
  applyChanges,
  envProblems,
  envToMap,
  readEnvFile,
  serialiseEnv,
  writeFileAtomic,
  type EnvLine,
  type EnvProblem,
} from './env-file.js';
import { folderSettingProblem } from './directory-policy.js';
import { folderAccessProblem } from './folder-access.js';
import { environmentValue, namesOf, type Environment } from './environment-value.js';
import type { KeyDefinition } from './key-definition.js';
import { isConfigKey, keyByName, keyDefinitions, type ConfigKey } from './keys.js';
import { parseSourceRoots } from './source-dirs.js';
import { unreadableSecret } from './stored-secret.js';
import { folderPairProblems } from './usable-folders.js';
import { normaliseValue, parseBoolean } from './validate-value.js';

export interface ConfigChange {
  keys: ConfigKey[];
  authChanged: boolean;
  restartRequired: boolean;
}

interface ConfigStoreOptions {
  dataDir: string;
  /** The process environment at start; keys set here win over `.env` and are locked. */
  env: Environment;
  /** Turns a new sign-in password into what is stored (a hash); identity when not given. */
  hashSecret?: (key: ConfigKey, value: string) => Promise<string>;
}

/** Why one entry of an update was refused, with the key it belongs to. */
interface SettingProblem {
  key: string;
  /** The whole sentence, key and folder named ("DESTINATION_DIR can't be /x: Folder does not exist"). */
  message: string;
  /** For a folder setting: the folder refused, and why in a few words, for a form's field. */
  folder?: string;
  reason?: string;
}

/**
 * One change as it arrives from outside (an HTTP body, `cinesync config set`): its key is any
 * text until `update` checks it against the key table.
 */
export interface UpdateEntry {
  key: string;
  value: string;
}

/**
 * The configuration as the running process sees it: process environment over `.env` over
 * built-in defaults. Reads are synchronous from memory; writes go through `.env` atomically and
 * serialise on one queue so two saves can't interleave.
 */
export class ConfigStore {
  readonly envFile: string;
  private lines: EnvLine[] = [];
  private fileValues = new Map<string, string>();
  private writeQueue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<(change: ConfigChange) => void>();

  constructor(private readonly options: ConfigStoreOptions) {
    this.envFile = path.join(options.dataDir, '.env');
  }

  get dataDir(): string {
    return this.options.dataDir;
  }

  async load(): Promise<void> {
    await mkdir(this.options.dataDir, { recursive: true, mode: 0o700 });
    this.lines = await readEnvFile(this.envFile);
    this.fileValues = envToMap(this.lines);
  }

  /** Lines of `.env` the reader could not take (reported at start; their values are never shown). */
  problems(): EnvProblem[] {
    return envProblems(this.lines);
  }

  /** Subscribe to applied changes (after the file is written). */
  onChange(listener: (change: ConfigChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lockedBy(key: ConfigKey): 'environment' | undefined {
    return environmentValue(this.options.env, key) !== undefined ? 'environment' : undefined;
  }

  /** The effective text value: environment, then `.env`, then the default. */
  get(key: ConfigKey): string {
    const fromEnv = environmentValue(this.options.env, key);
    if (fromEnv !== undefined) return fromEnv;
    for (const name of namesOf(key)) {
      const fromFile = this.fileValues.get(name);
      if (fromFile !== undefined) return fromFile;
    }
    return keyByName.get(key)?.default ?? '';
  }

  /** Secrets whose stored value can't be used, each with what to do about it. */
  secretProblems(): { key: ConfigKey; message: string }[] {
    return keyDefinitions.flatMap((def) => {
      const message = unreadableSecret(def, this.get(def.key));
      return message === undefined ? [] : [{ key: def.key, message }];
    });
  }

  getBoolean(key: ConfigKey): boolean {
    return parseBoolean(this.get(key)) ?? parseBoolean(keyByName.get(key)?.default ?? '') ?? false;
  }

  getInteger(key: ConfigKey): number {
    const n = Number.parseInt(this.get(key), 10);
    if (Number.isFinite(n)) return n;
    return Number.parseInt(keyByName.get(key)?.default ?? '', 10) || 0;
  }

  getList(key: ConfigKey, separators = /,/): string[] {
    return this.get(key)
      .split(separators)
      .map((s) => s.trim())
      .filter((s) => s !== '');
  }

  /**
   * The keys among `entries` that would change and need the current password to (folder and
   * sign-in settings). Unknown keys need nothing here: `update` refuses them.
   */
  needingReauthentication(entries: readonly UpdateEntry[]): ConfigKey[] {
    return entries
      .filter((e): e is UpdateEntry & { key: ConfigKey } => isConfigKey(e.key))
      .filter((e) => keyByName.get(e.key)?.reauthenticate)
      .filter((e) => e.value !== SECRET_MASK && e.value.trim() !== this.get(e.key).trim())
      .map((e) => e.key);
  }

  /** Every key as the Settings page shows it, secrets masked. */
  list(): ConfigItem[] {
    return keyDefinitions.map((def) => this.describe(def));
  }

  private describe(def: KeyDefinition<ConfigKey>): ConfigItem {
    const value = this.get(def.key);
    const lockedBy = this.lockedBy(def.key);
    const item: ConfigItem = {
      key: def.key,
      label: def.label,
      value: def.secret && value !== '' ? SECRET_MASK : value,
      type: def.type,
      category: def.category,
      description: def.description,
      default: def.secret ? '' : def.default,
      required: def.required ?? false,
      hidden: def.hidden ?? false,
      beta: def.beta ?? false,
      disabled: def.beta ?? false,
      locked: lockedBy !== undefined || (def.envOnly ?? false),
    };
    if (def.options) item.options = [...def.options];
    if (lockedBy || def.envOnly) item.lockedBy = 'environment';
    if (def.secret) item.masked = value !== '';
    if (def.reauthenticate) item.protected = true;
    if (def.folderPurpose) item.folder = { purpose: def.folderPurpose, multiple: def.folders === 'list' };
    const problem = unreadableSecret(def, value);
    if (problem !== undefined) item.problem = problem;
    return item;
  }

  /**
   * Validate every entry first; write only when all are valid. `onlyKeys` narrows what may be
   * changed (the silent update).
   */
  async update(entries: readonly UpdateEntry[], onlyKeys?: readonly ConfigKey[]): Promise<ConfigChange> {
    const changes = new Map<ConfigKey, string | null>();
    const problems: SettingProblem[] = [];
    for (const entry of entries) {
      const def = isConfigKey(entry.key) ? keyByName.get(entry.key) : undefined;
      if (!def || (onlyKeys && !onlyKeys.includes(def.key))) {
        problems.push({ key: entry.key, message: `Unknown configuration key: ${entry.key}` });
        continue;
      }
      if (this.lockedBy(def.key)) {
        throw forbidden(`${def.key} is locked by the environment and cannot be changed here`, { key: def.key });
      }
      if (def.envOnly) {
        throw forbidden(`${def.key} can only be set through the process environment`, { key: def.key });
      }
      if (def.beta) throw forbidden(`${def.key} is in beta and cannot be changed`, { key: def.key });
      if (def.secret && entry.value === SECRET_MASK) continue;
      const result = normaliseValue(def, entry.value);
      if ('error' in result) {
        problems.push({ key: def.key, message: result.error });
        continue;
      }
      const refused = await this.folderProblems(def, result.value);
      if (refused.length > 0) {
        problems.push(...refused);
        continue;
      }
      changes.set(def.key, result.value === '' ? null : result.value);
    }
    if (problems.length === 0) {
      problems.push(...(await this.overlapProblems(changes)).map((message) => ({ key: 'SOURCE_DIR', message })));
    }
    if (problems.length > 0) {
      const errors = problems.map((p) => p.message);
      // `problems` names the key of each, so a form can put the sentence under its field.
      throw invalid(errors.join('; '), { errors, problems });
    }
    const password: ConfigKey = 'CINESYNC_PASSWORD';
    if (changes.get(password) === null && this.getBoolean('CINESYNC_AUTH_ENABLED')) {
      throw invalid(`${password} cannot be empty while authentication is enabled`, { key: password });
    }
    return this.enqueue(async () => {
      // Names as written in `.env`: a key's own, or its alias being cleared.
      const effective = new Map<string, string | null>();
      for (const [key, value] of changes) {
        const stored = value !== null && this.options.hashSecret ? await this.storedForm(key, value) : value;
        if ((stored ?? null) !== (this.fileValues.get(key) ?? null)) effective.set(key, stored);
        const alias = keyByName.get(key)?.alias;
        if (alias && this.fileValues.has(alias)) effective.set(alias, null);
      }
      const keys = [...effective.keys()].filter(isConfigKey);
      const change: ConfigChange = {
        keys,
        authChanged: keys.some((k) => keyByName.get(k)?.authSetting),
        restartRequired: keys.some((k) => keyByName.get(k)?.restartRequired),
      };
      if (effective.size === 0) return change;
      const next = applyChanges(this.lines, effective);
      await this.writeEnv(serialiseEnv(next));
      this.lines = next;
      this.fileValues = envToMap(next);
      for (const l of this.listeners) l(change);
      return change;
    });
  }

  /** Why the folders of a folder setting can't be used (system folders, the data folder); empty when they can. */
  private async folderProblems(def: KeyDefinition<ConfigKey>, value: string): Promise<SettingProblem[]> {
    if (!def.folders || value === '') return [];
    const written = def.folders === 'list' ? value.split(/[,;]/).map((f) => f.trim()) : [value];
    // A relative folder would be resolved against wherever the server happens to start.
    const relative = written.filter((f) => f !== '' && !path.isAbsolute(f));
    if (relative.length > 0) {
      return relative.map((folder) => ({
        key: def.key,
        message: `${def.key} must be an absolute path, got "${folder}"`,
        folder,
        reason: 'Not an absolute path',
      }));
    }
    const folders = def.folders === 'list' ? parseSourceRoots(value) : [value];
    // Folders already saved are not asked to exist again: a source mount that is down must not
    // stop a person from adding another folder beside it (design §5 promise 3).
    const saved = new Set(this.savedFolders(def).map((f) => path.resolve(f)));
    const problems: SettingProblem[] = [];
    for (const folder of folders) {
      const reason =
        (await folderSettingProblem(folder, this.options.dataDir)) ??
        (saved.has(path.resolve(folder))
          ? null
          : await folderAccessProblem(folder, def.folders === 'list' ? 'read' : 'write'));
      if (reason !== null)
        problems.push({ key: def.key, message: `${def.key} can't be ${folder}: ${reason}`, folder, reason });
    }
    return problems;
  }

  private savedFolders(def: KeyDefinition<ConfigKey>): string[] {
    const value = this.get(def.key).trim();
    if (value === '') return [];
    return def.folders === 'list' ? parseSourceRoots(value) : [value];
  }

  /**
   * Source folders and the library never overlap (equal, inside or containing, on real paths):
   * the folders as they would be after this save, judged when either changes.
   */
  private async overlapProblems(changes: ReadonlyMap<ConfigKey, string | null>): Promise<string[]> {
    if (!changes.has('SOURCE_DIR') && !changes.has('DESTINATION_DIR')) return [];
    const after = (key: 'SOURCE_DIR' | 'DESTINATION_DIR') =>
      changes.has(key) ? (changes.get(key) ?? '') : this.get(key);
    return folderPairProblems(after('SOURCE_DIR'), after('DESTINATION_DIR'), this.options.dataDir);
  }

  /** Set keys written by the server itself (generated password), bypassing the lock checks. */
  async setInternal(values: Partial<Record<ConfigKey, string>>): Promise<void> {
    await this.enqueue(async () => {
      const set = Object.entries(values).filter((e): e is [ConfigKey, string] => e[1] !== undefined);
      const next = applyChanges(this.lines, new Map(set));
      await this.writeEnv(serialiseEnv(next));
      this.lines = next;
      this.fileValues = envToMap(next);
    });
  }

  /** `.env` replaced whole, or left as it was: a full data folder is said as such. */
  private async writeEnv(text: string): Promise<void> {
    try {
      await writeFileAtomic(this.envFile, text);
    } catch (err) {
      if (isNoSpace(err)) {
        throw insufficientStorage('No space left on the data folder; the settings were not saved', {
          path: this.options.dataDir,
        });
      }
      throw err;
    }
  }

  /** Only the sign-in password is stored hashed; a key or token must be sent, so it is stored as given. */
  private async storedForm(key: ConfigKey, value: string): Promise<string> {
    const def = keyByName.get(key);
    return def?.hashed && this.options.hashSecret ? this.options.hashSecret(key, value) : value;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.writeQueue.then(task, task);
    this.writeQueue = run.catch(() => undefined);
    return run;
  }
}
