import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServer } from '../../server/test/support/index.js';

/** The admin password every browser test signs in with. */
export const E2E_PASSWORD = 'e2e-password';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The built web app on the real server over a temp data folder, with a known password. */
export async function startAppUnderTest(env: Record<string, string> = {}): Promise<TestServer & { library: string }> {
  const library = await mkdtemp(path.join(os.tmpdir(), 'cinesync-e2e-library-'));
  const server = await startTestServer({
    webDist,
    env: { CINESYNC_PASSWORD: E2E_PASSWORD, DESTINATION_DIR: library, ...env },
  });
  return {
    ...server,
    library,
    dispose: async () => {
      await server.dispose();
      await rm(library, { recursive: true, force: true });
    },
  };
}
