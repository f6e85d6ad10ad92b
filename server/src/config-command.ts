import path from 'node:path';
import { hashPassword } from './auth/passwords.js';
import { ConfigStore } from './config/config-store.js';
import { environmentValue } from './config/environment-value.js';
import { AppError } from './errors.js';

const USAGE = `Usage: cinesync config list [--json]
       cinesync config get KEY
       cinesync config set KEY=VALUE [KEY=VALUE ...]   (an empty VALUE clears the key)
`;

/**
 * `cinesync config …`: read and change the data folder's `.env` with the same validation as
 * Settings. A running server picks changes up on its next restart.
 */
export async function configCommand(
  args: string[],
  env: Record<string, string | undefined>,
  out: (text: string) => void,
): Promise<number> {
  const [action, ...rest] = args;
  const store = new ConfigStore({
    dataDir: path.resolve(environmentValue(env, 'CINESYNC_DATA_DIR') ?? 'data'),
    env,
    hashSecret: (_key, value) => hashPassword(value),
  });
  await store.load();
  switch (action) {
    case 'list': {
      const items = store.list().map((i) => ({ key: i.key, value: i.value, locked: i.locked }));
      if (rest.includes('--json')) out(JSON.stringify(items) + '\n');
      else for (const i of items) out(`${i.key}=${i.value}${i.locked ? '  (locked by environment)' : ''}\n`);
      return 0;
    }
    case 'get': {
      const item = store.list().find((i) => i.key === rest[0]);
      if (!item) {
        out(`unknown key: ${rest[0] ?? ''}\n`);
        return 2;
      }
      out(`${item.value}\n`);
      return 0;
    }
    case 'set': {
      const entries = rest.map((pair) => {
        const eq = pair.indexOf('=');
        return eq === -1 ? { key: pair, value: '' } : { key: pair.slice(0, eq), value: pair.slice(eq + 1) };
      });
      if (entries.length === 0) {
        out(USAGE);
        return 2;
      }
      try {
        const change = await store.update(entries);
        out(change.keys.length ? `updated ${change.keys.join(', ')}\n` : 'nothing changed\n');
        return 0;
      } catch (err) {
        if (err instanceof AppError) {
          out(`${err.message}\n`);
          return 2;
        }
        throw err;
      }
    }
    default:
      out(USAGE);
      return action === undefined || action === 'help' ? 0 : 2;
  }
}
