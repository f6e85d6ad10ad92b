import type { KeyDefinition } from './key-definition.js';

/**
 * Control characters and everything a `.env` reader or JavaScript takes for the end of a line:
 * LF, CR, VT, FF, NEL (U+0085), LINE and PARAGRAPH SEPARATOR (U+2028, U+2029). One of those in a
 * value would let it write a second line, a key of its own choosing.
 */
// eslint-disable-next-line no-control-regex
const LINE_BREAK_OR_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;

const TRUE = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE = new Set(['false', '0', 'no', 'n', 'off']);

/** Read a boolean the way people write them in `.env` files. */
export function parseBoolean(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  return undefined;
}

/**
 * Check one value against its key's type. Returns the value in canonical text form, or an error
 * sentence that names the key.
 */
export function normaliseValue(def: KeyDefinition, raw: string): { value: string } | { error: string } {
  if (LINE_BREAK_OR_CONTROL.test(raw)) {
    return { error: `${def.key} must not contain control characters or line breaks` };
  }
  if (raw.length > 4096) return { error: `${def.key} is longer than 4096 characters` };
  const value = def.type === 'password' ? raw : raw.trim();
  if (value === '') {
    return def.required ? { error: `${def.key} is required and cannot be empty` } : { value: '' };
  }
  switch (def.type) {
    case 'boolean': {
      const b = parseBoolean(value);
      return b === undefined ? { error: `${def.key} must be true or false, got "${value}"` } : { value: String(b) };
    }
    case 'integer': {
      if (!/^\d+$/.test(value)) return { error: `${def.key} must be a whole number of 0 or more, got "${value}"` };
      const n = Number(value);
      const min = def.min ?? 0;
      if (!Number.isSafeInteger(n) || n < min || (def.max !== undefined && n > def.max)) {
        const range = def.max === undefined ? `at least ${min}` : `between ${min} and ${def.max}`;
        return { error: `${def.key} must be ${range}, got ${value}` };
      }
      return { value: String(n) };
    }
    case 'array': {
      const items = value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (items.length === 0) return { error: `${def.key} must be a comma-separated list` };
      return { value: items.join(',') };
    }
    case 'choice': {
      const options = def.options ?? [];
      const match = options.find((o) => o.toLowerCase() === value.toLowerCase());
      return match === undefined
        ? { error: `${def.key} must be one of ${options.join(', ')}, got "${value}"` }
        : { value: match };
    }
    case 'string':
    case 'password':
      return { value };
  }
}
