import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkRootHealth, type RootIndexView } from './source-roots.js';

describe('checkRootHealth', () => {
  let base: string;
  beforeEach(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-roots-'));
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  const view = (count: number, devices: number[], samples: string[] = []): RootIndexView => ({
    countForRoot: () => count,
    devicesForRoot: () => new Set(devices),
    samplePathsForRoot: () => samples,
  });

  it('is healthy for a readable folder with files on the indexed device', async () => {
    await writeFile(path.join(base, 'a.mkv'), 'x');
    const { dev } = await stat(base);
    expect(await checkRootHealth(base, view(1, [dev]))).toMatchObject({ healthy: true, device: dev });
  });

  it('accepts an empty folder the index knows nothing about', async () => {
    expect((await checkRootHealth(base, view(0, []))).healthy).toBe(true);
  });

  it('is unhealthy when missing, not a folder, or suddenly empty', async () => {
    expect(await checkRootHealth(path.join(base, 'nope'))).toEqual({
      healthy: false,
      reason: 'source folder is missing',
    });
    await writeFile(path.join(base, 'file'), 'x');
    expect((await checkRootHealth(path.join(base, 'file'))).reason).toBe('source folder is not a directory');
    const empty = path.join(base, 'empty');
    await mkdir(empty);
    await writeFile(path.join(empty, '.keep'), '');
    const result = await checkRootHealth(empty, view(3, []));
    expect(result.healthy).toBe(false);
    expect(result.reason).toMatch(/empty but 3 indexed/);
  });

  it('is unhealthy on another device unless the indexed files are still there (a remount)', async () => {
    await writeFile(path.join(base, 'a.mkv'), 'x');
    const missing = [path.join(base, 'gone1.mkv'), path.join(base, 'gone2.mkv')];
    const dropped = await checkRootHealth(base, view(2, [999_999], missing));
    expect(dropped.healthy).toBe(false);
    expect(dropped.reason).toMatch(/mount dropped/);
    const remounted = await checkRootHealth(base, view(1, [999_999], [path.join(base, 'a.mkv')]));
    expect(remounted.healthy).toBe(true);
  });
});
