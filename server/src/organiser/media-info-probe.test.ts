import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv } from '../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';

function hasTool(name: string): boolean {
  try {
    execFileSync(name, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const ffmpegPresent = hasTool('ffmpeg') && hasTool('ffprobe');
if (!ffmpegPresent) console.warn('ffmpeg/ffprobe not installed: the MEDIAINFO_PARSER probe test is skipped');

describe.skipIf(!ffmpegPresent)('MEDIAINFO_PARSER: names from the streams, not from the name', () => {
  let tmdb: TmdbStandIn;
  let server: TestServer;
  let base: string;
  let library: string;

  beforeAll(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    const folders = await makeOrganiserFolders('probe-');
    ({ base, library } = folders);
    const { source } = folders;
    // The name claims 2160p; the file is 1280×720 H.264 with AAC stereo.
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=24', '-f', 'lavfi'],
      ...['-i', 'sine=frequency=440', '-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-metadata:s:a:0', 'language=eng', path.join(source, 'The.Matrix.1999.2160p.BluRay.x265-GRP.mkv')],
    ]);
    server = await startTestServer({
      env: {
        ...organiserEnv(folders, tmdb),
        MEDIAINFO_PARSER: 'true',
        RENAME_ENABLED: 'true',
        MEDIAINFO_RADARR_TAGS: '{Quality Full} {MediaInfo VideoCodec} {MediaInfo AudioCodec} {MediaInfo AudioChannels}',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.dispose();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  it('files a 720p file the name calls 2160p under Movies, named from its streams', async () => {
    const { results } = await server.ctx.organiserService.runScan();
    expect(results).toHaveLength(1);
    const destination = path.relative(library, results[0]?.destinationPath ?? '');
    expect(destination.startsWith('Movies/The Matrix (1999)/')).toBe(true);
    expect(path.basename(destination)).toMatch(/720p/);
    expect(path.basename(destination)).toMatch(/h264|x264|AVC/i);
    expect(path.basename(destination)).toMatch(/AAC/i);
    expect(path.basename(destination)).not.toMatch(/2160p|x265/);
  });
});
