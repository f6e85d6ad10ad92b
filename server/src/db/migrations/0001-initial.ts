import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';

/** The first schema: every table the product needs, with the indexes its pages query by. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('processed_files')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('source_path', 'text', (c) => c.notNull().unique())
    .addColumn('destination_path', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text')
    .addColumn('tmdb_id', 'integer')
    .addColumn('imdb_id', 'text')
    .addColumn('tvdb_id', 'integer')
    .addColumn('title', 'text')
    .addColumn('year', 'integer')
    .addColumn('season_number', 'integer')
    .addColumn('episode_numbers', 'text')
    .addColumn('episode_title', 'text')
    .addColumn('candidates', 'text')
    .addColumn('reason', 'text')
    .addColumn('error', 'text')
    .addColumn('base_folder', 'text')
    .addColumn('resolution', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
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
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('root', 'text', (c) => c.notNull())
    .addColumn('parent', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mtime_ms', 'integer', (c) => c.notNull())
    .addColumn('inode', 'integer', (c) => c.notNull())
    .addColumn('device', 'integer', (c) => c.notNull())
    .addColumn('is_media', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unprocessed'))
    .addColumn('tmdb_id', 'integer')
    .addColumn('season_number', 'integer')
    .addColumn('last_seen_scan', 'integer')
    .addColumn('last_processed_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('source_files_parent').on('source_files').columns(['parent', 'name']).execute();
  await db.schema.createIndex('source_files_status').on('source_files').columns(['status', 'is_media']).execute();
  await db.schema.createIndex('source_files_root').on('source_files').columns(['root', 'last_seen_scan']).execute();

  await db.schema
    .createTable('file_operations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('source_path', 'text', (c) => c.notNull())
    .addColumn('destination_path', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull().defaultTo('process'))
    .addColumn('media_type', 'text')
    .addColumn('tmdb_id', 'integer')
    .addColumn('season_number', 'integer')
    .addColumn('reason', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_operations_status_time')
    .on('file_operations')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('file_operations_source').on('file_operations').column('source_path').execute();

  await db.schema
    .createTable('tmdb_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tmdb_cache_expiry').on('tmdb_cache').column('expires_at').execute();

  await db.schema
    .createTable('file_details')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'text')
    .addColumn('modified', 'text')
    .addColumn('icon', 'text')
    .addColumn('extra', 'text')
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('schedule_type', 'text', (c) => c.notNull())
    .addColumn('interval_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cron_expression', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('idle'))
    .addColumn('max_retries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_run_at', 'integer')
    .addColumn('next_run_at', 'integer')
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .execute();
  await db.schema.createIndex('job_runs_job').on('job_runs').columns(['job_id', 'started_at']).execute();

  await db.schema
    .createTable('spoofing_config')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('folder_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('spoofing_folder_mappings')
    .addColumn('folder_path', 'text', (c) => c.primaryKey())
    .addColumn('service_type', 'text', (c) => c.notNull().defaultTo('auto'))
    .addColumn('api_key', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('folder_overrides')
    .addColumn('source_folder', 'text', (c) => c.primaryKey())
    .addColumn('tmdb_id', 'integer', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('scans')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'integer')
    .addColumn('counts', 'text')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('trash')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('original_path', 'text', (c) => c.notNull())
    .addColumn('trash_path', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('link_target', 'text')
    .addColumn('deleted_at', 'integer', (c) => c.notNull())
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
