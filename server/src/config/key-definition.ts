import type { ConfigCategory, ConfigValueType } from '@cinesync/common';

/** One configuration key: everything the Settings page and the validator need to know about it. */
export interface KeyDefinition {
  key: string;
  category: ConfigCategory;
  type: ConfigValueType;
  /** Built-in default as the `.env` text form ("true", "8082", "a,b"); "" for none. */
  default: string;
  description: string;
  /** For `choice`: the allowed values. */
  options?: readonly string[];
  required?: boolean;
  /** Not shown on the General tab (set from another screen). */
  hidden?: boolean;
  /** Shown but disabled: the feature is not ready. */
  beta?: boolean;
  /** Secret: masked by `/api/config`, never logged. */
  secret?: boolean;
  /** Changing it needs the server to rebind (IP and ports). */
  restartRequired?: boolean;
  /** Changing it changes who may sign in. */
  authSetting?: boolean;
  /** Only the process environment may set it (the data folder itself holds `.env`). */
  envOnly?: boolean;
  /** Older name accepted when reading `.env` (for example `_4K_SEPARATION`). */
  alias?: string;
  /** Smallest accepted integer (default 0); largest when set. */
  min?: number;
  max?: number;
}
