import type { NamingFormatKindName, NamingPreviewResponse, NamingTokensResponse } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { NamingTokenDialog } from './NamingTokenDialog';

const token = (
  t: string,
  group: NamingTokensResponse['groups'][number]['name'],
  description: string,
  example: string,
) => ({
  token: t,
  group,
  description,
  example,
});

const TV: NamingTokensResponse = {
  kind: 'standard',
  groups: [
    { name: 'Series', tokens: [token('{Series Title}', 'Series', 'The title as TMDb gives it', 'Breaking Bad')] },
    { name: 'Series ID', tokens: [token('{TmdbId}', 'Series ID', 'TMDb id', '1396')] },
    { name: 'Season', tokens: [token('{season:00}', 'Season', 'Season number, two digits', '01')] },
    {
      name: 'Episode',
      tokens: [
        token('{episode:00}', 'Episode', 'Episode number, two digits', '01'),
        token('{Episode Title}', 'Episode', 'Episode title', 'Pilot'),
      ],
    },
    { name: 'Quality', tokens: [token('{Quality Full}', 'Quality', 'Quality with Proper/Repack', 'Bluray-1080p')] },
    { name: 'MediaInfo', tokens: [token('{MediaInfo VideoCodec}', 'MediaInfo', 'Video codec', 'x264')] },
    { name: 'Custom', tokens: [token('{-Release Group}', 'Custom', 'Release group after a dash', '-DEMAND')] },
  ],
};

const MOVIE: NamingTokensResponse = {
  kind: 'movie',
  groups: [
    { name: 'Movie', tokens: [token('{Movie Title}', 'Movie', 'The title as TMDb gives it', 'The Matrix')] },
    { name: 'Movie ID', tokens: [token('{ImdbId}', 'Movie ID', 'IMDb id', 'tt0133093')] },
    { name: 'Quality', tokens: [token('{Quality Full}', 'Quality', 'Quality with Proper/Repack', 'Remux-2160p')] },
    { name: 'MediaInfo', tokens: [token('{MediaInfo VideoCodec}', 'MediaInfo', 'Video codec', 'x265')] },
    { name: 'Custom', tokens: [token('{Custom Formats}', 'Custom', 'Kept for copied formats', '')] },
  ],
};

/** A server double: the catalogue per kind, and a preview computed from the posted format. */
function namingServer(preview: (format: string) => NamingPreviewResponse) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/naming/tokens') {
      const kind = url.searchParams.get('kind');
      return json(kind === 'movie' ? MOVIE : { ...TV, kind });
    }
    if (url.pathname === '/api/naming/preview' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { format: string };
      return json(preview(body.format));
    }
    return json({ error: 'not_found', message: 'no route' }, 404);
  });
}

const previews = (fetch: ReturnType<typeof namingServer>) =>
  fetch.mock.calls
    .filter(([input, init]) => String(input) === '/api/naming/preview' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const groupNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** The dialog with its format held as the General tab holds it. */
function Harness(props: {
  kind: NamingFormatKindName;
  initial: string;
  onChange?: (v: string) => void;
  onClose?: () => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <NamingTokenDialog
      open
      kind={props.kind}
      value={value}
      onChange={(v) => {
        props.onChange?.(v);
        setValue(v);
      }}
      onClose={props.onClose ?? (() => undefined)}
    />
  );
}

const okPreview = (format: string): NamingPreviewResponse => ({
  preview: format.replace('{Series Title}', 'Breaking Bad').replace('{season:00}', '01'),
  valid: format.trim() !== '',
  unknownTokens: [],
});

describe('NamingTokenDialog', () => {
  afterEach(() => cleanup());

  it('is titled by format type, and movie tags have their own title', async () => {
    const fetch = namingServer(okPreview);
    const titles: Record<NamingFormatKindName, string> = {
      standard: 'Standard Episode Format Tokens',
      daily: 'Daily Episode Format Tokens',
      anime: 'Anime Episode Format Tokens',
      season: 'Season Folder Format Tokens',
      movie: 'Movie Tags Tokens',
    };
    for (const [kind, title] of Object.entries(titles) as Array<[NamingFormatKindName, string]>) {
      renderApp(<Harness kind={kind} initial="{Series Title}" />, { fetch });
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
      cleanup();
    }
  });

  it("lists the kind's token groups in the server's order, with descriptions and examples", async () => {
    const fetch = namingServer(okPreview);
    renderApp(<Harness kind="standard" initial="" />, { fetch });
    await screen.findByRole('button', { name: 'Insert {Series Title}' });
    expect(groupNames()).toEqual(['Series', 'Series ID', 'Season', 'Episode', 'Quality', 'MediaInfo', 'Custom']);
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/naming/tokens?kind=standard')).toBe(true);
    const season = within(screen.getByRole('region', { name: 'Season' }));
    expect(season.getByText('Season number, two digits')).toBeTruthy();
    expect(season.getByText('01')).toBeTruthy();

    cleanup();
    renderApp(<Harness kind="movie" initial="" />, { fetch });
    await screen.findByRole('button', { name: 'Insert {Movie Title}' });
    expect(groupNames()).toEqual(['Movie', 'Movie ID', 'Quality', 'MediaInfo', 'Custom']);
  });

  it('searches token and description, and the example for movie tags only', async () => {
    const fetch = namingServer(okPreview);
    renderApp(<Harness kind="standard" initial="" />, { fetch });
    await screen.findByRole('button', { name: 'Insert {Series Title}' });
    const search = screen.getByRole('searchbox', { name: 'Search tokens' });

    fireEvent.change(search, { target: { value: 'episode title' } });
    expect(screen.getAllByRole('button', { name: /^Insert / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Insert {Episode Title}',
    ]);
    expect(groupNames()).toEqual(['Episode']);

    fireEvent.change(search, { target: { value: 'two digits' } });
    expect(screen.getAllByRole('button', { name: /^Insert / })).toHaveLength(2);

    // "Pilot" is only an example: TV formats don't search examples.
    fireEvent.change(search, { target: { value: 'pilot' } });
    expect(screen.queryAllByRole('button', { name: /^Insert / })).toHaveLength(0);
    expect(screen.getByText('No tokens match your search.')).toBeTruthy();

    cleanup();
    renderApp(<Harness kind="movie" initial="" />, { fetch });
    await screen.findByRole('button', { name: 'Insert {Movie Title}' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tokens' }), { target: { value: 'remux' } });
    expect(screen.getAllByRole('button', { name: /^Insert / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Insert {Quality Full}',
    ]);
  });

  it('inserts a clicked token at the caret of the format field and keeps the caret after it', async () => {
    const fetch = namingServer(okPreview);
    const onChange = vi.fn();
    renderApp(<Harness kind="standard" initial="{Series Title} - E" onChange={onChange} />, { fetch });
    await screen.findByRole('button', { name: 'Insert {season:00}' });
    const field = screen.getByRole('textbox', { name: 'Format' }) as HTMLTextAreaElement;

    field.setSelectionRange(17, 17);
    fireEvent.click(screen.getByRole('button', { name: 'Insert {season:00}' }));
    expect(onChange).toHaveBeenLastCalledWith('{Series Title} - {season:00}E');
    expect(field.value).toBe('{Series Title} - {season:00}E');
    expect(field.selectionStart).toBe(28);

    fireEvent.click(screen.getByRole('button', { name: 'Insert {Episode Title}' }));
    expect(onChange).toHaveBeenLastCalledWith('{Series Title} - {season:00}{Episode Title}E');

    // A selection is replaced.
    field.setSelectionRange(0, 14);
    fireEvent.click(screen.getByRole('button', { name: 'Insert {TmdbId}' }));
    expect(onChange).toHaveBeenLastCalledWith('{TmdbId} - {season:00}{Episode Title}E');

    // Typing goes to onChange too.
    fireEvent.change(field, { target: { value: '{Series Title}' } });
    expect(onChange).toHaveBeenLastCalledWith('{Series Title}');
    // A format is one line: a pasted line break is dropped.
    fireEvent.change(field, { target: { value: '{Series Title}\n - {season:00}' } });
    expect(onChange).toHaveBeenLastCalledWith('{Series Title} - {season:00}');
  });

  it('previews the format through the server once typing pauses, and says "Invalid format" for an empty result', async () => {
    const fetch = namingServer((format) =>
      format === '{Custom Formats}'
        ? { preview: '', valid: false, unknownTokens: [] }
        : format === '{Series Title} {Nope}'
          ? { preview: 'Breaking Bad', valid: true, unknownTokens: ['Nope'] }
          : okPreview(format),
    );
    renderApp(<Harness kind="season" initial="Season {season:00}" />, { fetch });
    const status = screen.getByRole('status', { name: 'Preview' });
    await within(status).findByText('Season 01');
    expect(previews(fetch)).toEqual([{ kind: 'season', format: 'Season {season:00}' }]);

    const field = screen.getByRole('textbox', { name: 'Format' });
    fireEvent.change(field, { target: { value: '{Custom' } });
    fireEvent.change(field, { target: { value: '{Custom Formats}' } });
    await within(status).findByText('Invalid format');
    // One request for the pause, none for the keystroke before it.
    expect(previews(fetch)).toEqual([
      { kind: 'season', format: 'Season {season:00}' },
      { kind: 'season', format: '{Custom Formats}' },
    ]);

    fireEvent.change(field, { target: { value: '{Series Title} {Nope}' } });
    await within(status).findByText('Breaking Bad');
    expect(within(status).getByText('Unknown tokens (left out of the name): {Nope}')).toBeTruthy();
    expect(within(status).queryByText('Invalid format')).toBeNull();
  });

  it("never shows another kind's preview, and says when the preview fails", async () => {
    let fail = false;
    const server = namingServer(okPreview);
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      fail && String(input) === '/api/naming/preview'
        ? json({ error: 'invalid', message: 'Invalid request body: format: Too big' }, 400)
        : server(input, init),
    );
    function Switcher() {
      const [kind, setKind] = useState<NamingFormatKindName>('standard');
      return (
        <>
          <button onClick={() => setKind('season')}>to season</button>
          <NamingTokenDialog
            open
            kind={kind}
            value="{season:00}"
            onChange={() => undefined}
            onClose={() => undefined}
          />
        </>
      );
    }
    renderApp(<Switcher />, { fetch });
    const status = screen.getByRole('status', { name: 'Preview' });
    await within(status).findByText('01');
    fail = true;
    fireEvent.click(screen.getByText('to season', { selector: 'button' }));
    expect(within(status).queryByText('01')).toBeNull();
    await within(status).findByText('Preview unavailable: Invalid request body: format: Too big');
    expect(previews(fetch as unknown as ReturnType<typeof namingServer>).at(-1)).toEqual({
      kind: 'season',
      format: '{season:00}',
    });
  });

  it('closes with its Close button', async () => {
    const fetch = namingServer(okPreview);
    const onClose = vi.fn();
    renderApp(<Harness kind="anime" initial="" onClose={onClose} />, { fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
  });
});
