import type { FolderMapping, SpoofingConfigDto } from '@cinesync/common';
import type { ConfigStore } from '../../config/config-store.js';
import { invalid } from '../../errors.js';
import { generateApiKey } from './api-key.js';
import { judgeMappingFolder, mappingLibrary, type MappingLibrary } from './mapping-folder.js';
import type { SpoofingStore } from './spoofing-store.js';

/**
 * Radarr and Sonarr versions are dotted numbers, and Bazarr reads them as such (it picks its API
 * and SignalR flavour from the leading number), so anything else would break the face.
 */
const VERSION_PATTERN = /^\d{1,6}(\.\d{1,9}){0,3}$/;

interface SpoofingSettingsOptions {
  /** The saved configuration, the same store the face's key check reads. */
  store: SpoofingStore;
  config: ConfigStore;
  /** Key source; the CSPRNG unless a test pins it. */
  newKey?: () => string;
}

/**
 * The Spoofing tab's configuration: read it, replace it whole after checking every folder mapping
 * against the library, and regenerate the main key.
 */
export class SpoofingSettings {
  readonly store: SpoofingStore;
  private readonly config: ConfigStore;
  private readonly newKey: () => string;

  constructor(options: SpoofingSettingsOptions) {
    this.store = options.store;
    this.config = options.config;
    this.newKey = options.newKey ?? (() => generateApiKey());
  }

  current(): SpoofingConfigDto {
    return this.store.read();
  }

  /**
   * Validate and save the whole configuration (the `common/` schema has already shaped it); answers
   * what was saved, folder paths as the library names them. Nothing is saved when anything is wrong.
   */
  async save(input: SpoofingConfigDto): Promise<SpoofingConfigDto> {
    if (!VERSION_PATTERN.test(input.version)) {
      throw invalid('The reported version must be numbers separated by dots, like 5.14.0.9383', {
        version: input.version,
      });
    }
    const saved = new Set(this.store.read().folderMappings.map((m) => m.folderPath));
    const library = input.folderMappings.length > 0 ? await mappingLibrary(this.config) : null;
    const folderMappings: FolderMapping[] = [];
    const seen = new Map<string, string>();
    for (const mapping of input.folderMappings) {
      const folder = await this.checkFolder(library, mapping, saved);
      const clash = seen.get(folder.identity);
      if (clash !== undefined) {
        throw invalid(`Folder mappings "${clash}" and "${mapping.displayName}" name the same folder`, {
          folderPath: mapping.folderPath,
        });
      }
      seen.set(folder.identity, mapping.displayName);
      folderMappings.push({ ...mapping, folderPath: folder.folderPath, apiKey: mapping.apiKey.toLowerCase() });
    }
    const config: SpoofingConfigDto = { ...input, apiKey: input.apiKey.toLowerCase(), folderMappings };
    refuseSharedKeys(config);
    this.store.write(config);
    return this.store.read();
  }

  /** A new main key from the CSPRNG, saved at once (spoofing's other settings are kept). */
  regenerateKey(): SpoofingConfigDto {
    const config = this.store.read();
    this.store.write({ ...config, apiKey: this.newKey() });
    return this.store.read();
  }

  /**
   * The folder a mapping names, as saved, and what makes two mappings the same folder (its real
   * path). A folder that is gone is accepted only when that exact path was already saved, so a
   * renamed or removed folder never blocks saving the rest; a new path must name a folder now.
   */
  private async checkFolder(
    library: MappingLibrary | null,
    mapping: FolderMapping,
    saved: ReadonlySet<string>,
  ): Promise<{ folderPath: string; identity: string }> {
    const refuse = (problem: string) =>
      invalid(`Folder mapping "${mapping.displayName}": ${mapping.folderPath} ${problem}`, {
        folderPath: mapping.folderPath,
      });
    if (library === null) {
      if (saved.has(mapping.folderPath)) return { folderPath: mapping.folderPath, identity: mapping.folderPath };
      throw refuse('cannot be checked: the library folder (DESTINATION_DIR) is not set to an existing folder');
    }
    const folder = await judgeMappingFolder(library, mapping.folderPath);
    if (folder.kind === 'refused') throw refuse(folder.problem);
    if (folder.kind === 'missing') {
      if (saved.has(mapping.folderPath)) return { folderPath: mapping.folderPath, identity: mapping.folderPath };
      throw refuse('is not a folder in the library');
    }
    return { folderPath: folder.folderPath, identity: folder.real };
  }
}

/** One key, one meaning: a key shared by two mappings, or by a mapping and the main key, is ambiguous. */
function refuseSharedKeys(config: SpoofingConfigDto): void {
  const owners = new Map<string, string>();
  if (config.apiKey !== '') owners.set(config.apiKey, 'the main API key');
  for (const mapping of config.folderMappings) {
    const owner = owners.get(mapping.apiKey);
    if (owner !== undefined) {
      throw invalid(`Folder mapping "${mapping.displayName}" uses the same API key as ${owner}; give it its own`, {
        folderPath: mapping.folderPath,
      });
    }
    owners.set(mapping.apiKey, `folder mapping "${mapping.displayName}"`);
  }
}
