/**
 * Readers for JSON the server passes through from TMDB in TMDB's own shape: a missing or mistyped
 * field reads as empty instead of failing the whole answer.
 */
export type Json = Record<string, unknown>;
export const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
export const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
