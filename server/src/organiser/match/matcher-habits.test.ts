import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRelease } from '../parse/index.js';
import { useMatchWorld } from '../../../test/worlds/match-world-hooks.js';
import type { MatchOutcome } from '../match-types.js';

const SOURCE = '/media/downloads';

/**
 * The release habits of issue 30 through the parser and the matcher together, as a scan meets them:
 * the season signal is what these names are about, and building it by hand would test a name no
 * parser gives. Each habit has names that must be placed and names that must go to review in words.
 */
describe('Matcher: release habits it was not shaped on', () => {
  const match = useMatchWorld();

  async function place(file: string): Promise<MatchOutcome> {
    const parsed = parseRelease(file);
    if (parsed === null) throw new Error(`expected ${file} to parse`);
    return match.world.matcher.match({
      parsed,
      kind: parsed.mediaKind === 'episode' ? 'episode' : 'movie',
      sourcePath: path.join(SOURCE, file),
      sourceRoot: SOURCE,
      showFolder: path.join(SOURCE, path.dirname(file)),
    });
  }

  /** `tv:3452 S1E4`, `movie:129`, or `review: <reason>`. */
  async function where(file: string): Promise<string> {
    const outcome = await place(file);
    if (outcome.status !== 'matched') return `review: ${outcome.reason}`;
    const { mediaType, tmdbId } = outcome.title;
    const episode = outcome.episode ? ` S${outcome.episode.season}E${outcome.episode.episodes.join(',')}` : '';
    return `${mediaType}:${tmdbId}${episode}`;
  }

  describe('three-digit episode numbers', () => {
    it('reads SEE as season and episode for a show that has that season, absolutely for an anime', async () => {
      expect(await where('Frasier - 104 - I Hate Frasier Crane.avi')).toBe('tv:3452 S1E4');
      expect(await where('Frasier - 205.avi')).toBe('tv:3452 S2E5');
      expect(await where('[Kametsu] Naruto - 104 [480p].mkv')).toBe('tv:46260 S3E4');
    });

    it('sends a number that is an episode in neither reading to review, never to a later season', async () => {
      expect(await where('Frasier - 129.avi')).toMatch(/^review: "129" reads as season 1 episode 29 of Frasier/);
    });
  });

  describe('seasons named, not numbered', () => {
    it("places a sequel numeral, and a second cour by its season's air dates", async () => {
      expect(await where('[SubsPlease] Overlord IV - 08 (1080p).mkv')).toBe('tv:64196 S4E8');
      expect(await where('[Erai-raws] Haikyuu!! To the Top Part 2 - 03 [1080p].mkv')).toBe('tv:60863 S4E16');
      expect(await where('[SubsPlease] Bleach - Thousand-Year Blood War - 05 (1080p).mkv')).toBe('tv:30984 S17E5');
    });

    it('says which words placed nothing, never season 1', async () => {
      expect(await where('[Judas] Haikyuu!! - Nationals Arc - 05.mkv')).toBe(
        'review: The name says "Nationals Arc", which matches no season of Haikyu!!',
      );
      expect(await where('[SubsPlease] Overlord V - 01 (1080p).mkv')).toBe(
        'review: The name says "V" (season 5), but TMDB lists no season 5 of Overlord',
      );
      expect(await where('Anime/Overlord Season 3/[SubsPlease] Overlord IV - 05 (1080p).mkv')).toBe(
        'review: The name says "IV" (season 4) and folder says "Season 3" (season 3): they disagree',
      );
    });
  });

  describe('local words for season and episode', () => {
    it('places Сезон/Серия, Staffel/Folge and 第2季 第05集', async () => {
      expect(await where('Сериалы/Метод Сезон 2 Серия 5.mkv')).toBe('tv:67911 S2E5');
      expect(await where('Serien/Babylon.Berlin.Staffel.3.Folge.4.German.720p.WEB.x264-GRP.mkv')).toBe('tv:69993 S3E4');
      expect(await where('剧集/庆余年 第2季 第05集.mp4')).toBe('tv:94796 S2E5');
    });

    it('sends a season TMDB does not list, or one a folder contradicts, to review', async () => {
      expect(await where('Сериалы/Метод Сезон 4 Серия 2.mkv')).toMatch(
        /^review: .*TMDB lists no season 4 of The Method/,
      );
      expect(await where('Series/Élite/Temporada 1/Elite Temporada 2 Capitulo 5.mkv')).toMatch(
        /^review: .*\(season 2\) and folder says "Temporada 1" \(season 1\): they disagree/,
      );
    });
  });

  describe('specials named by title or year', () => {
    it('finds the special in season 0 by its name, or by the year it aired', async () => {
      expect(await where('Doctor.Who.2005.The.Runaway.Bride.720p.BluRay.x264-GRP.mkv')).toBe('tv:57243 S0E2');
      expect(await where('Sherlock.Special.2016.1080p.BluRay.x264-GRP.mkv')).toBe('tv:19885 S0E1');
    });

    it('never links a special without its episode', async () => {
      expect(await where('Sherlock.Special.1080p.BluRay.x264-GRP.mkv')).toMatch(
        /^review: The name gives no episode of Sherlock/,
      );
      expect(await where('Doctor.Who.2005.The.Five.Doctors.720p.BluRay.x264-GRP.mkv')).toMatch(
        /no special of it is called "The Five Doctors"/,
      );
    });
  });

  describe('films', () => {
    it('finds a local, transliterated or two-script title through alternative titles and translations', async () => {
      expect(await where('Filme/Der.Koenig.der.Loewen.1994.German.DL.1080p.BluRay.x264-GRP.mkv')).toBe('movie:8587');
      expect(await where('Films/千と千尋の神隠し Spirited Away (2001) [1080p].mkv')).toBe('movie:129');
      expect(await where('Filme/Die.Verurteilten.2004.German.DL.1080p.BluRay.x264-GRP.mkv')).toMatch(/^review: /);
    });

    it("finds a series' numbered film by its subtitle, and not by the number alone", async () => {
      expect(await where('[Kaitou] Detective Conan Movie 05 - Countdown to Heaven [BD 1080p].mkv')).toBe('movie:23155');
      expect(await where('[Kaitou] Detective Conan Movie 09 [BD 1080p].mkv')).toMatch(/^review: /);
    });

    it('matches a part of a film as the film, and a part of a title with many films to review', async () => {
      expect(await where('Ran.1985.CD2.DVDRip.XviD-GRP.avi')).toBe('movie:11645');
      expect(await where('Hamlet.CD1.DVDRip.XviD-GRP.avi')).toMatch(/^review: /);
    });

    it("takes a remake's year from its folder, and asks when no year is anywhere", async () => {
      expect(await where('Halloween (2007)/Halloween.Unrated.Directors.Cut.DVDRip.XviD-GRP.avi')).toBe('movie:2082');
      expect(await where('Movies/Halloween.Unrated.Directors.Cut.DVDRip.XviD-GRP.avi')).toBe(
        'review: Two films called Halloween (1978, 2007) fit equally',
      );
    });

    it('reads titles made of symbols', async () => {
      expect(await where('[REC]².2009.720p.BluRay.x264-GRP.mkv')).toBe('movie:10664');
      expect(await where('Rocky.Ⅳ.1985.1080p.BluRay.x264-GRP.mkv')).toBe('movie:1374');
      expect(await where('[HorribleSubs] Tokyo Ghoul √A - 05 [720p].mkv')).toBe('tv:61374 S2E5');
      expect(await where('[HorribleSubs] Tokyo Ghoul √A - 30 [720p].mkv')).toBe(
        'review: Episode 30 is not in "√A" (season 2 of Tokyo Ghoul, 12 episodes)',
      );
    });
  });
});
