import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { SharedSecretsTable } from '../schema.js';

/** Secrets kept in the database, so every instance sharing it reads the same one. */
export class SharedSecretsRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  get(name: string): string | undefined {
    return this.sql
      .get<[SharedSecretsTable['name']], SharedSecretsTable['value']>('SELECT value FROM shared_secrets WHERE name = ?')
      .pluck()
      .get(name);
  }

  /**
   * The secret `name`, stored as `fresh()` by the first instance that asks; instances starting
   * together race on the insert and all read the winner's.
   */
  getOrCreate(name: string, fresh: () => string, at: number): string {
    this.sql
      .get<[SharedSecretsTable['name'], SharedSecretsTable['value'], SharedSecretsTable['created_at']]>(
        'INSERT INTO shared_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
      )
      .run(name, fresh(), at);
    const value = this.get(name);
    if (value === undefined) throw new Error(`shared secret ${name} could not be stored`);
    return value;
  }
}
