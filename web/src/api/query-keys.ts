/** Query keys of the server state the web caches, in one place so invalidation cannot drift. */
export const queryKeys = {
  config: ['config'] as const,
  configStatus: ['config-status'] as const,
  stats: ['stats'] as const,
};
