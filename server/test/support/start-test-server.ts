import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { silentLogger } from '../../src/log.js';
import { startServer, type RunningServer, type StartOptions } from '../../src/main.js';
import { testStoreEnv } from './test-store.js';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** The generated first password, when auth is on and none was configured. */
  generatedPassword?: string;
  /** `fetch` against this server with an optional bearer token. */
  request(pathname: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** Sign in with the generated (or given) credentials and return the token. */
  login(username?: string, password?: string): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * A real server on a free loopback port over a fresh temp data folder. `env` plays the process
 * environment; nothing of the developer's environment leaks in.
 */
export async function startTestServer(
  options: Omit<StartOptions, 'env' | 'dataDir'> & { env?: Record<string, string>; dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'cinesync-test-')));
  let generatedPassword: string | undefined;
  const server = await startServer({
    log: silentLogger(),
    listen: { ip: '127.0.0.1', ports: [0] },
    // Tests organise when they say so: one about the organiser starting by itself passes `true`.
    autoStart: false,
    ...options,
    dataDir,
    env: { CINESYNC_DATA_DIR: dataDir, ...(await testStoreEnv(dataDir)), ...options.env },
    announce: (text) => {
      generatedPassword = /password: (\S+)/.exec(text)?.[1];
    },
  });
  const request = (pathname: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    return fetch(server.url + pathname, { ...init, headers });
  };
  const login = async (username = 'admin', password = generatedPassword ?? '') => {
    const res = await request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (res.status !== 200) throw new Error(`login failed with ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  return {
    ...server,
    dataDir,
    generatedPassword,
    request,
    login,
    dispose: async () => {
      await server.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST JSON with an optional token. */
export function jsonInit(body: unknown, token?: string, method = 'POST'): RequestInit & { token?: string } {
  return {
    method,
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    token,
  };
}
