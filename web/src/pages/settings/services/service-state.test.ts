import { describe, expect, it } from 'vitest';
import {
  actionFailureText,
  buttonRules,
  hasSettled,
  optimisticStatus,
  pollPlan,
  statusChip,
  type ServiceStatus,
} from './service-state';

const status = (isRunning: boolean, monitorRunning: boolean): ServiceStatus => ({
  isRunning,
  monitorRunning,
  sourceDir: '/src',
  destinationDir: '/dst',
});

describe('statusChip', () => {
  it('names the five states', () => {
    expect(statusChip(status(true, true)).label).toBe('Active');
    expect(statusChip(status(true, false)).label).toBe('Partial');
    expect(statusChip(status(false, true)).label).toBe('Monitor');
    expect(statusChip(status(false, false)).label).toBe('Stopped');
    expect(statusChip(null).label).toBe('Unknown');
  });
});

describe('buttonRules', () => {
  it('disables Start while the main process runs and Stop when nothing runs', () => {
    expect(buttonRules(status(true, false), false)).toMatchObject({ start: false, stop: true, restart: true });
    expect(buttonRules(status(false, false), false)).toMatchObject({ start: true, stop: false, restart: false });
    expect(buttonRules(status(false, true), false)).toMatchObject({ start: true, stop: true, stopMonitor: true });
    expect(buttonRules(null, false)).toMatchObject({
      start: true,
      stop: false,
      startMonitor: true,
      stopMonitor: false,
    });
  });
  it('disables everything while an action is under way', () => {
    expect(Object.values(buttonRules(status(true, true), true)).some(Boolean)).toBe(false);
    expect(Object.values(buttonRules(status(false, false), true)).some(Boolean)).toBe(false);
  });
});

describe('optimistic view and settling', () => {
  it('flips what the action asks for', () => {
    expect(optimisticStatus(status(false, false), { target: 'service', action: 'start' })).toMatchObject({
      isRunning: true,
      monitorRunning: true,
    });
    expect(optimisticStatus(status(true, true), { target: 'service', action: 'stop' })).toMatchObject({
      isRunning: false,
      monitorRunning: false,
    });
    expect(optimisticStatus(status(true, false), { target: 'monitor', action: 'start' })).toMatchObject({
      isRunning: true,
      monitorRunning: true,
    });
    expect(optimisticStatus(null, { target: 'service', action: 'start' })).toBeNull();
  });
  it('settles when the server shows the asked state', () => {
    expect(hasSettled(status(true, false), { target: 'service', action: 'start' })).toBe(true);
    expect(hasSettled(status(false, true), { target: 'service', action: 'stop' })).toBe(false);
    expect(hasSettled(status(false, false), { target: 'service', action: 'stop' })).toBe(true);
    expect(hasSettled(status(false, true), { target: 'monitor', action: 'start' })).toBe(true);
    expect(hasSettled(status(true, true), { target: 'monitor', action: 'stop' })).toBe(false);
  });
  it('polls 5 times from 1.5 s for the service and 4 times from 1 s for the monitor', () => {
    expect(pollPlan({ target: 'service', action: 'restart' })).toEqual({ firstMs: 1500, everyMs: 1000, tries: 5 });
    expect(pollPlan({ target: 'monitor', action: 'stop' })).toEqual({ firstMs: 1000, everyMs: 1000, tries: 4 });
  });
  it('words failures as the spec does', () => {
    expect(actionFailureText({ target: 'service', action: 'restart' })).toBe('Failed to restart MediaHub service');
    expect(actionFailureText({ target: 'monitor', action: 'start' })).toBe('Failed to start monitor');
  });
});
