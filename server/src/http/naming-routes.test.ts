import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  namingPreviewResponseSchema,
  namingTokensResponseSchema,
  type NamingFormatKindName,
  type NamingPreviewResponse,
  type NamingTokensResponse,
} from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganisedServer, type OrganisedServer } from '../../test/support/organised-server.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { previewFormat, tokensFor } from '../organiser/naming/format-template.js';

async function tokens(server: TestServer, token: string, kind: string): Promise<NamingTokensResponse> {
  const res = await server.request(`/api/naming/tokens?kind=${kind}`, { token });
  expect(res.status).toBe(200);
  return namingTokensResponseSchema.strict().parse(await res.json());
}

async function preview(
  server: TestServer,
  token: string,
  kind: NamingFormatKindName,
  format: string,
): Promise<NamingPreviewResponse> {
  const res = await server.request('/api/naming/preview', jsonInit({ kind, format }, token));
  expect(res.status).toBe(200);
  return namingPreviewResponseSchema.strict().parse(await res.json());
}

describe('the naming token helper API', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { CINESYNC_PASSWORD: 'pw' } });
    token = await server.login('admin', 'pw');
  });
  afterAll(() => server.dispose());

  it('lists the tokens of each kind in the spec group order, groups without tokens left out', async () => {
    const groups = async (kind: string) => (await tokens(server, token, kind)).groups.map((g) => g.name);
    const tvOrder = [
      'Series',
      'Series ID',
      'Season',
      'Episode',
      'Air Date',
      'Release',
      'Quality',
      'MediaInfo',
      'Custom',
    ];
    expect(await groups('standard')).toEqual(tvOrder.filter((g) => g !== 'Air Date' && g !== 'Release'));
    expect(await groups('daily')).toEqual(tvOrder.filter((g) => g !== 'Release'));
    expect(await groups('anime')).toEqual(tvOrder.filter((g) => g !== 'Air Date'));
    expect(await groups('season')).toEqual(['Series', 'Series ID', 'Season']);
    expect(await groups('movie')).toEqual(['Movie', 'Movie ID', 'Quality', 'MediaInfo', 'Custom']);
  });

  it("gives the organiser's own catalogue, with examples from the kind's sample", async () => {
    for (const kind of ['standard', 'daily', 'anime', 'season', 'movie'] as const) {
      const body = await tokens(server, token, kind);
      expect(body.kind).toBe(kind);
      const listed = body.groups.flatMap((g) => g.tokens.map((t) => ({ ...t, inGroup: g.name })));
      for (const t of listed) expect(t.group).toBe(t.inGroup);
      expect(
        listed.map(({ token: t, group, description, example }) => ({ token: t, group, description, example })),
      ).toEqual(
        expect.arrayContaining(
          tokensFor(kind).map(({ token: t, group, description, example }) => ({
            token: t,
            group,
            description,
            example,
          })),
        ),
      );
      expect(listed).toHaveLength(tokensFor(kind).length);
    }
    const standard = (await tokens(server, token, 'standard')).groups.flatMap((g) => g.tokens);
    expect(standard.find((t) => t.token === '{Series Title}')?.example).toBe('Breaking Bad');
    expect(standard.find((t) => t.token === '{season:00}')?.example).toBe('01');
    const daily = (await tokens(server, token, 'daily')).groups.flatMap((g) => g.tokens);
    expect(daily.find((t) => t.token === '{Air-Date}')?.example).toBe('2023-05-04');
    const movie = (await tokens(server, token, 'movie')).groups.flatMap((g) => g.tokens);
    expect(movie.find((t) => t.token === '{Movie Title}')?.example).toBe('The Matrix');
  });

  it('previews a format exactly as previewFormat renders it for the sample of its kind', async () => {
    const cases: Array<[NamingFormatKindName, string]> = [
      ['standard', '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}'],
      ['standard', '{Series.CleanTitle}.S{season:00}E{episode:00}.{Quality.Full}{-Release Group}'],
      ['daily', '{Series Title} - {Air-Date} - {Episode Title}'],
      ['anime', '{Series TitleYear} - {absolute:000} - {Episode Title} {[Quality Full]}{-Release Group}'],
      ['season', 'Season {season:00}'],
      ['season', 'Season{season}'],
      ['movie', '{Movie Title} ({Release Year}) {Quality Full}'],
    ];
    for (const [kind, format] of cases) {
      const body = await preview(server, token, kind, format);
      expect(body.preview, `${kind}: ${format}`).toBe(previewFormat(format, kind));
      expect(body).toMatchObject({ valid: true, unknownTokens: [] });
    }
    expect((await preview(server, token, 'standard', cases[0]![1])).preview).toBe(
      'Breaking Bad - S01E01 - Pilot Bluray-1080p',
    );
    expect((await preview(server, token, 'season', 'Season{season}')).preview).toBe('Season 1');
  });

  it('previews movie tags after Title (Year), as the organiser names a movie from tags alone', async () => {
    const body = await preview(server, token, 'movie', '{Quality Full}');
    expect(body.preview).toBe(`The Matrix (1999) ${previewFormat('{Quality Full}', 'movie')}`);
    expect(body.valid).toBe(true);
  });

  it('makes the preview safe as the organiser makes every name it writes', async () => {
    const body = await preview(server, token, 'standard', '{Series Title}: S{season:00}E{episode:00}/{Episode Title}?');
    expect(body.preview).toBe('Breaking Bad - S01E01-Pilot');
  });

  it('says a format is invalid when it renders nothing', async () => {
    for (const format of ['', '   ', '{Custom Formats}', '{Release Hash}', '{[MediaInfo VideoDynamicRangeType]}']) {
      expect(await preview(server, token, 'standard', format), format).toEqual({
        preview: '',
        valid: false,
        unknownTokens: [],
      });
    }
  });

  it('reports the tokens the organiser does not know, once each', async () => {
    const body = await preview(server, token, 'standard', '{Series Title} {Show Name} {Show Name} {Nope:00}');
    expect(body).toEqual({ preview: 'Breaking Bad', valid: true, unknownTokens: ['Show Name', 'Nope'] });
    expect(await preview(server, token, 'movie', '{Bogus}')).toMatchObject({ unknownTokens: ['Bogus'] });
    expect(await preview(server, token, 'standard', '{Bogus}')).toEqual({
      preview: '',
      valid: false,
      unknownTokens: ['Bogus'],
    });
  });

  it('refuses an unknown kind, a missing or oversized format and a non-object body with 400', async () => {
    for (const query of ['?kind=tv', '?kind=', '']) {
      const res = await server.request(`/api/naming/tokens${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid' });
    }
    for (const body of [
      { kind: 'episode', format: '{Series Title}' },
      { kind: 'standard' },
      { kind: 'standard', format: 42 },
      { kind: 'standard', format: 'x'.repeat(1001) },
      [],
    ]) {
      const res = await server.request('/api/naming/preview', jsonInit(body, token));
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid' });
    }
    expect((await preview(server, token, 'standard', `{Series Title}${' '.repeat(986)}`)).valid).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('/api/naming/tokens?kind=standard')).status).toBe(401);
    expect(
      (await server.request('/api/naming/preview', jsonInit({ kind: 'standard', format: '{Series Title}' }))).status,
    ).toBe(401);
  });
});

// The Done-when of issue 14: what the token helper shows for a Sonarr-style episode format is the
// name the organiser then gives a real episode. The source is the sample's own release, organised
// against the TMDB stand-in (its ffprobe finds no streams in these bytes, so the facts come from
// the name, as they do for the sample).
const SAMPLE_RELEASE = 'Breaking.Bad.S01E01.Pilot.1080p.BluRay.DTS-HD.MA.5.1.x264-DEMAND.mkv';

describe.each([
  ['the default Sonarr format', '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}'],
  [
    'a format with ids, media info and optional parts',
    '{Series TitleYear} - S{season:00}E{episode:00} - {Episode Title:30} {[Quality Full]}{[MediaInfo VideoCodec]}' +
      '{[MediaInfo AudioCodec}{ MediaInfo AudioChannels]}{-Release Group} {tvdb-{TvdbId}} {imdb-{ImdbId}}',
  ],
  ['a dotted format', '{Series.CleanTitle}.S{season:00}E{episode:00}.{Episode.CleanTitle}.{Quality.Full}'],
])('the token helper preview of %s', (_name, format) => {
  const SEASON_FORMAT = 'Season {season}';
  let world: OrganisedServer;
  beforeAll(async () => {
    world = await startOrganisedServer({
      prefix: 'naming-preview-',
      writeSources: async (source) => {
        await mkdir(path.join(source, 'Breaking.Bad.S01.1080p'), { recursive: true });
        await writeFile(path.join(source, 'Breaking.Bad.S01.1080p', SAMPLE_RELEASE), 'not really a video');
      },
      env: {
        RENAME_ENABLED: 'true',
        MEDIAINFO_PARSER: 'true',
        MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT: format,
        MEDIAINFO_SONARR_SEASON_FOLDER_FORMAT: SEASON_FORMAT,
      },
    });
  }, 30_000);
  afterAll(() => world.dispose());

  it('is the file name the organiser created for a real episode, and the season folder it went in', async () => {
    const links = await world.server.request('/api/file-operations?limit=10&offset=0', { token: world.token });
    expect(links.status).toBe(200);
    const ops = ((await links.json()) as { operations: Array<{ fileName: string; destinationPath: string | null }> })
      .operations;
    const episode = ops.find((o) => o.fileName === SAMPLE_RELEASE);
    expect(episode?.destinationPath, JSON.stringify(ops)).toBeTruthy();
    const destination = episode!.destinationPath!;

    const file = await preview(world.server, world.token, 'standard', format);
    expect(file.valid).toBe(true);
    expect(path.basename(destination)).toBe(`${file.preview}.mkv`);

    const season = await preview(world.server, world.token, 'season', SEASON_FORMAT);
    expect(path.basename(path.dirname(destination))).toBe(season.preview);
    expect(season.preview).toBe('Season 1');
  });
});
