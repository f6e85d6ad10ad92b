import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { invalid } from '../errors.js';
import { isInside } from '../file-tree/resolve-inside.js';

/** What a request would do to everything below the path it names. */
type SourceWideAction = 'skip' | 'force re-link' | 'delete';

/**
 * Refuses a skip, forced re-link or delete aimed at a whole source folder, or at a folder that
 * holds one (`/`, a source's parent): one request never takes down everything organised from a
 * source (design §5.9; a skip of `SOURCE_DIR` once unlinked 1,989 links in 4 s). `targets` are
 * absolute; one of them refuses them all. Both sides are compared as given and by real path, so
 * `src/.`, `src/` and a link to the source folder are the source folder too. A path that does not
 * exist holds nothing.
 */
export async function refuseWholeSources(
  targets: readonly string[],
  sourceRoots: readonly string[],
  action: SourceWideAction,
): Promise<void> {
  if (sourceRoots.length === 0 || targets.length === 0) return;
  const roots = await Promise.all(
    sourceRoots.map(async (root) => {
      const asGiven = path.resolve(root);
      return { root, spellings: [asGiven, await realpath(asGiven).catch(() => asGiven)] };
    }),
  );
  for (const target of targets) {
    const asGiven = path.resolve(target);
    const real = await realpath(asGiven).catch(() => null);
    const sides = real === null ? [asGiven] : [asGiven, real];
    for (const { root, spellings } of roots) {
      const hit = sides.find((side) => spellings.some((spelling) => isInside(side, spelling)));
      if (hit === undefined) continue;
      const what = spellings.includes(hit) ? 'is the source folder' : 'holds the source folder';
      throw invalid(
        `Refused to ${action} ${target}: it ${what} ${root}, and one request never removes or re-makes ` +
          'every link made from a source folder. Choose a title’s file or folder inside it.',
        { path: target, sourceRoot: root },
      );
    }
  }
}
