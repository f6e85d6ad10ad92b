import { describe, expect, it } from 'vitest';
import {
  closeRecord,
  completionErrorRecord,
  handshakeResponse,
  HubProtocolError,
  invocationRecord,
  parseHandshakeRequest,
  parseHubMessage,
  PING_RECORD,
  RecordReader,
  serializeRecord,
} from './hub-protocol.js';

const RS = '\x1e';

describe('RecordReader', () => {
  it('returns each record of a message that carries several (merged frames)', () => {
    const reader = new RecordReader();
    expect(reader.push(`{"protocol":"json","version":1}${RS}{"type":6}${RS}`)).toEqual([
      '{"protocol":"json","version":1}',
      '{"type":6}',
    ]);
    expect(reader.hasPending).toBe(false);
  });

  it('keeps a record split over messages until its separator arrives (split frames)', () => {
    const reader = new RecordReader();
    expect(reader.push('{"type"')).toEqual([]);
    expect(reader.hasPending).toBe(true);
    expect(reader.push(':6}')).toEqual([]);
    expect(reader.push(`${RS}{"type":7`)).toEqual(['{"type":6}']);
    expect(reader.push(`}${RS}`)).toEqual(['{"type":7}']);
    expect(reader.hasPending).toBe(false);
  });

  it('keeps non-ASCII text whole across the cut', () => {
    const reader = new RecordReader();
    reader.push('{"type":1,"target":"été');
    expect(reader.push(` 🎬","arguments":[]}${RS}`)).toEqual(['{"type":1,"target":"été 🎬","arguments":[]}']);
  });

  it('refuses an unfinished record longer than its limit', () => {
    const reader = new RecordReader(16);
    reader.push('{"type":6,');
    expect(() => reader.push('"padding":"xxxxxxxxxxxxxxxx"')).toThrow(HubProtocolError);
  });

  it('counts only the unfinished tail against the limit', () => {
    const reader = new RecordReader(16);
    const long = `{"type":6,"padding":"${'x'.repeat(100)}"}`;
    expect(reader.push(long + RS)).toEqual([long]);
  });
});

describe('records', () => {
  it('serialises JSON ended by the separator', () => {
    expect(serializeRecord({ a: 1 })).toBe(`{"a":1}${RS}`);
    expect(PING_RECORD).toBe(`{"type":6}${RS}`);
    expect(handshakeResponse()).toBe(`{}${RS}`);
    expect(handshakeResponse('nope')).toBe(`{"error":"nope"}${RS}`);
    expect(invocationRecord('receiveMessage', [{ name: 'movie' }])).toBe(
      `{"type":1,"target":"receiveMessage","arguments":[{"name":"movie"}]}${RS}`,
    );
    expect(completionErrorRecord('7', 'no')).toBe(`{"type":3,"invocationId":"7","error":"no"}${RS}`);
    expect(closeRecord()).toBe(`{"type":7}${RS}`);
    expect(closeRecord('bye', true)).toBe(`{"type":7,"error":"bye","allowReconnect":true}${RS}`);
  });

  it('reads the handshake', () => {
    expect(parseHandshakeRequest('{"protocol":"json","version":1}')).toEqual({ protocol: 'json', version: 1 });
    expect(() => parseHandshakeRequest('{"protocol":"json"}')).toThrow(HubProtocolError);
    expect(() => parseHandshakeRequest('not json')).toThrow(/not JSON/);
    expect(() => parseHandshakeRequest('[1]')).toThrow(/not a JSON object/);
  });

  it('reads hub messages and refuses malformed ones', () => {
    expect(parseHubMessage('{"type":6}')).toEqual({ type: 6 });
    expect(parseHubMessage('{"type":1,"target":"x","arguments":[],"invocationId":"1"}')).toMatchObject({
      type: 1,
      target: 'x',
    });
    expect(() => parseHubMessage('{"target":"x"}')).toThrow(/without a type/);
    expect(() => parseHubMessage('{"type":"6"}')).toThrow(/without a type/);
    expect(() => parseHubMessage('{"type":1,"arguments":[]}')).toThrow(/without a target/);
    expect(() => parseHubMessage('{"type":1,"target":"x","invocationId":5}')).toThrow(/invocationId/);
    expect(() => parseHubMessage('null')).toThrow(HubProtocolError);
  });
});
