import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/api-client';
import { ApiRequestError } from '../../../api/api-request-error';
import { json } from '../../../test/mock-fetch';
import { fetchSourceFiles, parseSourceFiles, sourceFilesQuery } from './source-files-api';
import {
  NO_RESPONSE_MESSAGE,
  SourceListRequestError,
  SourceListShapeError,
  SourceListStatusError,
  sourceListProblem,
} from './source-list-error';

describe('source files request', () => {
  it('asks for 50 active files from the page offset, media or not', () => {
    expect(Object.fromEntries(sourceFilesQuery({ page: 3, search: '' }))).toEqual({
      limit: '50',
      offset: '100',
      activeOnly: 'true',
      mediaOnly: 'false',
    });
  });

  it('adds a trimmed search and a source index when given', () => {
    const query = sourceFilesQuery({ page: 1, search: '  Show S01  ', sourceIndex: 1 });
    expect(query.get('search')).toBe('Show S01');
    expect(query.get('sourceIndex')).toBe('1');
    expect(query.get('offset')).toBe('0');
    expect(sourceFilesQuery({ page: 1, search: '   ' }).has('search')).toBe(false);
  });
});

describe('source files answer', () => {
  it('reads files: null as an empty page', () => {
    expect(parseSourceFiles({ files: null, total: 0, totalPages: 0 })).toEqual({ files: [], total: 0, totalPages: 0 });
  });

  it('refuses an answer that is not an object, or whose files are not a list', () => {
    expect(() => parseSourceFiles([])).toThrow('Invalid response from server');
    expect(() => parseSourceFiles('x')).toThrow('Invalid response from server');
    expect(() => parseSourceFiles({ files: 'x' })).toThrow('Invalid file data from server');
    expect(() => parseSourceFiles({ files: [{ fileName: 1 }] })).toThrow('Invalid file data from server');
  });
});

describe('source list failures', () => {
  it('reads 503 or a message naming the source as no source configured', () => {
    expect(sourceListProblem(new ApiRequestError(503, 'unavailable', 'down'))).toEqual({ kind: 'unconfigured' });
    expect(sourceListProblem(new ApiRequestError(500, 'server_error', 'No source folder is configured'))).toEqual({
      kind: 'unconfigured',
    });
  });

  it('gives the spec texts for the other failures', () => {
    const message = (error: unknown) => {
      const problem = sourceListProblem(error);
      return problem.kind === 'failed' ? problem.message : null;
    };
    expect(message(new ApiRequestError(500, 'server_error', 'disk on fire'))).toBe('Server error (500): disk on fire');
    expect(message(new SourceListStatusError('No Content'))).toBe('Server error: No Content');
    expect(message(new TypeError('Failed to fetch'))).toBe(NO_RESPONSE_MESSAGE);
    expect(message(new SourceListRequestError('bad header'))).toBe('Request error: bad header');
    expect(message(new SourceListShapeError('Invalid response from server'))).toBe(
      'Unexpected error: Invalid response from server',
    );
  });
});

describe('source files call', () => {
  const client = (answer: () => Response | Promise<Response>) =>
    new ApiClient({ fetch: () => Promise.resolve().then(answer), getToken: () => null, clearToken: () => {} });
  const problemOf = async (answer: () => Response | Promise<Response>) => {
    try {
      await fetchSourceFiles(client(answer), { page: 1, search: '' });
      return null;
    } catch (error) {
      return sourceListProblem(error);
    }
  };

  it('reads a 200 answer', async () => {
    const api = client(() => json({ files: [], total: 0, totalPages: 0 }));
    expect(await fetchSourceFiles(api, { page: 1, search: '' })).toEqual({ files: [], total: 0, totalPages: 0 });
  });

  it('turns each failure into its spec text', async () => {
    expect(
      await problemOf(() => json({ error: 'unavailable', message: 'No source folder is configured' }, 503)),
    ).toEqual({ kind: 'unconfigured' });
    expect(await problemOf(() => json({ error: 'server_error', message: 'boom' }, 500))).toEqual({
      kind: 'failed',
      message: 'Server error (500): boom',
    });
    expect(await problemOf(() => new Response(null, { status: 204, statusText: 'No Content' }))).toEqual({
      kind: 'failed',
      message: 'Server error: No Content',
    });
    expect(
      await problemOf(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({ kind: 'failed', message: NO_RESPONSE_MESSAGE });
    expect(
      await problemOf(() => {
        throw new RangeError('bad init');
      }),
    ).toEqual({ kind: 'failed', message: 'Request error: bad init' });
    expect(await problemOf(() => new Response('not json', { status: 200 }))).toEqual({
      kind: 'failed',
      message: 'Unexpected error: Invalid response from server',
    });
  });
});
