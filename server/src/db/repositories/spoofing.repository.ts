import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type ValuesOf } from '../columns.js';
import type {
  SpoofingConfig,
  SpoofingConfigTable,
  SpoofingFolderMapping,
  SpoofingFolderMappingsTable,
} from '../schema.js';

/** The one config row's settings (its id is always 1). */
const CONFIG = columns<SpoofingConfigTable>()('enabled', 'folder_mode', 'version', 'branch', 'api_key', 'updated_at');
const MAPPING = columns<SpoofingFolderMappingsTable>()(
  'folder_path',
  'service_type',
  'api_key',
  'enabled',
  'display_name',
);

/**
 * The `spoofing_config` (one row) and `spoofing_folder_mappings` tables: how the Radarr/Sonarr face
 * presents itself, and which library folders it serves under which API key.
 */
export class SpoofingRepository {
  private readonly sql: PreparedStatements;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** The saved settings, or undefined before anything was saved. */
  config(): SpoofingConfig | undefined {
    return this.sql.get<[], SpoofingConfig>('SELECT * FROM spoofing_config WHERE id = 1').get();
  }

  saveConfig(config: Omit<SpoofingConfig, 'id'>): void {
    this.sql
      .get<ValuesOf<typeof CONFIG>>(
        `INSERT INTO spoofing_config (id, ${CONFIG.list}) VALUES (1, ${CONFIG.params})
         ON CONFLICT(id) DO UPDATE SET enabled = excluded.enabled, folder_mode = excluded.folder_mode,
           version = excluded.version, branch = excluded.branch, api_key = excluded.api_key,
           updated_at = excluded.updated_at`,
      )
      .run(config);
  }

  /** Every folder mapping, by folder. */
  mappings(): SpoofingFolderMapping[] {
    return this.sql.get<[], SpoofingFolderMapping>('SELECT * FROM spoofing_folder_mappings ORDER BY folder_path').all();
  }

  /** Add a mapping, or replace the one of the same folder. */
  saveMapping(mapping: SpoofingFolderMapping): void {
    this.sql
      .get<ValuesOf<typeof MAPPING>>(
        `INSERT INTO spoofing_folder_mappings (${MAPPING.list}) VALUES (${MAPPING.params})
         ON CONFLICT(folder_path) DO UPDATE SET service_type = excluded.service_type, api_key = excluded.api_key,
           enabled = excluded.enabled, display_name = excluded.display_name`,
      )
      .run(mapping);
  }

  /** Make the mappings exactly `mappings` (run it inside the caller's transaction with the config). */
  replaceMappings(mappings: readonly SpoofingFolderMapping[]): void {
    this.sql.get<[]>('DELETE FROM spoofing_folder_mappings').run();
    for (const mapping of mappings) this.saveMapping(mapping);
  }

  /** True when the folder had a mapping. */
  removeMapping(folderPath: string): boolean {
    return (
      this.sql
        .get<[SpoofingFolderMapping['folder_path']]>('DELETE FROM spoofing_folder_mappings WHERE folder_path = ?')
        .run(folderPath).changes > 0
    );
  }
}
