import {
  REORGANISE_CHANGE_KINDS,
  type MediaType,
  type ReorganiseChangeKind,
  type ReorganiseOperationDetail,
  type ReorganiseOperationView,
  type ReorganisePreviewLine,
} from '@cinesync/common';

/**
 * The re-organise routes' shapes (issue 32) under the names the web's components speak of. The
 * shapes themselves, and the schemas that check answers, are `@cinesync/common`'s.
 */

type ChangeKind = ReorganiseChangeKind;
export const CHANGE_KINDS: readonly ChangeKind[] = REORGANISE_CHANGE_KINDS;

/** The library to re-organise: all of it, or one title. */
export type ReorganiseScope = { tmdbId: number; mediaType: MediaType } | null;

export type PreviewLine = ReorganisePreviewLine;
/** A planned change of one link (library-relative paths), without its line type. */
export type PlannedChange = Omit<Extract<PreviewLine, { type: 'change' }>, 'type'>;
/** A change the server will not make (two records want one path…), with its reason. */
export type PlannedConflict = Omit<Extract<PreviewLine, { type: 'conflict' }>, 'type'>;
export type PreviewSummary = Omit<Extract<PreviewLine, { type: 'summary' }>, 'type'>;

export type ReorganiseOperation = ReorganiseOperationView;
export type ReorganiseOperationDetails = ReorganiseOperationDetail;
