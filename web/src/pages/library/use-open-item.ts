import type { FileItem } from '@cinesync/common';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-context';
import { encodeLibraryPath } from '../../api/library-paths';
import { isTitleFolder, isVideo } from './file-kinds';
import type { LibraryLocation } from './use-library-location';

interface OpenItemHandlers {
  play: (item: FileItem) => void;
  fail: (message: string) => void;
}

/**
 * What a click on an item does: a movie or show folder opens its media page (with the way back),
 * another folder is browsed, a video plays, any other file opens in a new tab.
 */
export function useOpenItem(location: LibraryLocation, { play, fail }: OpenItemHandlers) {
  const navigate = useNavigate();
  const api = useApi();
  return (item: FileItem) => {
    if (isTitleFolder(item)) {
      void navigate(`/media/${encodeLibraryPath(item.path)}`, {
        state: {
          mediaType: item.mediaType,
          tmdbId: item.tmdbId,
          hasSeasonFolders: item.hasSeasonFolders,
          currentPath: `/${location.folder}`,
          returnPage: location.page,
          returnSearch: location.search,
        },
      });
    } else if (item.type === 'directory') {
      location.goToFolder(item.path);
    } else if (isVideo(item)) {
      play(item);
    } else {
      // Open the tab synchronously (popup blockers), then point it at the bytes.
      const tab = window.open('', '_blank');
      api
        .fetchFileBlob(item.path)
        .then((blob) => {
          const url = URL.createObjectURL(blob);
          if (tab) tab.location.href = url;
          setTimeout(() => URL.revokeObjectURL(url), 60_000);
        })
        .catch(() => {
          tab?.close();
          fail('Failed to open file');
        });
    }
  };
}
