// Rule: the season an episode token states, as a season signal. Only tokens that write the season
// count (`S02E05`, `2x05`, `Season 2`, `[Cap.205]`, `205`, `Сезон 2 Серия 5`); rules that number a
// mini-series or a Korean broadcast as season 1 (`E07`, `Part 2`, `5of9`) state nothing of a season.

import { type EpisodeMarker } from './marker.js';
import { type SeasonSignal } from './season-signals.js';

const STATED = new Set([
  'S01E02',
  'Season 1 Episode 2',
  'S01.02',
  '1x02',
  'Season 2',
  'S02',
  'Series 2',
  '[Cap.102]',
  '103',
]);
const LOCAL = 'Сезон 2 Серия 5';

export function markerSeasonSignal(text: string, marker: EpisodeMarker): SeasonSignal | null {
  if (marker.season === undefined || marker.multiSeason === true) return null;
  if (!STATED.has(marker.rule) && marker.rule !== LOCAL) return null;
  return {
    kind: marker.rule === LOCAL ? 'local' : 'number',
    season: marker.season,
    text: text.slice(marker.start, marker.end).trim(),
    part: marker.seasonPart ?? null,
    from: 'name',
    showTitle: null,
  };
}
