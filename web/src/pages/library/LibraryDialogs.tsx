import type { FileItem } from '@cinesync/common';
import { lazy, Suspense } from 'react';
import { DeleteDialog } from './dialogs/DeleteDialog';
import { DetailsDialog } from './dialogs/DetailsDialog';
import { MoveDialog } from './dialogs/MoveDialog';
import { RenameDialog, type Renamed } from './dialogs/RenameDialog';
import { EPISODE_WORDING, LIBRARY_WORDING, type ActionWording } from './dialogs/action-wording';

const VideoPlayerDialog = lazy(() => import('./dialogs/VideoPlayerDialog'));
const ProcessingFlow = lazy(() =>
  import('../../components/processing/ProcessingFlow').then((m) => ({ default: m.ProcessingFlow })),
);

/** An episode card's rename and delete speak the episode menu's own shorter words. */
type Scope = { scope?: 'episode' };

const wordingFor = ({ scope }: Scope): ActionWording => (scope === 'episode' ? EPISODE_WORDING : LIBRARY_WORDING);

/** The one dialog open over the browser, if any. */
export type OpenDialog =
  | ({ kind: 'rename'; item: FileItem } & Scope)
  | ({ kind: 'delete'; items: FileItem[] } & Scope)
  | { kind: 'move'; items: FileItem[] }
  | { kind: 'details'; item: FileItem }
  | { kind: 'play'; item: FileItem }
  | { kind: 'process'; items: FileItem[] };

/** A rename or delete that worked; its dialog shows the success itself and closes later. */
export type LibraryUpdate = ({ kind: 'renamed'; item: FileItem } & Renamed) | { kind: 'deleted'; items: FileItem[] };

interface LibraryDialogsProps {
  dialog: OpenDialog | null;
  onClose: () => void;
  /** A move or processing changed the folder: refresh, and say so (processing: where its links are now). */
  onChanged: (message: string, destinations?: string[]) => void;
  /** A rename or delete changed the folder: refresh now (the dialog stays open to say so). */
  onUpdated: (update: LibraryUpdate) => void;
  /** A skip removed the title's links: where the page goes then (the media page leaves). */
  onSkipped?: (message: string) => void;
}

export function LibraryDialogs({ dialog, onClose, onChanged, onUpdated, onSkipped }: LibraryDialogsProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'rename': {
      const { item } = dialog;
      return (
        <RenameDialog
          key={item.path}
          item={item}
          wording={wordingFor(dialog)}
          onClose={onClose}
          onRenamed={(renamed) => onUpdated({ kind: 'renamed', item, ...renamed })}
        />
      );
    }
    case 'delete': {
      const { items } = dialog;
      return (
        <DeleteDialog
          items={items}
          wording={wordingFor(dialog)}
          onClose={onClose}
          onDeleted={() => onUpdated({ kind: 'deleted', items })}
        />
      );
    }
    case 'move':
      return <MoveDialog items={dialog.items} onClose={onClose} onMoved={(message) => onChanged(message)} />;
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
