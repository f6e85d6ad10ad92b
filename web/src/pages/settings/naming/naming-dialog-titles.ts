import type { NamingFormatKind } from './naming-format-keys';

/** The token helper's title: the TV dialog is titled by its format type, the movie one says tags. */
export const NAMING_DIALOG_TITLES: Readonly<Record<NamingFormatKind, string>> = {
  standard: 'Standard Episode Format Tokens',
  daily: 'Daily Episode Format Tokens',
  anime: 'Anime Episode Format Tokens',
  season: 'Season Folder Format Tokens',
  movie: 'Movie Tags Tokens',
};
