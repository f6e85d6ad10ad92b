import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import {
  buildDavFixture,
  hasCommand,
  snapshotTree,
  type DavFixture,
  type TreeNode,
} from '../../test/worlds/dav-test-kit.js';

const run = promisify(execFile);
const HAS_LITMUS = hasCommand('litmus');
if (!HAS_LITMUS)
  console.warn('[webdav] litmus is not installed: the litmus tests are skipped (apt-get install litmus)');

/*
 * Which litmus 0.13 tests apply to a read-only, class 1 share, and why.
 *
 * Every suite starts with `begin`, which MKCOLs a scratch collection `litmus/` and stops the suite
 * when that fails. A read-only server must refuse it, so a shim in front of the server answers
 * exactly that setup call (MKCOL and DELETE of `/webdav/litmus/`) and the folder is made on disk
 * beforehand; every other request goes to the real server untouched, `Expect: 100-continue`
 * included (the shim relays the server's own 100).
 *
 * | suite    | test                         | applies | why                                                        |
 * |----------|------------------------------|---------|------------------------------------------------------------|
 * | basic    | options                      | yes     | OPTIONS and the DAV header                                 |
 * | basic    | put_no_parent, delete_null,  | yes     | must be refused; litmus warns that it wanted 409/404 and   |
 * |          | mkcol_no_parent              |         | got 403: every write is 403 here, by design                |
 * | basic    | put_get, put_get_utf8_segment,| no     | need PUT, DELETE or MKCOL to succeed                       |
 * |          | mkcol_over_plain, delete,    |         |                                                            |
 * |          | delete_fragment, mkcol,      |         |                                                            |
 * |          | mkcol_again, delete_coll,    |         |                                                            |
 * |          | mkcol_with_body              |         | (wants 415 for a body; we refuse MKCOL outright with 403)  |
 * | copymove | all                          | no      | COPY and MOVE write                                        |
 * | props    | propfind_invalid(2), _d0     | yes     | malformed bodies → 400; depth 0 with unknown props → 207   |
 * | props    | propextended, propwformed    | yes*    | *they send no Depth header: we answer the RFC's 403        |
 * |          |                              |         | propfind-finite-depth, which litmus accepts; the same      |
 * |          |                              |         | bodies at depth 0/1 are covered in webdav-propfind.test.ts |
 * | props    | propinit … propcleanup       | no      | PUT a resource and PROPPATCH dead properties               |
 * | locks    | options                      | yes     | reports class 1; litmus then skips all locking tests       |
 * | http     | expect100                    | yes     | the server sends 100 Continue                              |
 */
const MUST_PASS: Record<string, string[]> = {
  basic: ['init', 'begin', 'options', 'put_no_parent', 'delete_null', 'mkcol_no_parent', 'finish'],
  props: [
    'init',
    'begin',
    'propfind_invalid',
    'propfind_invalid2',
    'propfind_d0',
    'propextended',
    'propwformed',
    'finish',
  ],
  locks: ['init', 'begin', 'options'],
  http: ['init', 'begin', 'expect100', 'finish'],
};

type Outcome = 'pass' | 'FAIL' | 'SKIPPED';

/** litmus's console output as suite → test → outcome (its progress lines repeat names; the first outcome counts). */
function readLitmus(output: string): Map<string, Map<string, Outcome>> {
  const suites = new Map<string, Map<string, Outcome>>();
  let suite: Map<string, Outcome> | undefined;
  let current: string | undefined;
  const token = /-> running `(\w+)'|\b\d+\. (\w+)\.{2,}|\b(pass|FAIL|SKIPPED)\b/g;
  for (const m of output.matchAll(token)) {
    if (m[1]) {
      suite = new Map();
      suites.set(m[1], suite);
      current = undefined;
    } else if (m[2]) {
      current = suite?.has(m[2]) ? undefined : m[2];
    } else if (m[3] && suite && current) {
      suite.set(current, m[3] as Outcome);
      current = undefined;
    }
  }
  return suites;
}

/** Fakes only litmus's scratch-collection setup; relays everything else to the server as sent. */
function startShim(target: URL): Promise<http.Server> {
  const hop = new Set(['connection', 'keep-alive', 'te', 'trailer', 'upgrade', 'proxy-connection']);
  const clean = (h: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => !hop.has(k)));
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, expectContinue: boolean) => {
    const scratch = (req.url ?? '').split('?')[0] === '/webdav/litmus/';
    if (scratch && (req.method === 'MKCOL' || req.method === 'DELETE')) {
      req.resume();
      res.writeHead(req.method === 'MKCOL' ? 201 : 204).end();
      return;
    }
    const upstream = http.request({
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: clean(req.headers),
      agent: false,
    });
    let piped = false;
    const sendBody = () => {
      if (!piped) {
        piped = true;
        req.pipe(upstream);
      }
    };
    if (expectContinue) {
      upstream.on('continue', () => {
        res.writeContinue();
        sendBody();
      });
      upstream.flushHeaders();
    } else {
      sendBody();
    }
    upstream.on('response', (answer) => {
      if (!piped) {
        req.resume();
        upstream.end();
      }
      res.writeHead(answer.statusCode ?? 502, clean(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', (err) => res.writeHead(502).end(String(err)));
  };
  const shim = http.createServer((req, res) => forward(req, res, false));
  shim.on('checkContinue', (req, res) => forward(req, res, true));
  return new Promise((resolve) => shim.listen(0, '127.0.0.1', () => resolve(shim)));
}

describe.skipIf(!HAS_LITMUS)('litmus against the share', () => {
  let fx: DavFixture;
  let server: TestServer;
  let shim: http.Server;
  let before: { library: TreeNode[]; source: TreeNode[] };
  let results: Map<string, Map<string, Outcome>>;
  let output = '';
  beforeAll(async () => {
    fx = await buildDavFixture();
    await mkdir(path.join(fx.library, 'litmus'));
    before = { library: await snapshotTree(fx.library), source: await snapshotTree(fx.source) };
    server = await startTestServer({
      env: { CINESYNC_AUTH_ENABLED: 'false', DESTINATION_DIR: fx.library, SOURCE_DIR: fx.source },
    });
    shim = await startShim(new URL(server.url));
    const work = path.join(fx.base, 'litmus-run');
    await mkdir(work);
    const url = `http://127.0.0.1:${(shim.address() as AddressInfo).port}/webdav/`;
    // litmus exits non-zero when any test fails, which write tests do here by design.
    const done = await run('litmus', ['-k', url], { cwd: work, timeout: 120_000 }).catch(
      (err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }),
    );
    output = `${done.stdout}\n${done.stderr}`;
    await writeFile(path.join(work, 'litmus-output.txt'), output);
    results = readLitmus(output);
  }, 150_000);
  afterAll(async () => {
    await new Promise((resolve) => shim?.close(resolve));
    await server?.dispose();
    await rm(fx.base, { recursive: true, force: true });
  });

  it('ran every suite', () => {
    expect([...results.keys()], output).toEqual(['basic', 'copymove', 'props', 'locks', 'http']);
  });

  it.each(Object.entries(MUST_PASS))('passes the tests of %s that apply to a read-only share', (suite, tests) => {
    const got = results.get(suite);
    const failing = tests.filter((t) => got?.get(t) !== 'pass').map((t) => `${t}: ${got?.get(t) ?? 'not run'}`);
    expect(failing, output).toEqual([]);
  });

  it('skips locking because the share is class 1, and never lets a write through', async () => {
    expect(results.get('locks')?.get('precond')).toBe('SKIPPED');
    for (const t of ['put_get', 'mkcol', 'delete_coll']) expect(results.get('basic')?.get(t)).not.toBe('pass');
    expect(results.get('copymove')?.get('copy_simple')).not.toBe('pass');
    expect(await snapshotTree(fx.library)).toEqual(before.library);
    expect(await snapshotTree(fx.source)).toEqual(before.source);
  });
});
