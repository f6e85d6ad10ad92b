import { describe, expect, it } from 'vitest';
import { bazarrAddress } from './setup-instructions';

describe('bazarrAddress', () => {
  it('reads host, port and SSL from the origin', () => {
    expect(bazarrAddress('http://192.168.1.20:8082')).toEqual({ host: '192.168.1.20', port: '8082', ssl: false });
    expect(bazarrAddress('https://media.example.org')).toEqual({ host: 'media.example.org', port: '443', ssl: true });
    expect(bazarrAddress('http://nas.local')).toEqual({ host: 'nas.local', port: '80', ssl: false });
  });
});
