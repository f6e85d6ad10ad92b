import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';
import { EventHub } from './event-hub';

function makeHub(token: { value: string | null } = { value: 'tok-1' }) {
  return new EventHub({ getToken: () => token.value, EventSource: FakeEventSource });
}

describe('EventHub', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens nothing until the first subscriber arrives, then one connection with the token', () => {
    const hub = makeHub();
    expect(FakeEventSource.instances).toHaveLength(0);
    hub.subscribe(['config_changed'], () => {});
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/events?token=tok-1');
    expect(hub.getState()).toBe('connecting');
    FakeEventSource.latest().emitOpen();
    expect(hub.getState()).toBe('open');
  });

  it('shares one connection between subscribers and routes events by type', () => {
    const hub = makeHub();
    const onConfig = vi.fn();
    const onStats = vi.fn();
    hub.subscribe(['config_changed'], onConfig);
    hub.subscribe(['stats_changed', 'config_changed'], onStats);
    expect(FakeEventSource.instances).toHaveLength(1);

    const source = FakeEventSource.latest();
    source.emit('connected');
    source.emit('ping');
    source.emit('stats_changed');
    source.emit('config_changed', { keys: ['SOURCE_DIR'] });

    expect(onConfig).toHaveBeenCalledTimes(1);
    expect(onConfig.mock.calls[0]?.[0]).toMatchObject({ type: 'config_changed', data: { keys: ['SOURCE_DIR'] } });
    expect(onStats).toHaveBeenCalledTimes(2);
  });

  it('drops messages that are not JSON or whose payload does not match the contract', () => {
    const hub = makeHub();
    const handler = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    hub.subscribe(['config_changed'], handler);
    const source = FakeEventSource.latest();
    source.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    source.emit('config_changed', { keys: 'SOURCE_DIR' });
    expect(handler).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('closes the connection 3 s after the last subscriber leaves, not before', () => {
    const hub = makeHub();
    const first = hub.subscribe(['config_changed'], () => {});
    const second = hub.subscribe(['job_update'], () => {});
    const source = FakeEventSource.latest();
    first();
    second();
    vi.advanceTimersByTime(2999);
    expect(source.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(source.closed).toBe(true);
    expect(hub.getState()).toBe('idle');
  });

  it('keeps the connection when someone subscribes again within the 3 s', () => {
    const hub = makeHub();
    const unsubscribe = hub.subscribe(['config_changed'], () => {});
    unsubscribe();
    vi.advanceTimersByTime(2000);
    hub.subscribe(['config_changed'], () => {});
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().closed).toBe(false);
  });

  it('reconnect() replaces the connection with one that carries the current token', () => {
    const token = { value: 'old' as string | null };
    const hub = makeHub(token);
    const handler = vi.fn();
    hub.subscribe(['config_changed'], handler);
    const before = FakeEventSource.latest();

    token.value = 'new';
    hub.reconnect();
    const after = FakeEventSource.latest();
    expect(before.closed).toBe(true);
    expect(after).not.toBe(before);
    expect(after.url).toBe('/api/events?token=new');

    token.value = null;
    hub.reconnect();
    expect(FakeEventSource.latest().url).toBe('/api/events');
    expect(FakeEventSource.open).toHaveLength(1);

    FakeEventSource.latest().emit('config_changed', { keys: [] });
    before.emit('config_changed', { keys: [] });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('on error closes the broken connection and reopens with a doubling backoff capped at 30 s', () => {
    const hub = makeHub();
    hub.subscribe(['config_changed'], () => {});
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const failing = FakeEventSource.latest();
      const count = FakeEventSource.instances.length;
      failing.emitError();
      expect(failing.closed).toBe(true);
      expect(hub.getState()).toBe('reconnecting');
      let waited = 0;
      while (FakeEventSource.instances.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(FakeEventSource.open).toHaveLength(1);
  });

  it('resets the backoff once a connection opens', () => {
    const hub = makeHub();
    hub.subscribe(['config_changed'], () => {});
    FakeEventSource.latest().emitError();
    vi.advanceTimersByTime(1000);
    FakeEventSource.latest().emitError();
    vi.advanceTimersByTime(2000);
    FakeEventSource.latest().emitOpen();
    FakeEventSource.latest().emitError();
    const count = FakeEventSource.instances.length;
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances.length).toBe(count + 1);
  });

  it('does not reopen after an error when nobody listens any more', () => {
    const hub = makeHub();
    const unsubscribe = hub.subscribe(['config_changed'], () => {});
    FakeEventSource.latest().emitError();
    unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(hub.getState()).toBe('idle');
  });

  it('tells state listeners about every change', () => {
    const hub = makeHub();
    const states: string[] = [];
    hub.onStateChange(() => states.push(hub.getState()));
    hub.subscribe(['config_changed'], () => {});
    FakeEventSource.latest().emitOpen();
    FakeEventSource.latest().emitError();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'connecting']);
  });
});
