import { z } from 'zod';
import { databaseUpdateProgressSchema } from './database-browser.js';
import { FILE_OPERATION_KINDS, FILE_OPERATION_STATUSES } from './records.js';

/**
 * Every live event the server publishes, with its payload. The bus, the SSE endpoints and the web
 * client's event hub all type themselves from this one table.
 */
export const eventPayloadSchemas = {
  connected: z.object({}),
  ping: z.object({}),
  stats_changed: z.object({}),
  file_operation_update: z.object({
    id: z.string().optional(),
    filePath: z.string().optional(),
    fileName: z.string().optional(),
    destinationPath: z.string().optional(),
    status: z.enum(FILE_OPERATION_STATUSES).optional(),
    /** ISO 8601 time of the event. */
    timestamp: z.string().optional(),
    type: z.enum(['movie', 'tv', 'other']).optional(),
    operation: z.enum(FILE_OPERATION_KINDS).optional(),
    reason: z.string().optional(),
    tmdbId: z.string().optional(),
    seasonNumber: z.number().int().nullable().optional(),
  }),
  symlink_created: z.object({
    source_file: z.string().optional(),
    destination_file: z.string(),
    media_name: z.string(),
    show_name: z.string().optional(),
    new_folder_name: z.string(),
    new_filename: z.string().optional(),
    new_path: z.string().optional(),
    tmdb_id: z.union([z.string(), z.number()]).nullable(),
    season_number: z.number().int().nullable().optional(),
    force_mode: z.boolean().optional(),
  }),
  file_processed: z.object({
    source_file: z.string(),
    filename: z.string(),
    media_name: z.string(),
    media_type: z.string(),
    tmdb_id: z.union([z.string(), z.number()]).nullable(),
    season_number: z.number().int().nullable(),
  }),
  source_file_updated: z.object({
    file_path: z.string(),
    processing_status: z.string(),
    tmdb_id: z.union([z.string(), z.number()]).nullable(),
    season_number: z.number().int().nullable(),
    timestamp: z.number(),
    /** The file is `failed` because the organiser left it for review, not because it could not be organised. */
    needs_review: z.boolean().optional(),
  }),
  scan_started: z.object({ scanId: z.string().optional(), sourceDirs: z.array(z.string()).optional() }),
  /**
   * `counts` holds the scan's counters so far (`seen`, `handled`…) and what organising made of the
   * files (`linked`, `review`, `skipped`, `failed`, `pending`).
   */
  scan_progress: z.object({
    scanId: z.string().optional(),
    seen: z.number(),
    total: z.number().optional(),
    counts: z.record(z.string(), z.number()).optional(),
  }),
  scan_completed: z.object({ scanId: z.string().optional(), counts: z.record(z.string(), z.number()).optional() }),
  scan_failed: z.object({
    scanId: z.string().optional(),
    message: z.string(),
    counts: z.record(z.string(), z.number()).optional(),
  }),
  error: z.object({ message: z.string() }),
  monitor_started: z.object({}),
  monitor_stopped: z.object({}),
  config_changed: z.object({ keys: z.array(z.string()) }),
  auth_settings_changed: z.object({ keys: z.array(z.string()) }),
  server_restart_required: z.object({ keys: z.array(z.string()) }),
  job_update: z.object({
    jobId: z.string(),
    status: z.enum(['idle', 'running', 'completed', 'failed', 'cancelled', 'disabled']),
    message: z.string().optional(),
    timestamp: z.string(),
  }),
  /** Progress of `POST /api/database/update`, from `running` to `completed` or `failed`. */
  database_update: databaseUpdateProgressSchema,
} as const;

export type EventName = keyof typeof eventPayloadSchemas;
export const eventNames = Object.keys(eventPayloadSchemas) as EventName[];
export type EventPayload<N extends EventName> = z.infer<(typeof eventPayloadSchemas)[N]>;

/** The wire shape of one SSE message: `data: {type, timestamp, data}`. */
export interface LiveEvent<N extends EventName = EventName> {
  type: N;
  /** Milliseconds since the epoch. */
  timestamp: number;
  data: EventPayload<N>;
}

export const liveEventSchema = z.object({
  type: z.enum(eventNames as [EventName, ...EventName[]]),
  timestamp: z.number(),
  data: z.unknown(),
});

/** Which events each SSE endpoint streams; `/api/events` streams all of them on one connection. */
export const eventStreams = {
  dashboard: ['stats_changed', 'symlink_created'],
  'file-operations': ['file_operation_update', 'database_update'],
  jobs: ['job_update'],
  config: ['config_changed', 'auth_settings_changed', 'server_restart_required'],
  mediahub: [
    'symlink_created',
    'file_processed',
    'source_file_updated',
    'scan_started',
    'scan_progress',
    'scan_completed',
    'scan_failed',
    'error',
    'monitor_started',
    'monitor_stopped',
  ],
} as const satisfies Record<string, readonly EventName[]>;

export type EventStreamName = keyof typeof eventStreams;
