import { z } from 'zod';

/**
 * What organising is doing, for the dashboard and the Source tab: `GET /api/mediahub/status`
 * answers it as `organiser`, beside the Services tab's fields. A person should see at a glance
 * whether new files will be organised, and if not, why and what fixes it.
 */

/** The settings organising can't start without. */
export const ORGANISER_SETUP_KEYS = ['SOURCE_DIR', 'DESTINATION_DIR', 'TMDB_API_KEY'] as const;
export type OrganiserSetupKey = (typeof ORGANISER_SETUP_KEYS)[number];

/**
 * - `setup`: a folder or the TMDB key is not set, and nothing runs;
 * - `stopped`: set up, but neither the service nor the monitor runs (a person stopped it);
 * - `scanning`: a scan is going;
 * - `paused`: running, but a source folder is unavailable (a dropped mount): nothing is removed,
 *   and organising it resumes when it is back;
 * - `failing`: running, but the last scan failed (every lookup failed, say);
 * - `running`: organising and watching, nothing wrong.
 */
export const ORGANISER_STATES = ['setup', 'stopped', 'scanning', 'paused', 'failing', 'running'] as const;
export type OrganiserStateName = (typeof ORGANISER_STATES)[number];

export const SCAN_RECORD_STATUSES = ['running', 'completed', 'partial', 'failed', 'cancelled', 'interrupted'] as const;

/**
 * Counts of a scan: the scanner's (`seen`, `handled`…) and what organising made of the files
 * (`linked`, `review`, `skipped`, `failed`, `pending`).
 */
export const scanCountsSchema = z.record(z.string(), z.number());
export type ScanCountsRecord = z.infer<typeof scanCountsSchema>;

export const organiserLastScanSchema = z.object({
  kind: z.string(),
  status: z.enum(SCAN_RECORD_STATUSES),
  /** Epoch milliseconds. */
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  /** Why it failed, or which folders it left out. */
  message: z.string().nullable(),
  counts: scanCountsSchema,
});
export type OrganiserLastScan = z.infer<typeof organiserLastScanSchema>;

export const organiserCurrentScanSchema = z.object({
  scanId: z.string(),
  /** Epoch milliseconds. */
  startedAt: z.number(),
  counts: scanCountsSchema,
});
export type OrganiserCurrentScan = z.infer<typeof organiserCurrentScanSchema>;

export const organiserStateSchema = z.object({
  state: z.enum(ORGANISER_STATES),
  isRunning: z.boolean(),
  monitorRunning: z.boolean(),
  /** MEDIAHUB_AUTO_START: whether the service starts with the server (Stop turns it off). */
  autoStart: z.boolean(),
  /** Settings that must be set before organising can start. */
  missing: z.array(z.enum(ORGANISER_SETUP_KEYS)),
  /** Source folders not organised now, each with why. */
  pausedRoots: z.array(z.object({ root: z.string(), reason: z.string() })),
  /** The last scan that ended; null before the first. */
  lastScan: organiserLastScanSchema.nullable(),
  currentScan: organiserCurrentScanSchema.nullable(),
});
export type OrganiserState = z.infer<typeof organiserStateSchema>;

/** `GET /api/mediahub/status`: the Services tab's fields and the organiser's state. */
export const mediahubStatusSchema = z.object({
  isRunning: z.boolean(),
  monitorRunning: z.boolean(),
  sourceDir: z.string(),
  destinationDir: z.string(),
  organiser: organiserStateSchema,
});
export type MediahubStatus = z.infer<typeof mediahubStatusSchema>;
