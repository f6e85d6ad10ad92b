/** The spoofing configuration: its API (settings), its storage, and the key check the face uses. */
export { DEFAULT_SPOOFING_CONFIG, SpoofingStore } from './spoofing-store.js';
export { SpoofingKeys, type SpoofingAccess } from './spoofing-keys.js';
export { SpoofingSettings, type SpoofingSettingsOptions } from './spoofing-settings.js';
export { generateApiKey } from './api-key.js';
