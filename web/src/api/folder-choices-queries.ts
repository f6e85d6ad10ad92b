import {
  folderChoiceDeleteResponseSchema,
  folderChoiceEligibilitySchema,
  folderChoicesResponseSchema,
  type FolderChoiceEligibility,
  type FolderChoiceTitle,
} from '@cinesync/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context';
import { queryKeys } from './query-keys';

/**
 * Remembered choices (common/src/folder-choices.ts): the server judges whether a pick may be kept
 * for its folder; these hooks only ask and cache.
 */

/** Which folder a pick for `sourcePath` would be kept for, and for each title whether it may be. */
export function useFolderChoiceEligibility(sourcePath: string | null, titles: readonly FolderChoiceTitle[]) {
  const api = useApi();
  const titleKey = titles.map((t) => `${t.mediaType}/${t.tmdbId}`).join(',');
  return useQuery({
    queryKey: [...queryKeys.folderChoices, 'eligibility', sourcePath, titleKey],
    queryFn: ({ signal }): Promise<FolderChoiceEligibility> =>
      api.requestJson('/api/folder-choices/eligibility', folderChoiceEligibilitySchema, {
        method: 'POST',
        json: { sourcePath, titles },
        signal,
      }),
    enabled: sourcePath !== null && titles.length > 0,
    staleTime: 30_000,
    retry: false,
  });
}

/** Every remembered choice, with whether the organiser follows it today. */
export function useFolderChoices() {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.folderChoices, 'list'],
    queryFn: ({ signal }) => api.requestJson('/api/folder-choices', folderChoicesResponseSchema, { signal }),
  });
}

/** Forgets a folder's choice (its links stay); the list and any verdicts are asked again. */
export function useRemoveFolderChoice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folder: string) =>
      api.requestJson('/api/folder-choices', folderChoiceDeleteResponseSchema, { method: 'DELETE', json: { folder } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.folderChoices }),
  });
}

/** Whether a pick of `title` is sent as remembered: the box ticked and the server's verdict for it. */
export function remembersPick(
  eligibility: FolderChoiceEligibility | undefined,
  ticked: boolean,
  title: FolderChoiceTitle,
): boolean {
  if (!ticked || !eligibility) return false;
  return eligibility.verdicts.some((v) => v.tmdbId === title.tmdbId && v.mediaType === title.mediaType && v.eligible);
}
