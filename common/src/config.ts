import { z } from 'zod';

/** The General sub-tabs of the Settings page, in display order. */
export const configCategories = [
  'Directory Paths',
  'CineSync Configuration',
  'Media Folders Configuration',
  'Resolution Folder Mappings Configuration',
  'TMDb/IMDB Configuration',
  'Renaming Structure Configuration',
  'File Handling Configuration',
  'Plex Integration Configuration',
  'Database Configuration',
  'Real-Time Monitoring Configuration',
  'Rclone Mount Configuration',
  'Logging Configuration',
  'System Configuration',
] as const;
export type ConfigCategory = (typeof configCategories)[number];

export const configValueTypes = ['string', 'boolean', 'integer', 'array', 'password', 'choice'] as const;
export type ConfigValueType = (typeof configValueTypes)[number];

export const configItemSchema = z.object({
  key: z.string(),
  value: z.string(),
  type: z.enum(configValueTypes),
  category: z.enum(configCategories),
  description: z.string(),
  default: z.string(),
  options: z.array(z.string()).optional(),
  required: z.boolean(),
  hidden: z.boolean(),
  beta: z.boolean(),
  disabled: z.boolean(),
  locked: z.boolean(),
  lockedBy: z.string().optional(),
  /** True when `value` is a mask standing for a stored secret. */
  masked: z.boolean().optional(),
  /** With authentication on, changing it needs the current password (folders, sign-in, where secrets go). */
  protected: z.boolean().optional(),
  /** Why the stored value can't be used, in words for the person who can fix it. */
  problem: z.string().optional(),
});
export type ConfigItem = z.infer<typeof configItemSchema>;

export const configResponseSchema = z.object({
  config: z.array(configItemSchema),
  status: z.literal('success'),
});
export type ConfigResponse = z.infer<typeof configResponseSchema>;

/** The value `/api/config` shows in place of a stored secret. Sending it back leaves the secret as is. */
export const SECRET_MASK = '********';

export const configUpdateEntrySchema = z.object({
  key: z.string().min(1).max(128),
  value: z.union([z.string(), z.number(), z.boolean()]).transform(String),
  type: z.string().optional(),
  required: z.boolean().optional(),
});
export type ConfigUpdateEntry = z.input<typeof configUpdateEntrySchema>;

export const configUpdateRequestSchema = z.object({
  updates: z.array(configUpdateEntrySchema).min(1).max(500),
  /** With authentication on, required when a folder or sign-in setting changes (asked again, like a bank). */
  currentPassword: z.string().max(1024).optional(),
});
export type ConfigUpdateRequest = z.input<typeof configUpdateRequestSchema>;

export const configUpdateResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
});

export const configStatusSchema = z.object({
  needsConfiguration: z.boolean(),
  isPlaceholder: z.boolean(),
  destinationDir: z.string(),
  effectiveRootDir: z.string(),
  /** Why a DESTINATION_DIR that is set can't be used (a system folder, the data folder). */
  problem: z.string().optional(),
  /** Source folders that are set but not used (refused, overlapping the library), each a sentence. */
  sourceProblems: z.array(z.string()).optional(),
  /** Keys whose stored value can't be used (a key an earlier version stored hashed), with what to do. */
  keyProblems: z.array(z.object({ key: z.string(), message: z.string() })).optional(),
  /** What organising needs and is not set at all, in the order a person sets it up. */
  missing: z.array(z.enum(['SOURCE_DIR', 'DESTINATION_DIR', 'TMDB_API_KEY'])).optional(),
});
export type ConfigStatus = z.infer<typeof configStatusSchema>;

/** Keys the silent update may touch: switches flipped from the Services tab and File Operations. */
export const silentConfigKeys = ['MEDIAHUB_AUTO_START', 'RTM_AUTO_START', 'FILE_OPERATIONS_AUTO_MODE'] as const;

export const restartResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  ip: z.string(),
  apiPort: z.number(),
  uiPort: z.number().nullable(),
});
export type RestartResponse = z.infer<typeof restartResponseSchema>;

export const DESTINATION_PLACEHOLDERS = ['/path/to/destination', '\\path\\to\\destination'];
