/**
 * Reasons stored by versions before issue 29 named titles by TMDB id and gave raw scores
 * (`"Dune" (2021, movie 438631) and "Dune" (1984, movie 841) fit the name almost equally (0.93 and
 * 0.93); a year or a choice is needed`). They are read back in today's words, so an old row reads
 * like a new one; a reason in any other form is shown as it was written.
 */

/** `"Dune" (2021, movie 438631)`: a title as the old reasons wrote it. */
const OLD_TITLE = String.raw`"(.+?)" \((\d{4}|no year), (movie|show) \d+\)`;

const OLD_TIE = new RegExp(
  `^${OLD_TITLE} and ${OLD_TITLE} fit the name almost equally \\([\\d.]+ and [\\d.]+\\); a year or a choice is needed$`,
);
const OLD_WEAK = new RegExp(
  `^No confident match for "(.*)": the best, ${OLD_TITLE}, scores ([\\d.]+) \\(needs [\\d.]+\\)$`,
);
const OLD_NOTHING = /^TMDB found nothing for "(.*)"$/;
const OLD_CHOICE_GONE = /^The title chosen for (.+) \((?:movie|tv) \d+\) is gone from TMDB$/;
const ANY_OLD_TITLE = new RegExp(OLD_TITLE, 'g');

function titled(title: string, year: string): string {
  return year === 'no year' ? title : `${title} (${year})`;
}

function folderLabel(folder: string): string {
  const name = folder
    .replace(/[\\/]+$/, '')
    .split(/[\\/]/)
    .at(-1);
  return `${name || folder}/`;
}

export function readableReason(reason: string | null): string | null {
  if (reason === null) return null;
  const tie = OLD_TIE.exec(reason);
  if (tie) {
    const [, title1 = '', year1 = '', kind1, title2 = '', year2 = '', kind2] = tie;
    if (title1.toLowerCase() === title2.toLowerCase()) {
      const kinds = kind1 !== kind2 ? 'titles' : kind1 === 'show' ? 'shows' : 'films';
      return `Two ${kinds} called ${title1} (${year1}, ${year2}) fit equally`;
    }
    return `${titled(title1, year1)} and ${titled(title2, year2)} fit equally`;
  }
  const weak = OLD_WEAK.exec(reason);
  if (weak) {
    const [, name = '', title = '', year = '', , score = '0'] = weak;
    const percent = Math.round(Math.max(0, Math.min(1, Number(score))) * 100);
    return `No title fits "${name}" closely enough; the closest is ${titled(title, year)}, a ${percent}% match`;
  }
  const nothing = OLD_NOTHING.exec(reason);
  if (nothing) return `TMDB found nothing called "${nothing[1] ?? ''}"`;
  const gone = OLD_CHOICE_GONE.exec(reason);
  if (gone) return `The title chosen for ${folderLabel(gone[1] ?? '')} is no longer on TMDB`;
  return reason.replace(ANY_OLD_TITLE, (_, title: string, year: string) => titled(title, year));
}
