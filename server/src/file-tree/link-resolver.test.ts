import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInside } from './resolve-inside.js';
import { LinkResolver, RootSet, type Followed } from './link-resolver.js';

describe('RootSet', () => {
  it('agrees with isInside on real paths', () => {
    const roots = ['/', '/lib', '/srv/media', '/a/b/c'];
    const probes = [
      '/',
      '/lib',
      '/lib/',
      '/lib2',
      '/lib/x',
      '/li',
      '/srv',
      '/srv/media/x/y',
      '/srv/mediax',
      '/a/b',
      '/a/b/c/d',
      '/x',
    ];
    for (const root of roots) {
      const set = new RootSet([root]);
      for (const probe of probes) {
        const p = probe.length > 1 && probe.endsWith('/') ? probe.slice(0, -1) : probe;
        expect(set.contains(p), `${root} ∋ ${p}`).toBe(isInside(root, p));
      }
    }
  });
});

describe('LinkResolver', () => {
  let base: string;
  let lib: string;
  let src: string;
  let resolver: LinkResolver;
  let allowed: RootSet;
  beforeAll(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'cinesync-links-')));
    lib = path.join(base, 'lib');
    src = path.join(base, 'src');
    await mkdir(path.join(src, 'show', 'season'), { recursive: true });
    await mkdir(path.join(base, 'out'), { recursive: true });
    await mkdir(lib);
    await writeFile(path.join(src, 'show', 'season', 'e1.mkv'), 'e1');
    await writeFile(path.join(base, 'out', 'x.mkv'), 'x');
    // Inside the sources, but the folder on the way is a link that leads out.
    await symlink(path.join(base, 'out'), path.join(src, 'sneaky'));
    await symlink(path.join(src, 'show', 'season', 'e1.mkv'), path.join(src, 'alias.mkv'));
    await symlink(path.join(base, 'out', 'x.mkv'), path.join(src, 'alias-out.mkv'));
    allowed = new RootSet([lib, src]);
    resolver = new LinkResolver(new Map([[src, src]]));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  /** The link's real target, when the allowed roots hold it (the question LibraryView asks). */
  const link = async (name: string, target: string) => {
    await symlink(target, path.join(lib, name));
    const followed = await new Promise<Followed | undefined>((resolve, reject) =>
      resolver.follow(path.join(lib, name), lib, (err, value) => (err ? reject(err) : resolve(value))),
    );
    return followed && allowed.contains(followed.real) ? followed : undefined;
  };

  it('follows absolute and relative links into the sources, giving the real path and its stats', async () => {
    const abs = await link('abs.mkv', path.join(src, 'show', 'season', 'e1.mkv'));
    expect(abs?.real).toBe(path.join(src, 'show', 'season', 'e1.mkv'));
    expect(abs?.stats.size).toBe(2);
    const rel = await link('rel.mkv', '../src/show/season/e1.mkv');
    expect(rel?.real).toBe(path.join(src, 'show', 'season', 'e1.mkv'));
    const dotted = await link('dotted.mkv', `${src}/./show//season/e1.mkv`);
    expect(dotted?.real).toBe(path.join(src, 'show', 'season', 'e1.mkv'));
  });

  it('follows chains of links to the end', async () => {
    expect((await link('chain.mkv', path.join(src, 'alias.mkv')))?.real).toBe(
      path.join(src, 'show', 'season', 'e1.mkv'),
    );
    expect(await link('chain-out.mkv', path.join(src, 'alias-out.mkv'))).toBeUndefined();
  });

  it('refuses targets whose real path is outside, however the link is spelt', async () => {
    expect(await link('out.mkv', path.join(base, 'out', 'x.mkv'))).toBeUndefined();
    expect(await link('via-folder.mkv', path.join(src, 'sneaky', 'x.mkv'))).toBeUndefined();
    expect(await link('dotdot.mkv', `${src}/show/../../out/x.mkv`)).toBeUndefined();
    expect(await link('root.mkv', '/')).toBeUndefined();
  });

  it('throws ENOENT for a broken link', async () => {
    await expect(link('broken.mkv', path.join(src, 'nope.mkv'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
