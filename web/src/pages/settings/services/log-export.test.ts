import { describe, expect, it } from 'vitest';
import { guideHost, guidePort } from './connection-guide';
import { exportQuery, fallbackLogName, fileNameFrom } from './log-export';

const now = new Date(2026, 10, 5, 23, 30);

describe('log export', () => {
  it('asks for current, all, or today by date', () => {
    expect(exportQuery('current', now)).toBe('type=current');
    expect(exportQuery('all', now)).toBe('type=all');
    expect(exportQuery('today', now)).toBe('type=date&date=2026-11-05');
  });
  it('falls back to the server naming', () => {
    expect(fallbackLogName('current', now)).toBe('mediahub_current_log_2026-11-05.log');
    expect(fallbackLogName('all', now)).toBe('mediahub_logs_2026-11-05.zip');
    expect(fallbackLogName('today', now)).toBe('mediahub_logs_2026-11-05.log');
  });
  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="mediahub_logs_2026-11-05.zip"')).toBe('mediahub_logs_2026-11-05.zip');
    expect(fileNameFrom("attachment; filename*=UTF-8''a%20b.log")).toBe('a b.log');
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe('connection guide address', () => {
  it('uses the page host, localhost for placeholders', () => {
    expect(guideHost('media.lan')).toBe('media.lan');
    expect(guideHost('{ip}')).toBe('localhost');
    expect(guideHost('0.0.0.0')).toBe('localhost');
  });
  it('prefers the server port, then the page port, then 8082', () => {
    expect(guidePort('9000', '5173')).toBe('9000');
    expect(guidePort(null, '5173')).toBe('5173');
    expect(guidePort(null, '')).toBe('8082');
  });
});
