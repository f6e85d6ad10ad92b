import { z } from 'zod';

/**
 * The Test buttons of Settings and the first-run setup: try a credential or an address before it
 * is saved. POST, so the key travels in a body, never in a URL (and never in a log line).
 */

/** `POST /api/config/test/tmdb`: the key being typed; absent (or the mask) tries the saved one. */
export const tmdbKeyTestRequestSchema = z.strictObject({
  apiKey: z.string().max(1024).optional(),
});
export type TmdbKeyTestRequest = z.infer<typeof tmdbKeyTestRequestSchema>;

/**
 * `POST /api/config/test/plex`: the address and token being typed; absent (or the mask for the
 * token) tries the saved ones. An address other than the saved `PLEX_URL` would carry a token to
 * it, so with authentication on it needs the current password, as saving that address does.
 */
export const plexTestRequestSchema = z.strictObject({
  url: z.string().max(2048).optional(),
  token: z.string().max(1024).optional(),
  currentPassword: z.string().max(1024).optional(),
});
export type PlexTestRequest = z.infer<typeof plexTestRequestSchema>;

/**
 * How a test ended: `works`; `refused` (the service answered and said no: a wrong key or token);
 * `unreachable` (no answer: address, network, time-out); `rate_limited` (the service asked to wait);
 * `failed` (any other answer, said in `message`).
 */
export const connectionTestOutcomes = ['works', 'refused', 'unreachable', 'rate_limited', 'failed'] as const;
export type ConnectionTestOutcome = (typeof connectionTestOutcomes)[number];

/** A test that ran answers 200 with this, whether the key works or not. */
export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  outcome: z.enum(connectionTestOutcomes),
  /** For people: "Key works", "Connected to Living Room", or the service's own reason. */
  message: z.string(),
  /** Plex: the server's name, when it answered. */
  serverName: z.string().optional(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;
