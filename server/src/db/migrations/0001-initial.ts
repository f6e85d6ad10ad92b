import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/** The first schema: every table the product needs, with the indexes its pages query by. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema
    .createTable('processed_files')
    .addColumn('id', t.int, t.serial)
    .addColumn('source_path', t.text, (c) => c.notNull().unique())
    .addColumn('destination_path', t.text)
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('media_type', t.text)
    .addColumn('tmdb_id', t.int)
    .addColumn('imdb_id', t.text)
    .addColumn('tvdb_id', t.int)
    .addColumn('title', t.text)
    .addColumn('year', t.int)
    .addColumn('season_number', t.int)
    .addColumn('episode_numbers', t.text)
    .addColumn('episode_title', t.text)
    .addColumn('candidates', t.text)
    .addColumn('reason', t.text)
    .addColumn('error', t.text)
    .addColumn('base_folder', t.text)
    .addColumn('resolution', t.text)
    .addColumn('file_size', t.int)
    .addColumn('created_at', t.int, (c) => c.notNull())
    .addColumn('updated_at', t.int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('processed_files_destination').on('processed_files').column('destination_path').execute();
  await db.schema
    .createIndex('processed_files_media')
    .on('processed_files')
    .columns(['media_type', 'tmdb_id', 'season_number'])
    .execute();
  await db.schema
    .createIndex('processed_files_status')
    .on('processed_files')
    .columns(['status', 'updated_at'])
    .execute();
  // Covers the dashboard aggregates so they never touch the table itself.
  await db.schema
    .createIndex('processed_files_stats')
    .on('processed_files')
    .columns(['status', 'media_type', 'tmdb_id', 'file_size'])
    .execute();
  await db.schema.createIndex('processed_files_recent').on('processed_files').column('created_at').execute();

  await db.schema
    .createTable('source_files')
    .addColumn('id', t.int, t.serial)
    .addColumn('path', t.text, (c) => c.notNull().unique())
    .addColumn('root', t.text, (c) => c.notNull())
    .addColumn('parent', t.text, (c) => c.notNull())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('size', t.int, (c) => c.notNull())
    .addColumn('mtime_ms', t.int, (c) => c.notNull())
    .addColumn('inode', t.int, (c) => c.notNull())
    .addColumn('device', t.int, (c) => c.notNull())
    .addColumn('is_media', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('unprocessed'))
    .addColumn('tmdb_id', t.int)
    .addColumn('season_number', t.int)
    .addColumn('last_seen_scan', t.int)
    .addColumn('last_processed_at', t.int)
    .addColumn('created_at', t.int, (c) => c.notNull())
    .addColumn('updated_at', t.int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('source_files_parent').on('source_files').columns(['parent', 'name']).execute();
  await db.schema.createIndex('source_files_status').on('source_files').columns(['status', 'is_media']).execute();
  await db.schema.createIndex('source_files_root').on('source_files').columns(['root', 'last_seen_scan']).execute();

  await db.schema
    .createTable('file_operations')
    .addColumn('id', t.int, t.serial)
    .addColumn('source_path', t.text, (c) => c.notNull())
    .addColumn('destination_path', t.text)
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('operation', t.text, (c) => c.notNull().defaultTo('process'))
    .addColumn('media_type', t.text)
    .addColumn('tmdb_id', t.int)
    .addColumn('season_number', t.int)
    .addColumn('reason', t.text)
    .addColumn('error', t.text)
    .addColumn('created_at', t.int, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_operations_status_time')
    .on('file_operations')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('file_operations_source').on('file_operations').column('source_path').execute();

  await db.schema
    .createTable('tmdb_cache')
    .addColumn('key', t.text, (c) => c.primaryKey())
    .addColumn('value', t.text, (c) => c.notNull())
    .addColumn('fetched_at', t.int, (c) => c.notNull())
    .addColumn('expires_at', t.int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tmdb_cache_expiry').on('tmdb_cache').column('expires_at').execute();

  await db.schema
    .createTable('file_details')
    .addColumn('path', t.text, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('type', t.text, (c) => c.notNull())
    .addColumn('size', t.text)
    .addColumn('modified', t.text)
    .addColumn('icon', t.text)
    .addColumn('extra', t.text)
    .addColumn('updated_at', t.int, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', t.text, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('description', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('type', t.text, (c) => c.notNull())
    .addColumn('category', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('schedule_type', t.text, (c) => c.notNull())
    .addColumn('interval_seconds', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('cron_expression', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('idle'))
    .addColumn('max_retries', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('last_run_at', t.int)
    .addColumn('next_run_at', t.int)
    .addColumn('updated_at', t.int, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('job_runs')
    .addColumn('id', t.int, t.serial)
    .addColumn('job_id', t.text, (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('started_at', t.int, (c) => c.notNull())
    .addColumn('finished_at', t.int)
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('message', t.text)
    .execute();
  await db.schema.createIndex('job_runs_job').on('job_runs').columns(['job_id', 'started_at']).execute();

  await db.schema
    .createTable('spoofing_config')
    .addColumn('id', t.int, (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('enabled', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('folder_mode', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('version', t.text, (c) => c.notNull())
    .addColumn('branch', t.text, (c) => c.notNull())
    .addColumn('api_key', t.text, (c) => c.notNull())
    .addColumn('updated_at', t.int, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('spoofing_folder_mappings')
    .addColumn('folder_path', t.text, (c) => c.primaryKey())
    .addColumn('service_type', t.text, (c) => c.notNull().defaultTo('auto'))
    .addColumn('api_key', t.text, (c) => c.notNull())
    .addColumn('enabled', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('display_name', t.text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('folder_overrides')
    .addColumn('source_folder', t.text, (c) => c.primaryKey())
    .addColumn('tmdb_id', t.int, (c) => c.notNull())
    .addColumn('media_type', t.text, (c) => c.notNull())
    .addColumn('created_at', t.int, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('scans')
    .addColumn('id', t.int, t.serial)
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('started_at', t.int, (c) => c.notNull())
    .addColumn('finished_at', t.int)
    .addColumn('counts', t.text)
    .addColumn('error', t.text)
    .execute();

  await db.schema
    .createTable('trash')
    .addColumn('id', t.int, t.serial)
    .addColumn('original_path', t.text, (c) => c.notNull())
    .addColumn('trash_path', t.text, (c) => c.notNull())
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('link_target', t.text)
    .addColumn('deleted_at', t.int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trash_original').on('trash').column('original_path').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'trash',
    'scans',
    'folder_overrides',
    'spoofing_folder_mappings',
    'spoofing_config',
    'job_runs',
    'jobs',
    'file_details',
    'tmdb_cache',
    'file_operations',
    'source_files',
    'processed_files',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
