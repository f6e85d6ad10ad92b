import { z } from 'zod';

/** `GET /api/browse`: an absolute folder path; absent or empty lists the folders that may be browsed. */
export const browseQuerySchema = z.object({
  path: z.string().max(4096).optional(),
});
export type BrowseQuery = z.infer<typeof browseQuerySchema>;

export const browseItemSchema = z.object({
  name: z.string(),
  path: z.string(),
  isDirectory: z.boolean(),
});
export type BrowseItem = z.infer<typeof browseItemSchema>;

/**
 * A folder's entries, folders first. `drives` are the places browsing may start from (the source
 * folders and the library); `currentPath` is '' for that list; `parentPath` is null at a start place.
 */
export const browseResponseSchema = z.object({
  drives: z.array(z.string()),
  items: z.array(browseItemSchema),
  currentPath: z.string(),
  parentPath: z.string().nullable(),
  /** Why `currentPath` can't be chosen for what the picker was opened for (server folders only). */
  problem: z.string().optional(),
});
export type BrowseResponse = z.infer<typeof browseResponseSchema>;

/** What a folder is being chosen for: a source is read, the library is written. */
export const folderPurposes = ['source', 'library'] as const;
export type FolderPurpose = (typeof folderPurposes)[number];

/**
 * `GET /api/server-folders`: the server's folders, for choosing the source folders and the
 * library before any is set (`/api/browse` sees only the configured ones). Absent or empty `path`
 * lists the start places, `/` and the configured folders; with none configured, `/` itself.
 */
export const serverFoldersQuerySchema = z.object({
  path: z.string().max(4096).optional(),
  purpose: z.enum(folderPurposes).optional(),
});
export type ServerFoldersQuery = z.infer<typeof serverFoldersQuerySchema>;
