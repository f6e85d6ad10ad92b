/** The spoofing configuration: its API (settings), its storage, and the key check the face uses. */
export { SpoofingKeys } from './spoofing-keys.js';
export { SpoofingSettings } from './spoofing-settings.js';
export { SpoofingStore } from './spoofing-store.js';
