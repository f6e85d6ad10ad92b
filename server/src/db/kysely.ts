import { createRequire } from 'node:module';
import type * as KyselyModule from 'kysely';

/**
 * Kysely's values, taken from its CommonJS build: its ES build is some 260 files, which Node 20
 * loads ~50 ms slower, and every start of a one-shot command (`cinesync scan` from cron) pays it.
 * All server code takes Kysely's values from here (its types may come from 'kysely'), so one copy
 * is ever loaded; ESLint refuses a value import from 'kysely' anywhere else.
 */
export const kysely = createRequire(import.meta.url)('kysely') as typeof KyselyModule;

/** Kysely's `sql` template tag (the migrations write their DDL with it). */
export const sql = kysely.sql;
