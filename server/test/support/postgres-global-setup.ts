import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { startPostgresCluster, TEMPLATE_DATABASE } from './postgres-cluster.js';

/**
 * Global setup of the `server-postgres` project: one throwaway cluster for the run, with a
 * migrated template database that each test clones (a clone is a file copy, far quicker than
 * running the migrations per test).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  const client = new pg.Client({ connectionString: cluster.adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await client.end();
  const template = await openDatabase('', { url: cluster.urlOf(TEMPLATE_DATABASE) });
  await template.close();
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
