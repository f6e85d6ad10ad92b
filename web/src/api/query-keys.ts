/** Query keys of the server state the web caches, in one place so invalidation cannot drift. */
export const queryKeys = {
  config: ['config'] as const,
  configStatus: ['config-status'] as const,
  stats: ['stats'] as const,
  recentMedia: ['recent-media'] as const,
  /** Every listing; add the folder and the page parameters for one. */
  files: ['files'] as const,
  moveTargets: ['move-targets'] as const,
  readlink: ['readlink'] as const,
  mediaDetails: ['media-details'] as const,
  /** Add the category folder name. */
  categoryContent: ['category-content'] as const,
  /** The signed-in user's starred titles. */
  favorites: ['favorites'] as const,
  /** Remembered choices; add `eligibility`, the file and its titles for a pick's verdicts. */
  folderChoices: ['folder-choices'] as const,
  /** What organising is doing (the dashboard's status card, the Source tab's scan progress). */
  organiserState: ['organiser-state'] as const,
  /** Issue 34: the missing list, its shows, one show's episodes, collections; add what narrows it. */
  missing: ['missing'] as const,
  /** Add the first and last day. */
  calendar: ['calendar'] as const,
  /** The signed-in user's iCalendar feed URL. */
  calendarFeed: ['calendar-feed'] as const,
  /** Issue 33: the media servers, rclone remotes and webhooks told of changes, with their last results. */
  connections: ['connections'] as const,
};
