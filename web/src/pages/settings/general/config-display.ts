import { VERSION_NAMING_KEY, versionNamingLabels, type ConfigItem } from '@cinesync/common';

/** Spec §5: the reason shown under a beta setting, which cannot be edited. */
export const BETA_REASON = 'This feature is currently in beta testing and is disabled for usage';

/** Spec §5: the choices of the two resolution-structure settings. */
export const STRUCTURE_CHOICES = ['none', 'year', 'resolution', 'year_resolution'] as const;
const STRUCTURE_KEYS = new Set(['SHOW_RESOLUTION_STRUCTURE', 'MOVIE_RESOLUTION_STRUCTURE']);

/** How one setting is edited. */
type FieldKind =
  | { kind: 'secret' }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'multiline' }
  | { kind: 'integer' }
  | { kind: 'text' };

/** Spec §5: "true", "1" or "yes" (any case) read as true; anything else as false. */
export function isTruthy(value: string): boolean {
  return ['true', '1', 'yes'].includes(value.trim().toLowerCase());
}

/** Keys containing PASSWORD, TOKEN or KEY (and password-typed items) are masked inputs. */
export function isSecretItem(item: Pick<ConfigItem, 'key' | 'type'>): boolean {
  return item.type === 'password' || /PASSWORD|TOKEN|KEY/.test(item.key);
}

/** Booleans and `_ENABLED` keys are a true/false choice. */
function isBooleanItem(item: Pick<ConfigItem, 'key' | 'type'>): boolean {
  return item.type === 'boolean' || item.key.includes('_ENABLED');
}

/**
 * The editor of a setting, by spec §5. The two `*_RESOLUTION_STRUCTURE` keys offer none / year /
 * resolution / year_resolution, but only while the server describes them as something other than a
 * boolean: our server stores them as true/false and refuses "year", so offering those four words on
 * a boolean key would offer values that can only fail to save (the original's defect).
 */
export function fieldKindOf(item: Pick<ConfigItem, 'key' | 'type' | 'options'>): FieldKind {
  if (STRUCTURE_KEYS.has(item.key) && item.type !== 'boolean') return { kind: 'choice', options: STRUCTURE_CHOICES };
  if (isBooleanItem(item)) return { kind: 'boolean' };
  if (isSecretItem(item)) return { kind: 'secret' };
  if (item.type === 'choice' && item.options && item.options.length > 0) {
    return { kind: 'choice', options: item.options };
  }
  if (item.type === 'array' || item.key.includes('TAGS')) return { kind: 'multiline' };
  if (item.type === 'integer') return { kind: 'integer' };
  return { kind: 'text' };
}

/** Words for the values of choices whose stored values are not for people, by key. */
const choiceLabels: Record<string, Readonly<Record<string, string>>> = {
  [VERSION_NAMING_KEY]: versionNamingLabels,
};

/** What a choice reads as in its menu: `VERSION_NAMING`'s `jellyfin` is "Jellyfin and Emby". */
export function choiceLabel(key: string, option: string): string {
  return choiceLabels[key]?.[option] ?? option;
}

/** Spec §5: arrays are comma-separated with blanks dropped. */
export function normaliseArray(value: string): string {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(',');
}

/** The value in the form it is compared and sent in: booleans as true/false, arrays tidied. */
export function canonicalValue(item: Pick<ConfigItem, 'key' | 'type' | 'options'>, value: string): string {
  if (fieldKindOf(item).kind === 'boolean') return String(isTruthy(value));
  if (item.type === 'array') return normaliseArray(value);
  return value;
}

/** Whether an item can be edited at all (locked, beta and disabled items cannot). */
export function isEditable(item: Pick<ConfigItem, 'locked' | 'beta' | 'disabled'>): boolean {
  return !item.locked && !item.beta && !item.disabled;
}

/** "Locked by …": the named locker, else an administrator. */
export function lockedByText(item: Pick<ConfigItem, 'lockedBy'>): string {
  return `Locked by ${item.lockedBy?.trim() || 'an administrator'}`;
}

/** The id of a setting's card, for finding it from a search result. */
export const configCardId = (key: string): string => `config-card-${key}`;
