// Rule: films numbered in a series (`Crayon Shin-chan Movie 05 - Unkokusai's Ambition`, `Detective Conan
// Movie 25`, `Pokemon the Movie 3`). TMDB files each as a film of its own, titled by the series and the
// film's subtitle (`Crayon Shin-chan: Unkokusai's Ambition`); the number alone names none of them.

interface FilmTitle {
  title: string;
  fullTitle: string;
  year: number | null;
  titles: string[];
}

const NUMBERED_FILM =
  /^(.+?\S)\s+(?:the\s+)?(?:movie|film|gekijouban|gekijōban)\s*0*(\d{1,2})(?:(?:\s*[-–:]\s*|\s+)(\S.*))?$/i;

/** The film's title as TMDB writes it (`Series Subtitle`) and the other spellings, or null. */
export function seriesFilm(info: FilmTitle): FilmTitle | null {
  const m = NUMBERED_FILM.exec(info.title);
  if (!m) return null;
  const series = m[1]!;
  const number = m[2]!;
  const subtitle = m[3]?.trim();
  const numbered = `${series} Movie ${number}`;
  if (subtitle === undefined || subtitle === '') {
    return { ...info, titles: numbered === info.title ? [info.title] : [info.title, numbered] };
  }
  const title = `${series}: ${subtitle}`;
  return { ...info, title, titles: [title, subtitle, info.title] };
}
