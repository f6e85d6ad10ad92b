import { describe, expect, it } from 'vitest';
import { connectionKeySchema, connectionTestRequestSchema, connectionWriteSchema } from './connections.js';

const base = {
  type: 'jellyfin',
  name: 'Living room',
  url: 'http://192.168.1.5:8096',
  apiKey: 'k',
  events: ['linked', 'deleted'],
  pathMappings: [{ from: '/data/library', to: '/media' }],
  enabled: true,
};

describe('connection bodies', () => {
  it('accepts a Jellyfin connection and a test of a stored one', () => {
    expect(connectionWriteSchema.parse(base).name).toBe('Living room');
    expect(connectionTestRequestSchema.parse({ ...base, id: 3 }).id).toBe(3);
  });

  it('refuses addresses that are not http(s), or carry credentials', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'ftp://x',
      '192.168.1.5',
      'http://u:p@host',
      'http://a\nb',
    ])
      expect(connectionWriteSchema.safeParse({ ...base, url }).success, url).toBe(false);
    expect(connectionWriteSchema.safeParse({ ...base, url: 'https://jf.example.org/base?x=1' }).success).toBe(true);
  });

  it('refuses unknown types, events, fields and repeated events', () => {
    expect(connectionWriteSchema.safeParse({ ...base, type: 'kodi' }).success).toBe(false);
    expect(connectionWriteSchema.safeParse({ ...base, events: ['grabbed'] }).success).toBe(false);
    expect(connectionWriteSchema.safeParse({ ...base, events: ['linked', 'linked'] }).success).toBe(false);
    expect(connectionWriteSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
    expect(connectionWriteSchema.safeParse({ ...base, name: ' ' }).success).toBe(false);
  });

  it('reads path ids as whole numbers only', () => {
    expect(connectionKeySchema.parse({ id: '0' }).id).toBe(0);
    expect(connectionKeySchema.safeParse({ id: '01' }).success).toBe(false);
    expect(connectionKeySchema.safeParse({ id: '-1' }).success).toBe(false);
  });
});
