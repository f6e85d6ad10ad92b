import type { LiveEvent } from '@cinesync/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventBus } from '../../events/event-bus.js';
import { silentLogger } from '../../log.js';
import type { ArrIdLookup, ArrLinkIds, ArrMessage } from './arr-messages.js';
import { LibraryChangeAdapter, linkChangeOf } from './library-change-adapter.js';

const LINK = '/lib/Movies/Film (1999)/Film (1999).mkv';
const event = <N extends LiveEvent['type']>(type: N, data: LiveEvent<N>['data']) =>
  ({ type, timestamp: 0, data }) as LiveEvent;

describe('linkChangeOf', () => {
  it('reads a placed link as updated', () => {
    expect(
      linkChangeOf(
        event('symlink_created', { destination_file: LINK, media_name: 'Film', new_folder_name: 'x', tmdb_id: 1 }),
      ),
    ).toEqual({ destinationPath: LINK, action: 'updated' });
  });

  it('reads removals, skips and restores by their status', () => {
    const op = (data: LiveEvent<'file_operation_update'>['data']) => linkChangeOf(event('file_operation_update', data));
    expect(op({ destinationPath: LINK, status: 'deleted' })).toEqual({ destinationPath: LINK, action: 'deleted' });
    expect(op({ destinationPath: LINK, status: 'skipped' })).toEqual({ destinationPath: LINK, action: 'deleted' });
    expect(op({ destinationPath: LINK, status: 'created' })).toEqual({ destinationPath: LINK, action: 'updated' });
    expect(op({ destinationPath: LINK })).toEqual({ destinationPath: LINK, action: 'updated' });
    expect(op({ destinationPath: LINK, status: 'failed' })).toBeUndefined();
    expect(op({ filePath: '/src/a.mkv', status: 'deleted' })).toBeUndefined();
    expect(linkChangeOf(event('stats_changed', {}))).toBeUndefined();
  });
});

describe('LibraryChangeAdapter', () => {
  let adapter: LibraryChangeAdapter | undefined;
  afterEach(() => adapter?.stop());

  const setUp = (ids: (path: string) => ArrLinkIds | null, batchMs = 20, listening?: () => boolean) => {
    const bus = new EventBus();
    const sent: ArrMessage[] = [];
    const asked: string[] = [];
    const lookup: ArrIdLookup = {
      forLink: (p) => {
        asked.push(p);
        return ids(p);
      },
    };
    adapter = new LibraryChangeAdapter({
      bus,
      lookup,
      send: (m) => sent.push(m),
      log: silentLogger(),
      batchMs,
      listening,
    });
    adapter.start();
    return { bus, sent, asked };
  };
  const movieIds = (): ArrLinkIds => ({ kind: 'movie', movieId: 7, movieFileId: 70, title: 'Film', year: 1999 });

  it('gathers a link’s two events into one round of messages after the window', async () => {
    const { bus, sent, asked } = setUp(movieIds);
    bus.publish('symlink_created', { destination_file: LINK, media_name: 'Film', new_folder_name: 'x', tmdb_id: 1 });
    bus.publish('file_operation_update', { destinationPath: LINK, status: 'created' });
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent.length).toBe(2));
    expect(asked).toEqual([LINK]);
    expect(sent.map((m) => `${m.name} ${m.action}`)).toEqual(['movie updated', 'moviefile updated']);
  });

  it('sends what happened last to a link', () => {
    const { bus, sent } = setUp(() => ({ ...movieIds(), gone: true }), 10_000);
    bus.publish('symlink_created', { destination_file: LINK, media_name: 'Film', new_folder_name: 'x', tmdb_id: 1 });
    bus.publish('file_operation_update', { destinationPath: LINK, status: 'deleted' });
    adapter?.flush();
    expect(sent.map((m) => `${m.name} ${m.action}`)).toEqual(['movie deleted', 'moviefile deleted']);
  });

  it('announces nothing for a link without ids, and survives a failing lookup', () => {
    const { bus, sent } = setUp((p) => {
      if (p === '/boom') throw new Error('lookup broke');
      return null;
    }, 10_000);
    bus.publish('file_operation_update', { destinationPath: '/boom', status: 'deleted' });
    bus.publish('file_operation_update', { destinationPath: LINK, status: 'deleted' });
    expect(adapter?.flush()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('looks nothing up while nobody listens (a scan with no Bazarr connected pays nothing)', () => {
    let listening = false;
    const { bus, sent, asked } = setUp(movieIds, 10_000, () => listening);
    bus.publish('file_operation_update', { destinationPath: LINK, status: 'created' });
    expect(adapter?.flush()).toEqual([]);
    expect(asked).toEqual([]);
    listening = true;
    bus.publish('file_operation_update', { destinationPath: LINK, status: 'created' });
    adapter?.flush();
    expect(asked).toEqual([LINK]);
    expect(sent.map((m) => m.name)).toEqual(['movie', 'moviefile']);
  });

  it('hears nothing once stopped', async () => {
    const { bus, sent } = setUp(movieIds);
    adapter?.stop();
    bus.publish('file_operation_update', { destinationPath: LINK, status: 'created' });
    await new Promise((r) => setTimeout(r, 60));
    expect(sent).toEqual([]);
    expect(bus.subscriberCount).toBe(0);
  });
});
