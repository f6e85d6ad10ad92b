/**
 * Release folders whose files are named by their group and noise, as scene groups and obfuscating posters
 * name them (`grp-mt-1080p.mkv`, `flux-33x2160.mkv`, `ntb-tgot-s01e01.mkv`), at the sizes they come in:
 * features of 1–12 GB, low-bitrate and test encodes under the extras size limit, a `.strm` of a few bytes,
 * and episodes in season packs and single-episode folders. Each takes its title from its folder and keeps
 * its own episode; size alone never makes one an extra. Extras still marked by folder or name stay extras.
 */

import { episode, GB, MB, movie, type FixtureExpectation } from './fixture-expectations.js';

export const OBFUSCATED_FIXTURES: [path: string, size: number, expect: FixtureExpectation][] = [
  // Movies: the group, an abbreviation of the title (initials, a short form, the title itself) or noise.
  [
    'The.Matrix.1999.1080p.BluRay.x264-CtrlHD/ctrlhd-tm-1080p.mkv',
    Math.round(10.2 * GB),
    movie(603, { destination: /^Movies\/The Matrix \(1999\)\/ctrlhd-tm-1080p\.mkv$/ }),
  ],
  [
    'The.Dark.Knight.2008.1080p.BluRay.x264-PFA/pfa-tdk-1080p.mkv',
    Math.round(9.8 * GB),
    movie(155, { destination: /^Movies\/The Dark Knight \(2008\)\// }),
  ],
  [
    'Whiplash.2014.1080p.BluRay.x264-AMIABLE/amiable-whiplash-1080p.mkv',
    Math.round(8.7 * GB),
    movie(244786, { destination: /^Movies\/Whiplash \(2014\)\// }),
  ],
  [
    'Dune.2021.2160p.WEB-DL.DDP5.1.Atmos.HDR.HEVC-FLUX/flux-33x2160.mkv',
    Math.round(11.6 * GB),
    movie(438631, { destination: /^4KMovies\/Dune \(2021\)\// }),
  ],
  ['Inception.2010.1080p.BluRay.x264-RARBG/rarbg-abc.1080p.mkv', Math.round(2.1 * GB), movie(27205)],
  ['Mad.Max.Fury.Road.2015.1080p.BluRay.x264-SPARKS/sparks-mmfr-1080p.mkv', Math.round(7.9 * GB), movie(76341)],
  [
    'Everything.Everywhere.All.at.Once.2022.1080p.WEB-DL.DDP5.1.H.264-NOGRP/nogrp-eeaao-1080p.mkv',
    Math.round(6.4 * GB),
    movie(545611),
  ],
  ['Back.to.the.Future.1985.1080p.BluRay.x264-EbP/ebp-bttf-1080p.mkv', Math.round(8.1 * GB), movie(105)],
  ['Oppenheimer.2023.1080p.BluRay.x264-DON/don-opp-1080p.mkv', Math.round(11.2 * GB), movie(872585)],
  // Low bitrates and test encodes under MOVIE_EXTRAS_SIZE_LIMIT (250 MB): still the feature.
  ['Parasite.2019.720p.BluRay.x264-SBR/sbr-parasite-720p.mkv', 350 * MB, movie(496243)],
  ['Oldboy.2003.480p.WEB.x264-GRP/grp-ob-480p.mkv', 190 * MB, movie(670)],
  ['Jurassic.Park.1993.480p.BluRay.x264-TEST/test-jp.480p.mkv', 95 * MB, movie(329)],
  // No year anywhere, but the name carries its own quality words or names its folder: the feature too.
  ['Downloads/Titanic.480p.WEB.x264-GRP.mkv', 160 * MB, movie(597)],
  ['Interstellar/Interstellar.mkv', 220 * MB, movie(157336)],
  // A .strm holds a URL in a few bytes: linked like its movie.
  [
    'Se7en.1995.1080p.BluRay.x264-GRP/grp-se7en-1080p.strm',
    180,
    movie(807, { destination: /^Movies\/Se7en \(1995\)\/grp-se7en-1080p\.strm$/ }),
  ],
  ['Fight Club (1999)/Fight Club (1999).strm', 164, movie(550)],
  // Episodes in season packs, single-episode folders and season folders keep their own numbers.
  [
    'Game.of.Thrones.S01.1080p.BluRay.x264-NTb/ntb-tgot-s01e01.mkv',
    Math.round(2.2 * GB),
    episode(1399, 1, [1], { destination: /^Shows\/Game of Thrones \(2011\)\/Season 0?1\// }),
  ],
  ['Game.of.Thrones.S01.1080p.BluRay.x264-NTb/ntb-tgot-s01e02.mkv', Math.round(2.1 * GB), episode(1399, 1, [2])],
  ['The.Office.US.S03.720p.WEB-DL.x264-GHOULS/ghouls-theoffice-s03e04-720p.mkv', 420 * MB, episode(2316, 3, [4])],
  ['Breaking.Bad.S03.1080p.BluRay.x264-ROVERS/rovers-bb-s03e04.mkv', Math.round(1.8 * GB), episode(1396, 3, [4])],
  [
    'Stranger.Things.S04.2160p.NF.WEB-DL.DDP5.1.HDR.x265-NTb/ntb-st-s04e01-2160p.mkv',
    Math.round(7.5 * GB),
    episode(66732, 4, [1], { destination: /^4KShows\/Stranger Things \(2016\)\// }),
  ],
  [
    'The.Mandalorian.S02.2160p.DSNP.WEB-DL.DDP5.1.Atmos.DV.HEVC-FLUX/flux-tm-s02e01-2160p.mkv',
    Math.round(6.8 * GB),
    episode(82856, 2, [1]),
  ],
  [
    'Severance.S01E01.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb/ntb-sev-s01e01.mkv',
    Math.round(3.4 * GB),
    episode(95396, 1, [1]),
  ],
  [
    'Sherlock.S02.1080p.BluRay.x264-SHORTBREHD/shortbrehd-sherlock-e02.mkv',
    Math.round(4.4 * GB),
    episode(19885, 2, [2]),
  ],
  ['Better Call Saul (2015)/Season 1/ntb-bcs-s01e05.mkv', Math.round(1.6 * GB), episode(60059, 1, [5])],
  // Extras of such releases are still extras by their folder or name, and skipped.
  ['Whiplash.2014.1080p.BluRay.x264-AMIABLE/Sample/amiable-whiplash-1080p-sample.mkv', 45 * MB, { kind: 'skipped' }],
  ['Parasite.2019.720p.BluRay.x264-SBR/sbr-parasite-720p-trailer.mkv', 60 * MB, { kind: 'skipped' }],
];
