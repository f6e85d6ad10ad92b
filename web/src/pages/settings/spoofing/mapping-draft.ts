import type { FolderMapping } from '@cinesync/common';

/** The add/edit mapping dialog's rules (spec §4 "Spoofing", §5). */

export const REQUIRED_FIELDS_TEXT = 'Please fill in all required fields.';

/** Add mode starts here: serviceType auto, enabled (spec §4); the key is generated on request. */
export function newMappingDraft(): FolderMapping {
  return { folderPath: '', serviceType: 'auto', apiKey: '', enabled: true, displayName: '' };
}

/** A mapping's own key, made in the browser: 32 hex characters (0-9, a-f) from the CSPRNG. */
export function generateMappingKey(randomBytes: (count: number) => Uint8Array = browserRandomBytes): string {
  return Array.from(randomBytes(16), (b) => b.toString(16).padStart(2, '0')).join('');
}

function browserRandomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** Saving needs folderPath, apiKey and displayName (spec §5). */
export function missingRequired(draft: FolderMapping): boolean {
  return draft.folderPath.trim() === '' || draft.apiKey.trim() === '' || draft.displayName.trim() === '';
}

/**
 * The mapping list after the dialog saves: an edit replaces the mapping whose folderPath is the
 * original one (its folder may have changed), an add appends.
 */
export function applyMappingDraft(
  mappings: readonly FolderMapping[],
  draft: FolderMapping,
  originalPath: string | null,
): FolderMapping[] {
  const clean = {
    ...draft,
    folderPath: draft.folderPath.trim(),
    displayName: draft.displayName.trim(),
    apiKey: draft.apiKey.trim(),
  };
  if (originalPath === null) return [...mappings, clean];
  return mappings.map((m) => (m.folderPath === originalPath ? clean : m));
}

export function withoutMapping(mappings: readonly FolderMapping[], folderPath: string): FolderMapping[] {
  return mappings.filter((m) => m.folderPath !== folderPath);
}

export const SERVICE_TYPE_LABELS: Record<FolderMapping['serviceType'], string> = {
  auto: 'Auto',
  radarr: 'Radarr',
  sonarr: 'Sonarr',
};
