import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-store.js';
import { ConnectionsRepository, type ConnectionFields } from './connections.repository.js';

const jellyfin: ConnectionFields = {
  type: 'jellyfin',
  name: 'Living room',
  url: 'http://192.168.1.5:8096',
  apiKey: 'jf-key',
  username: null,
  password: null,
  events: ['linked', 'deleted'],
  pathMappings: [{ from: '/library', to: '/media' }],
  enabled: true,
};

describe('connections repository', () => {
  let clock = 1_000;
  let connections: ConnectionsRepository;
  useTestDatabase((opened) => {
    clock = 1_000;
    connections = new ConnectionsRepository(opened, () => clock);
  });

  it('stores a connection with its secrets usable, and lists them in the order made', () => {
    const first = connections.create(jellyfin);
    const second = connections.create({ ...jellyfin, type: 'webhook', name: 'Discord', apiKey: null, password: 'p' });
    expect(second.id).toBeGreaterThan(first.id);
    expect(connections.list().map((c) => c.name)).toEqual(['Living room', 'Discord']);
    expect(connections.get(first.id)).toEqual({ ...jellyfin, id: first.id });
    expect(connections.get(second.id)?.password).toBe('p');
  });

  it('updates and removes, saying when there was nothing to change', () => {
    const made = connections.create(jellyfin);
    expect(connections.update(made.id, { ...jellyfin, enabled: false, events: ['renamed'] })).toBe(true);
    expect(connections.get(made.id)).toMatchObject({ enabled: false, events: ['renamed'] });
    expect(connections.update(made.id + 100, jellyfin)).toBe(false);
    connections.recordResult(made.id, { ok: true, message: 'told 2 folders', at: 5, toldFolders: 2 });
    expect(connections.remove(made.id)).toBe(true);
    expect(connections.remove(made.id)).toBe(false);
    expect(connections.results().has(made.id)).toBe(false);
  });

  it('keeps when a run of failures started, and forgets it on success', () => {
    connections.recordResult(0, { ok: true, message: 'told 3 folders', at: 10, toldFolders: 3 });
    connections.recordResult(0, { ok: false, message: 'unreachable', at: 20, toldFolders: null });
    connections.recordResult(0, { ok: false, message: 'unreachable', at: 30, toldFolders: null });
    expect(connections.results().get(0)).toEqual({
      ok: false,
      message: 'unreachable',
      at: 30,
      toldFolders: 3,
      failingSince: 20,
    });
    connections.recordResult(0, { ok: true, message: 'told 1 folder', at: 40, toldFolders: 1 });
    expect(connections.results().get(0)).toEqual({
      ok: true,
      message: 'told 1 folder',
      at: 40,
      toldFolders: 1,
      failingSince: null,
    });
  });
});
