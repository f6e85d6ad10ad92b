import type { z } from 'zod';
import { invalid } from '../errors.js';

/** Validate a body or query against its `common/` schema; the error names each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request body'): z.output<S> {
  if (input === undefined || input === null || typeof input !== 'object') {
    throw invalid(`The ${what} must be a JSON object`);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`);
  throw invalid(`Invalid ${what}: ${problems.join('; ')}`, { issues: problems });
}
