import { describe, expect, it } from 'vitest';
import type { ConfigStore } from '../config/config-store.js';
import { BasicAuthGate, parseBasicAuthorization } from './basic-auth.js';

const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;

describe('parseBasicAuthorization', () => {
  it('splits at the first colon and reads UTF-8', () => {
    expect(parseBasicAuthorization(basic('admin:p:w d'))).toEqual({ username: 'admin', password: 'p:w d' });
    expect(parseBasicAuthorization(basic('émile:mot🎬'))).toEqual({ username: 'émile', password: 'mot🎬' });
    expect(parseBasicAuthorization(`basic ${Buffer.from('a:').toString('base64')}`)).toEqual({
      username: 'a',
      password: '',
    });
  });

  it.each([undefined, '', 'Bearer abc', 'Basic', 'Basic !!!', basic('no-colon'), 'Digest username="a"'])(
    'refuses %j',
    (h) => {
      expect(parseBasicAuthorization(h)).toBeUndefined();
    },
  );
});

describe('BasicAuthGate', () => {
  const world = (enabled = true) => {
    const values: Record<string, string> = { CINESYNC_USERNAME: 'admin', CINESYNC_PASSWORD: 'hash-1' };
    const calls: string[] = [];
    let now = 0;
    const auth = {
      isEnabled: () => enabled,
      checkBasic: async (u: string, p: string) => {
        calls.push(`${u}:${p}`);
        return u === 'admin' && p === `pw-${values.CINESYNC_PASSWORD}`;
      },
    };
    const config = { get: (k: string) => values[k] ?? '' } as unknown as ConfigStore;
    const gate = new BasicAuthGate(auth, config, () => now);
    return { gate, calls, values, tick: (ms: number) => (now += ms) };
  };

  it('is open when authentication is off', async () => {
    const { gate, calls } = world(false);
    expect(await gate.allows(undefined, '1.2.3.4')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('checks the slow hash once, then remembers success for a few minutes', async () => {
    const { gate, calls, tick } = world();
    expect(await gate.allows(basic('admin:pw-hash-1'), 'a')).toBe(true);
    expect(await gate.allows(basic('admin:pw-hash-1'), 'a')).toBe(true);
    expect(calls).toHaveLength(1);
    tick(6 * 60_000);
    expect(await gate.allows(basic('admin:pw-hash-1'), 'a')).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('never remembers failures, and forgets success when the stored password changes', async () => {
    const { gate, calls, values } = world();
    expect(await gate.allows(basic('admin:wrong'), 'a')).toBe(false);
    expect(await gate.allows(basic('admin:wrong'), 'a')).toBe(false);
    expect(calls).toHaveLength(2);
    expect(await gate.allows(basic('admin:pw-hash-1'), 'a')).toBe(true);
    values.CINESYNC_PASSWORD = 'hash-2';
    expect(await gate.allows(basic('admin:pw-hash-1'), 'a')).toBe(false);
    expect(await gate.allows(undefined, 'a')).toBe(false);
  });
});
