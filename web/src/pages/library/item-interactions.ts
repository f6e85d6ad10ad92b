import type { FileItem } from '@cinesync/common';

/** Where the item menu opens: at the ⋮ button, or at the pointer for a right-click. */
export type MenuAnchor = { element: HTMLElement } | { top: number; left: number };

/** What the poster grid and the list hand back to the page. */
export interface ItemInteractions {
  onOpen: (item: FileItem) => void;
  onMenu: (item: FileItem, anchor: MenuAnchor) => void;
  /** Present in selection mode: a click ticks the item instead of opening it. */
  selection: { selected: ReadonlySet<string>; toggle: (item: FileItem) => void } | null;
}
