import { lstat, readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { forbidden, notFound } from '../../errors.js';
import { isInside, resolveInside } from '../../file-tree/resolve-inside.js';
import type { SourceFileRef } from '../organise-types.js';

interface TargetContext {
  libraryRoot: string;
  sourceRoots: string[];
  allowedExtensions: ReadonlySet<string>;
}

/**
 * The source files a processing request means. The dialog names either an entry of the library
 * (a link, or a folder of links: their sources are meant) or a file or folder inside a configured
 * source folder. Anything else is refused: the organiser never reads outside its sources.
 */
export async function resolveProcessingTarget(ctx: TargetContext, requested: string): Promise<SourceFileRef[]> {
  const rootOf = (p: string) => ctx.sourceRoots.find((r) => isInside(r, p));
  const absolute = path.isAbsolute(requested) ? path.resolve(requested) : undefined;
  if (absolute && rootOf(absolute)) return collectSources(absolute, rootOf, ctx.allowedExtensions);

  const inLibrary = await resolveInside(
    ctx.libraryRoot,
    absolute ? path.relative(ctx.libraryRoot, absolute) : requested,
  );
  if (inLibrary === (await realpath(ctx.libraryRoot))) {
    // The whole library at once is never one processing request (a skip would unlink everything).
    throw forbidden('Choose a file or folder inside the library, not the library itself', { path: requested });
  }
  const info = await lstat(inLibrary).catch(() => null);
  if (!info) throw notFound(`Nothing at ${requested}`, { path: requested });
  const links = info.isSymbolicLink() ? [inLibrary] : info.isDirectory() ? await linksUnder(inLibrary) : [];
  const files: SourceFileRef[] = [];
  for (const link of links) {
    const target = path.resolve(path.dirname(link), await readlink(link));
    const root = rootOf(target);
    if (!root) continue;
    const targetInfo = await stat(target).catch(() => null);
    if (targetInfo?.isFile()) files.push({ path: target, root, size: targetInfo.size });
  }
  if (files.length === 0)
    throw forbidden(`${requested} holds no link to a file in the source folders`, { path: requested });
  return files;
}

async function collectSources(
  absolute: string,
  rootOf: (p: string) => string | undefined,
  extensions: ReadonlySet<string>,
): Promise<SourceFileRef[]> {
  const info = await stat(absolute).catch(() => null);
  if (!info) throw notFound(`Nothing at ${absolute}`, { path: absolute });
  const root = rootOf(absolute) as string;
  if (info.isFile()) return [{ path: absolute, root, size: info.size }];
  const out: SourceFileRef[] = [];
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !extensions.has(path.extname(entry.name).toLowerCase())) continue;
    const file = path.join(entry.parentPath, entry.name);
    const size = (await stat(file)).size;
    out.push({ path: file, root, size });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

async function linksUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isSymbolicLink()).map((e) => path.join(e.parentPath, e.name));
}
