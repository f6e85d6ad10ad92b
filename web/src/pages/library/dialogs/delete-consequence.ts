import type { DeletePreviewResponse } from '@cinesync/common';
import { plural } from '../../../format/plural';

/**
 * What a delete will do, in words: a link goes and its source file stays; a real file moves to the
 * trash. Both can be put back (Restore in File Operations' Deleted tab).
 */
export function deleteConsequence({ links, files }: DeletePreviewResponse): string | null {
  if (links === 0 && files === 0) return null;
  if (files === 0) {
    return links === 1
      ? 'This removes the link; the source file stays where it is. It can be restored.'
      : `This removes ${plural(links, 'link', 'links')}; the source files stay where they are. They can be restored.`;
  }
  if (links === 0) {
    return files === 1
      ? 'This moves the file to the trash, where it can be restored.'
      : `This moves ${plural(files, 'file', 'files')} to the trash, where they can be restored.`;
  }
  return (
    `This removes ${plural(links, 'link', 'links')} (their source files stay) and moves ` +
    `${plural(files, 'file', 'files')} to the trash. All of it can be restored.`
  );
}
