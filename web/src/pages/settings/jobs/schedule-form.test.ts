import { describe, expect, it } from 'vitest';
import { NO_RESPONSE_TEXT, jobErrorText } from './jobs-api';
import { ApiRequestError } from '../../../api/api-request-error';
import { CRON_REQUIRED, INTERVAL_TOO_SMALL, intervalSecondsOf, scheduleBody, validateSchedule } from './schedule-form';

const form = { scheduleType: 'interval' as const, intervalText: '300', cronExpression: '0 3 * * *', enabled: true };

describe('schedule form', () => {
  it('reads non-numbers as 0', () => {
    expect(intervalSecondsOf('abc')).toBe(0);
    expect(intervalSecondsOf('1.5')).toBe(0);
    expect(intervalSecondsOf(' 42 ')).toBe(42);
  });
  it('needs an interval of at least 1 and a cron expression for cron', () => {
    expect(validateSchedule({ ...form, intervalText: '0' })).toEqual({ interval: INTERVAL_TOO_SMALL });
    expect(validateSchedule({ ...form, intervalText: 'x' })).toEqual({ interval: INTERVAL_TOO_SMALL });
    expect(validateSchedule({ ...form, intervalText: '1' })).toEqual({});
    expect(validateSchedule({ ...form, scheduleType: 'cron', cronExpression: ' ' })).toEqual({ cron: CRON_REQUIRED });
    expect(validateSchedule({ ...form, scheduleType: 'manual', intervalText: 'x' })).toEqual({});
  });
  it('sends only the schedule fields, emptying the unused ones', () => {
    expect(scheduleBody(form)).toEqual({
      scheduleType: 'interval',
      intervalSeconds: 300,
      cronExpression: '',
      enabled: true,
    });
    expect(scheduleBody({ ...form, scheduleType: 'manual' })).toEqual({
      scheduleType: 'manual',
      intervalSeconds: 0,
      cronExpression: '',
      enabled: true,
    });
    expect(scheduleBody({ ...form, scheduleType: 'cron', enabled: false })).toEqual({
      scheduleType: 'cron',
      intervalSeconds: 0,
      cronExpression: '0 3 * * *',
      enabled: false,
    });
  });
});

describe('jobErrorText', () => {
  it('says no response when the server never answered', () => {
    expect(jobErrorText(new TypeError('Failed to fetch'), 'Failed to run job')).toBe(NO_RESPONSE_TEXT);
    expect(jobErrorText(new DOMException('timeout', 'AbortError'), 'x')).toBe(NO_RESPONSE_TEXT);
    expect(jobErrorText(new ApiRequestError(500, 'server_error', 'boom'), 'Failed to run job')).toBe(
      'Failed to run job',
    );
  });
});
