import type { FileItem } from '@cinesync/common';
import { lazy, Suspense } from 'react';
import { DeleteDialog } from './dialogs/DeleteDialog';
import { DetailsDialog } from './dialogs/DetailsDialog';
import { MoveDialog } from './dialogs/MoveDialog';
import { RenameDialog } from './dialogs/RenameDialog';

const VideoPlayerDialog = lazy(() => import('./dialogs/VideoPlayerDialog'));
const ProcessingFlow = lazy(() =>
  import('../../components/processing/ProcessingFlow').then((m) => ({ default: m.ProcessingFlow })),
);

/** The one dialog open over the browser, if any. */
export type OpenDialog =
  | { kind: 'rename'; item: FileItem }
  | { kind: 'delete'; items: FileItem[] }
  | { kind: 'move'; items: FileItem[] }
  | { kind: 'details'; item: FileItem }
  | { kind: 'play'; item: FileItem }
  | { kind: 'process'; items: FileItem[] };

interface LibraryDialogsProps {
  dialog: OpenDialog | null;
  onClose: () => void;
  /** An action changed the folder: refresh, and say so. */
  onChanged: (message: string) => void;
  /** A skip removed the title's links: where the page goes then (the media page leaves). */
  onSkipped?: (message: string) => void;
}

export function LibraryDialogs({ dialog, onClose, onChanged, onSkipped }: LibraryDialogsProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'rename':
      return <RenameDialog key={dialog.item.path} item={dialog.item} onClose={onClose} onRenamed={onChanged} />;
    case 'delete':
      return <DeleteDialog items={dialog.items} onClose={onClose} onDeleted={onChanged} />;
    case 'move':
      return <MoveDialog items={dialog.items} onClose={onClose} onMoved={onChanged} />;
    case 'details':
      return <DetailsDialog item={dialog.item} onClose={onClose} />;
    case 'play':
      return (
        <Suspense fallback={null}>
          <VideoPlayerDialog item={dialog.item} onClose={onClose} />
        </Suspense>
      );
    case 'process':
      return (
        <Suspense fallback={null}>
          <ProcessingFlow items={dialog.items} onClose={onClose} onProcessed={onChanged} onSkipped={onSkipped} />
        </Suspense>
      );
  }
}
