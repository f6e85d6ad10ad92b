import { z } from 'zod';
import { hasControlCharacter } from './path-input.js';

/**
 * Connections (Settings → Services): the media servers, rclone remotes and webhooks told when the
 * library changes, in the manner of Sonarr's and Radarr's "Connect". Several of each type.
 *
 * Routes:
 * - `GET    /api/connections`        → `ConnectionsResponse` (every connection with its last result)
 * - `POST   /api/connections`        ← `ConnectionWrite`  → 201 `ConnectionView`
 * - `PUT    /api/connections/:id`    ← `ConnectionWrite`  → 200 `ConnectionView`
 * - `DELETE /api/connections/:id`    → 204
 * - `POST   /api/connections/test`   ← `ConnectionTestRequest` → 200 `ConnectionTestAnswer`
 *
 * Errors are the usual `{ error, message }`: 400 for a bad body, 403 when the current password is
 * needed and missing or wrong, 404 for an unknown id, 409 for the connection that comes from the
 * `PLEX_*` settings (edited under Settings → Plex, not here).
 *
 * Secrets (`apiKey`, `password`) are write-only: a listed connection says `hasApiKey`/`hasPassword`.
 * In a write, an absent secret or `SECRET_MASK` keeps the stored one and `''` removes it.
 */

/** What a connection is; it decides how `url`, `apiKey`, `username` and `password` are used. */
export const connectionTypes = ['plex', 'jellyfin', 'emby', 'rclone', 'webhook'] as const;
export type ConnectionType = (typeof connectionTypes)[number];

/** For people: the name of each type. */
export const connectionTypeLabels: Record<ConnectionType, string> = {
  plex: 'Plex',
  jellyfin: 'Jellyfin',
  emby: 'Emby',
  rclone: 'rclone remote control',
  webhook: 'Webhook',
};

/**
 * What a connection is told about: a file linked into the library, linked as a new version that
 * replaces or joins an older one, a link renamed or moved, a link deleted.
 */
export const connectionEvents = ['linked', 'upgraded', 'renamed', 'deleted'] as const;
export type ConnectionEvent = (typeof connectionEvents)[number];

export const connectionEventLabels: Record<ConnectionEvent, string> = {
  linked: 'Linked',
  upgraded: 'Upgraded to a new version',
  renamed: 'Renamed or moved',
  deleted: 'Deleted',
};

/**
 * A library path as CineSync sees it (`from`) and as the media server sees it (`to`): the longest
 * matching `from` prefix of a changed folder is replaced by its `to` before the server is told.
 */
export const pathMappingSchema = z.strictObject({
  from: z.string().min(1, 'a path mapping needs a from path').max(4096),
  to: z.string().min(1, 'a path mapping needs a to path').max(4096),
});
export type PathMapping = z.infer<typeof pathMappingSchema>;

const nameSchema = z
  .string({ message: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(100, 'name is at most 100 characters')
  // Control characters would break log lines and the dashboard; the name is for people only.
  .refine((name) => !hasControlCharacter(name), 'name has control characters');

/** An http(s) address; anything else (file:, javascript:, a bare host) is refused. */
const urlSchema = z
  .string({ message: 'url is an http or https address' })
  .trim()
  .max(2048, 'url is at most 2048 characters')
  // common/ has no URL class (no Node or DOM APIs); the server parses it again before use.
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, 'url is an http or https address')
  .refine((url) => !hasControlCharacter(url), 'url is an http or https address');

const secretSchema = z.string().max(1024);

/**
 * The body of `POST /api/connections` and `PUT /api/connections/:id`.
 * - plex: `url` of the server, `apiKey` is the Plex token.
 * - jellyfin / emby: `url` of the server, `apiKey` is an API key made in its dashboard.
 * - rclone: `url` of the remote control (`rclone mount --rc`, e.g. http://127.0.0.1:5572);
 *   `username`/`password` when it runs with `--rc-user`/`--rc-pass`.
 * - webhook: `url` receives the Sonarr/Radarr-shaped JSON; `username`/`password` for Basic auth.
 */
export const connectionWriteSchema = z.strictObject({
  type: z.enum(connectionTypes, { message: `type is one of ${connectionTypes.join(', ')}` }),
  name: nameSchema,
  url: urlSchema,
  apiKey: secretSchema.optional(),
  username: z.string().max(256).optional(),
  password: secretSchema.optional(),
  events: z
    .array(z.enum(connectionEvents, { message: `events are among ${connectionEvents.join(', ')}` }))
    .max(connectionEvents.length)
    .refine((events) => new Set(events).size === events.length, 'an event is listed twice'),
  pathMappings: z.array(pathMappingSchema).max(50, 'at most 50 path mappings'),
  enabled: z.boolean({ message: 'enabled is true or false' }),
  /** With authentication on, needed when the `url` of a stored connection changes (or a new one is made). */
  currentPassword: z.string().max(1024).optional(),
});
export type ConnectionWrite = z.input<typeof connectionWriteSchema>;
export type ConnectionWriteParsed = z.output<typeof connectionWriteSchema>;

/**
 * The body of `POST /api/connections/test`: the connection as being typed. With `id`, secrets that
 * are absent (or the mask) are taken from that stored connection, so a saved one can be tested
 * without typing its key again; a `url` other than the stored one then needs `currentPassword`.
 */
export const connectionTestRequestSchema = connectionWriteSchema.extend({
  id: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type ConnectionTestRequest = z.input<typeof connectionTestRequestSchema>;

/** The answer of `POST /api/connections/test` (200 whether the server said yes or not). */
export const connectionTestAnswerSchema = z.object({
  ok: z.boolean(),
  /** What the server answered: "Jellyfin 10.10.3 at 192.168.1.5: library Movies found". */
  message: z.string(),
});
export type ConnectionTestAnswer = z.infer<typeof connectionTestAnswerSchema>;

/** How the last call to a connection went (a batch of changes, or a test). */
export const connectionLastResultSchema = z.object({
  ok: z.boolean(),
  /** "told 12 folders", "401 Unauthorized", "unreachable: connect ECONNREFUSED 192.168.1.5:8096". */
  message: z.string(),
  /** ISO 8601 time of the call. */
  at: z.string(),
  /** How many folders (webhooks: events) the last successful batch named. */
  toldFolders: z.number().int().optional(),
  /** ISO 8601 time of the first failure in the current run of failures; absent when `ok`. */
  failingSince: z.string().optional(),
});
export type ConnectionLastResult = z.infer<typeof connectionLastResultSchema>;

/** A connection as listed; secrets are never returned. */
export const connectionViewSchema = z.object({
  /** 0 is the connection made from the `PLEX_*` settings; stored connections count from 1. */
  id: z.number().int(),
  type: z.enum(connectionTypes),
  name: z.string(),
  /**
   * A webhook's address is often its secret (Discord's and Notifiarr's carry a token in the path),
   * so a webhook with a path or query is listed as its origin then `/********`
   * (`https://discord.com/********`). Sent back unchanged in a write or test, it keeps the stored
   * address. Other types list their address as stored.
   */
  url: z.string(),
  username: z.string().nullable(),
  hasApiKey: z.boolean(),
  hasPassword: z.boolean(),
  events: z.array(z.enum(connectionEvents)),
  pathMappings: z.array(pathMappingSchema),
  enabled: z.boolean(),
  /**
   * `settings`: the first Plex connection, made from `ENABLE_PLEX_UPDATE`/`PLEX_URL`/`PLEX_TOKEN`;
   * read-only here (change it under Settings → Plex). `stored`: made on this list.
   */
  source: z.enum(['settings', 'stored']),
  lastResult: connectionLastResultSchema.nullable(),
});
export type ConnectionView = z.infer<typeof connectionViewSchema>;

/** `GET /api/connections`: in display order, the `PLEX_*` connection (when set) first. */
export const connectionsResponseSchema = z.object({ items: z.array(connectionViewSchema) });
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;

/** The path parameter of `PUT`/`DELETE /api/connections/:id`. */
export const connectionKeySchema = z.object({
  id: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,9})$/, 'the connection id is a whole number')
    .transform(Number)
    .pipe(z.number().int().min(0).max(2_147_483_647, 'the connection id is too large')),
});

/**
 * The setting "Name versions for" (config key `VERSION_NAMING`): how several versions of one
 * movie are named so the chosen media server groups them. `plex`: the configured naming (Plex
 * groups by folder). `jellyfin`: the folder name, ` - `, then a label from resolution, edition and
 * source (`Inception (2010) - 2160p HDR.mkv`), as Jellyfin and Emby group versions. `source`:
 * keep the source file names. A movie with a single version keeps the configured naming.
 */
export const VERSION_NAMING_KEY = 'VERSION_NAMING';
export const versionNamingStyles = ['plex', 'jellyfin', 'source'] as const;
export type VersionNamingStyle = (typeof versionNamingStyles)[number];

export const versionNamingLabels: Record<VersionNamingStyle, string> = {
  plex: 'Plex',
  jellyfin: 'Jellyfin and Emby',
  source: 'Keep source names',
};
