import {
  SPOOFING_DEFAULT_BRANCH,
  SPOOFING_DEFAULT_VERSION,
  SPOOFING_SERVICE_TYPES,
  type FolderMapping,
  type SpoofingConfigDto,
  type SpoofingServiceTypeName,
} from '@cinesync/common';
import type { AppDatabase } from '../../db/database.js';
import type { SpoofingRepository } from '../../db/repositories/spoofing.repository.js';
import type { SpoofingFolderMapping } from '../../db/schema.js';

/** What the tab shows before anything was saved (spec §9): off, no key yet, Radarr 5.14. */
export const DEFAULT_SPOOFING_CONFIG: SpoofingConfigDto = Object.freeze({
  enabled: false,
  folderMode: false,
  version: SPOOFING_DEFAULT_VERSION,
  branch: SPOOFING_DEFAULT_BRANCH,
  apiKey: '',
  folderMappings: [],
});

/**
 * The spoofing configuration as the API speaks it, over its two tables. Read fresh on every call
 * (one indexed row and a handful of mappings): every part of the process that checks a key sees a
 * save at once, with no cache to invalidate. The database is only the transaction a save runs in.
 */
export class SpoofingStore {
  constructor(
    private readonly repository: SpoofingRepository,
    private readonly database: Pick<AppDatabase, 'transaction'>,
    private readonly now: () => number = Date.now,
  ) {}

  read(): SpoofingConfigDto {
    const row = this.repository.config();
    const folderMappings = this.repository.mappings().map(toMapping);
    if (!row) return { ...DEFAULT_SPOOFING_CONFIG, folderMappings };
    return {
      enabled: row.enabled === 1,
      folderMode: row.folder_mode === 1,
      version: row.version,
      branch: row.branch,
      apiKey: row.api_key,
      folderMappings,
    };
  }

  /** The configuration and its mappings land together or not at all. */
  write(config: SpoofingConfigDto): void {
    this.database.transaction(() => {
      this.repository.saveConfig({
        enabled: config.enabled ? 1 : 0,
        folder_mode: config.folderMode ? 1 : 0,
        version: config.version,
        branch: config.branch,
        api_key: config.apiKey,
        updated_at: this.now(),
      });
      this.repository.replaceMappings(config.folderMappings.map(toRow));
    });
  }
}

function toMapping(row: SpoofingFolderMapping): FolderMapping {
  return {
    folderPath: row.folder_path,
    // A hand-edited database could hold anything; what the face can't serve reads as auto.
    serviceType: (SPOOFING_SERVICE_TYPES as readonly string[]).includes(row.service_type)
      ? (row.service_type as SpoofingServiceTypeName)
      : 'auto',
    apiKey: row.api_key,
    enabled: row.enabled === 1,
    displayName: row.display_name,
  };
}

function toRow(mapping: FolderMapping): SpoofingFolderMapping {
  return {
    folder_path: mapping.folderPath,
    service_type: mapping.serviceType,
    api_key: mapping.apiKey,
    enabled: mapping.enabled ? 1 : 0,
    display_name: mapping.displayName,
  };
}
