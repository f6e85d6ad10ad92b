import type { FileItem } from '@cinesync/common';
import { useState } from 'react';
import type { MediaMetadata } from '../../api/media-metadata';
import type { OpenDialog } from '../library/LibraryDialogs';
import { CastRow } from './CastRow';
import { FileActions } from './FileActions';
import { MediaFileInfo } from './MediaFileInfo';
import { MediaHero } from './MediaHero';
import { VersionSelector } from './VersionSelector';
import { formatRuntime } from './media-files';

interface MovieLayoutProps {
  meta: MediaMetadata;
  files: FileItem[];
  /** The page's folder: versions elsewhere say where they are. */
  folder: string;
  onDialog: (dialog: OpenDialog) => void;
  onRenameFiles: () => void;
}

const namesOf = (meta: MediaMetadata, jobs: string[]) =>
  [...new Set(meta.crew.filter((p) => jobs.includes(p.job)).map((p) => p.name))].slice(0, 4);

export function MovieLayout({ meta, files, folder, onDialog, onRenameFiles }: MovieLayoutProps) {
  const [version, setVersion] = useState(0);
  const file = files[Math.min(version, files.length - 1)] ?? null;
  return (
    <>
      <MediaHero
        meta={meta}
        runtimeLabel={formatRuntime(meta.runtime)}
        credits={[
          { label: 'Director', names: namesOf(meta, ['Director']) },
          { label: 'Screenplay', names: namesOf(meta, ['Screenplay', 'Writer']) },
        ]}
      >
        <VersionSelector files={files} folder={folder} index={version} onChange={setVersion} />
        {file && <FileActions file={file} target={file} onDialog={onDialog} onRenameFiles={onRenameFiles} />}
      </MediaHero>
      {file && <MediaFileInfo file={file} />}
      <CastRow cast={meta.cast} />
    </>
  );
}
