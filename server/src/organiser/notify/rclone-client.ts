import type { ConnectionTestAnswer } from '@cinesync/common';
import { baseOf, callJson, ConnectionCallError, hostOf, type CallOptions } from './http-call.js';

/** Where an rclone remote control (`rclone mount --rc`) listens, and its `--rc-user`/`--rc-pass`. */
interface RcloneRemote {
  url: string;
  username: string | null;
  password: string | null;
}

function headers(remote: RcloneRemote): Record<string, string> {
  if (!remote.username && !remote.password) return {};
  const pair = `${remote.username ?? ''}:${remote.password ?? ''}`;
  return { Authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
}

/** One remote-control command: every rclone RC command is a POST of JSON parameters. */
function rcloneCall(
  remote: RcloneRemote,
  command: string,
  params: Record<string, unknown>,
  options: CallOptions = {},
): Promise<unknown> {
  return callJson(
    `${baseOf(remote.url)}/${command}`,
    { method: 'POST', headers: headers(remote), body: params },
    options,
  );
}

/**
 * Make the mount re-read these folders (relative to the remote's root, as `vfs/refresh` takes
 * them: `dir`, `dir2`, …), so a scan right after sees what the remote holds now.
 */
export async function vfsRefresh(
  remote: RcloneRemote,
  dirs: readonly string[],
  options: CallOptions = {},
): Promise<void> {
  // Recursive: new files are in folders below the source folder. '' is the remote's root: all of it.
  const params: Record<string, unknown> = { recursive: true };
  if (!dirs.includes('')) dirs.forEach((dir, i) => (params[i === 0 ? 'dir' : `dir${i + 1}`] = dir));
  await rcloneCall(remote, 'vfs/refresh', params, options);
}

/** Whether the remote control answers: `core/version`, said for people. */
export async function testRcloneRemote(remote: RcloneRemote, options: CallOptions = {}): Promise<ConnectionTestAnswer> {
  const where = hostOf(remote.url);
  try {
    const answer = (await rcloneCall(remote, 'core/version', {}, options)) as { version?: unknown };
    if (typeof answer.version !== 'string')
      return { ok: false, message: `The answer from ${where} is not from rclone` };
    const stats = (await rcloneCall(remote, 'vfs/stats', {}, options).catch(() => undefined)) as
      { fs?: unknown } | undefined;
    const mount = typeof stats?.fs === 'string' ? `: mount of ${stats.fs}` : '';
    return { ok: true, message: `rclone ${answer.version} at ${where}${mount}` };
  } catch (error) {
    if (!(error instanceof ConnectionCallError)) throw error;
    if (error.status === 401 || error.status === 403)
      return { ok: false, message: `rclone at ${where} refused the user name or password (${error.message})` };
    return { ok: false, message: `rclone at ${where}: ${error.message}` };
  }
}
