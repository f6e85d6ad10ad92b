import { z } from 'zod';

/**
 * Spoofing: CineSync posing as Radarr and Sonarr so Bazarr (a subtitle manager) connects. The
 * configuration holds the key Bazarr uses and, in folder mode, one key per library folder, each
 * showing only that folder's items.
 */

export const SPOOFING_SERVICE_TYPES = ['auto', 'radarr', 'sonarr'] as const;
export type SpoofingServiceTypeName = (typeof SPOOFING_SERVICE_TYPES)[number];

export const SPOOFING_DEFAULT_VERSION = '5.14.0.9383';
export const SPOOFING_DEFAULT_BRANCH = 'master';

/** An API key as the face accepts it: 32 hex characters (regenerate makes one from a CSPRNG). */
export const spoofingApiKey = z.string().regex(/^[0-9a-f]{32}$/i, 'an API key is 32 hexadecimal characters');

export const folderMappingSchema = z.object({
  /** Its identity: a folder inside the library. */
  folderPath: z.string().min(1).max(4096),
  serviceType: z.enum(SPOOFING_SERVICE_TYPES).default('auto'),
  apiKey: spoofingApiKey,
  enabled: z.boolean().default(true),
  displayName: z.string().min(1).max(200),
});
export type FolderMapping = z.infer<typeof folderMappingSchema>;

/** The spoofing configuration as `GET` answers it and `PUT /api/spoofing/config` takes it whole. */
export const spoofingConfigSchema = z.object({
  enabled: z.boolean(),
  folderMode: z.boolean(),
  /** The Radarr version reported (Sonarr's is derived from its major); default 5.14.0.9383. */
  version: z.string().min(1).max(40),
  branch: z.string().min(1).max(40),
  /** '' until one is generated. */
  apiKey: z.union([spoofingApiKey, z.literal('')]),
  folderMappings: z.array(folderMappingSchema),
});
export type SpoofingConfigDto = z.infer<typeof spoofingConfigSchema>;

/** `GET /api/spoofing/folders/available`: library folders a mapping can name. */
export const availableFolderSchema = z.object({
  path: z.string(),
  displayName: z.string(),
  fileCount: z.number().int(),
});
export type AvailableFolder = z.infer<typeof availableFolderSchema>;
export const availableFoldersResponseSchema = z.array(availableFolderSchema);
