import type { EventBus } from '../events/event-bus.js';
import type { ConfigChange, ConfigStore, UpdateEntry } from './config-store.js';
import type { ConfigKey } from './keys.js';

/**
 * Save settings and tell the app: `config_changed` always, `auth_settings_changed` when who may
 * sign in changed, `server_restart_required` when the IP or a port changed. A silent update (the
 * Services tab switches) publishes nothing.
 */
export async function applyConfigUpdate(
  config: ConfigStore,
  bus: EventBus,
  entries: readonly UpdateEntry[],
  options: { silentKeys?: readonly ConfigKey[] } = {},
): Promise<ConfigChange> {
  const change = await config.update(entries, options.silentKeys);
  if (options.silentKeys || change.keys.length === 0) return change;
  bus.publish('config_changed', { keys: change.keys });
  if (change.authChanged) bus.publish('auth_settings_changed', { keys: change.keys });
  if (change.restartRequired) bus.publish('server_restart_required', { keys: change.keys });
  return change;
}
