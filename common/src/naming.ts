import { z } from 'zod';

/**
 * The token helper of Settings → Renaming Structure. The catalogue and the preview both come from
 * the organiser's own naming code, so what the dialog shows is what the organiser will write.
 */

export const NAMING_FORMAT_KINDS = ['standard', 'daily', 'anime', 'season', 'movie'] as const;
export type NamingFormatKindName = (typeof NAMING_FORMAT_KINDS)[number];

export const NAMING_TOKEN_GROUPS = [
  'Series',
  'Series ID',
  'Season',
  'Episode',
  'Air Date',
  'Release',
  'Movie',
  'Movie ID',
  'Quality',
  'MediaInfo',
  'Custom',
] as const;

export const namingTokenSchema = z.object({
  /** As inserted into a format: `{Series Title}`, `{season:00}`. */
  token: z.string(),
  group: z.enum(NAMING_TOKEN_GROUPS),
  description: z.string(),
  /** The token rendered with the sample values; '' when it renders empty for the sample. */
  example: z.string(),
});
export type NamingToken = z.infer<typeof namingTokenSchema>;

/** `GET /api/naming/tokens?kind=` */
export const namingTokensQuerySchema = z.object({ kind: z.enum(NAMING_FORMAT_KINDS) });
export const namingTokensResponseSchema = z.object({
  kind: z.enum(NAMING_FORMAT_KINDS),
  /** In the spec's group order for the kind (TV or movie groups). */
  groups: z.array(z.object({ name: z.enum(NAMING_TOKEN_GROUPS), tokens: z.array(namingTokenSchema) })),
});
export type NamingTokensResponse = z.infer<typeof namingTokensResponseSchema>;

/** `POST /api/naming/preview` */
export const namingPreviewRequestSchema = z.object({
  kind: z.enum(NAMING_FORMAT_KINDS),
  format: z.string().max(1000),
});
export type NamingPreviewRequest = z.infer<typeof namingPreviewRequestSchema>;

export const namingPreviewResponseSchema = z.object({
  /** The name the organiser would write for the sample; '' when the format renders nothing. */
  preview: z.string(),
  /** False when the result is empty (the dialog says "Invalid format"). */
  valid: z.boolean(),
  /** Tokens in the format the organiser does not know (it writes them as nothing). */
  unknownTokens: z.array(z.string()),
});
export type NamingPreviewResponse = z.infer<typeof namingPreviewResponseSchema>;
