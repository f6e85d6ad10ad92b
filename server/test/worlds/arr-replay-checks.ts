/**
 * Test aid for the Bazarr replay (`bazarr_calls.json`): reading the contract's expectations
 * (`[].images[].url`, `movieFile.quality.quality.name`) against an answer, with the types Bazarr
 * relies on (real integers, real booleans).
 */

export interface ReplayStep {
  step: number;
  phase: string;
  app: 'sonarr' | 'radarr';
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  expect?: string[];
  expectWhen?: { if: string; fields: string[] }[];
  expectStatus?: number | string;
}

/** Every value a dotted path with `[]` steps reaches; `missing` when a step had no key. */
export function valuesAt(value: unknown, expression: string): { values: unknown[]; missing: string[] } {
  const parts = expression.replace(/\[\]/g, '.[]').split('.').filter(Boolean);
  let current: { value: unknown; at: string }[] = [{ value, at: '' }];
  const missing: string[] = [];
  for (const part of parts) {
    const next: { value: unknown; at: string }[] = [];
    for (const { value: v, at } of current) {
      if (part === '[]') {
        if (!Array.isArray(v)) missing.push(`${at} is not an array`);
        else v.forEach((item, i) => next.push({ value: item, at: `${at}[${i}]` }));
      } else if (typeof v !== 'object' || v === null || !(part in v)) {
        missing.push(`${at}.${part}`);
      } else {
        next.push({ value: (v as Record<string, unknown>)[part], at: `${at}.${part}` });
      }
    }
    current = next;
  }
  return { values: current.map((c) => c.value), missing };
}

type TypeRule = (v: unknown) => boolean;
const int: TypeRule = (v) => Number.isInteger(v);
const bool: TypeRule = (v) => typeof v === 'boolean';
const str: TypeRule = (v) => typeof v === 'string';
const array: TypeRule = (v) => Array.isArray(v);

/** The type Bazarr needs of a key, by its last name (contract §0, §6-§14). */
const TYPES: Record<string, TypeRule> = {
  id: int,
  seriesId: int,
  episodeFileId: int,
  seasonNumber: int,
  episodeNumber: int,
  tvdbId: int,
  year: int,
  size: int,
  tmdbId: int,
  hasFile: bool,
  monitored: bool,
  title: (v) => typeof v === 'string' || v === null,
  path: str,
  label: str,
  name: str,
  version: str,
  sortTitle: str,
  seriesType: (v) => v === 'standard' || v === 'daily' || v === 'anime',
  tags: (v) => array(v) && (v as unknown[]).every(int),
  images: array,
  alternateTitles: (v) => v === null || array(v),
  coverType: str,
  url: str,
  records: array,
  directories: array,
  data: (v) => typeof v === 'object' && v !== null,
  movieFile: (v) => typeof v === 'object' && v !== null,
  episodeFile: (v) => typeof v === 'object' && v !== null,
};

/** Problems of one expected path in an answer: missing keys and wrong types. */
export function checkExpectation(answer: unknown, expression: string): string[] {
  const { values, missing } = valuesAt(answer, expression);
  const problems = missing.map((m) => `missing ${m || expression}`);
  const last = expression.split('.').at(-1)?.replace(/\[\]$/, '') ?? '';
  const rule = TYPES[last];
  if (rule) {
    for (const v of values) if (!rule(v)) problems.push(`${expression} has ${JSON.stringify(v)}`);
  }
  return problems;
}

/** Problems of the conditional expectations: `[].hasFile == true` → fields of those elements. */
export function checkConditional(answer: unknown, rules: { if: string; fields: string[] }[]): string[] {
  const problems: string[] = [];
  for (const rule of rules) {
    const match = /^(\[\]\.)?(\w+) == true$/.exec(rule.if);
    if (!match) continue;
    const list = match[1] ? (Array.isArray(answer) ? answer : []) : [answer];
    for (const element of list as Record<string, unknown>[]) {
      if (element[match[2]!] !== true) continue;
      for (const field of rule.fields) problems.push(...checkExpectation(element, field.replace(/^\[\]\./, '')));
    }
  }
  return problems;
}

/** Does a status meet the step's expectation (`200`, `"200 (404 -> …)"`, `"2xx …"`, none = 2xx)? */
export function statusMeets(status: number, expected: number | string | undefined): boolean {
  if (typeof expected === 'number') return status === expected;
  const text = expected ?? '2xx';
  if (text.startsWith('2xx')) return status >= 200 && status < 300;
  const first = /^(\d{3})/.exec(text);
  return first ? status === Number(first[1]) : status >= 200 && status < 300;
}
