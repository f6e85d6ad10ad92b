import { keyByName, type ConfigKey } from './keys.js';

/** The process environment as the configuration reads it. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The names a key may be written under: its own, then its older alias (`_4K_SEPARATION`). */
export function namesOf(key: ConfigKey): readonly string[] {
  const alias = keyByName.get(key)?.alias;
  return alias ? [key, alias] : [key];
}

/** A key's value in the process environment, under its name or its alias; undefined when unset. */
export function environmentValue(env: Environment, key: ConfigKey): string | undefined {
  for (const name of namesOf(key)) {
    const value = env[name];
    if (value !== undefined) return value;
  }
  return undefined;
}
