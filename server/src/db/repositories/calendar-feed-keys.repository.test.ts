import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-store.js';
import { CalendarFeedKeysRepository } from './calendar-feed-keys.repository.js';

describe('CalendarFeedKeysRepository', () => {
  let feedKeys: CalendarFeedKeysRepository;
  useTestDatabase((opened) => {
    feedKeys = new CalendarFeedKeysRepository(opened);
  });

  it('keeps one feed key per user and finds its user by it', () => {
    feedKeys.setFeedKey('ann', 'k1', 1);
    feedKeys.setFeedKey('bob', 'k2', 1);
    feedKeys.setFeedKey('ann', 'k3', 2);
    expect(feedKeys.feedKeyOf('ann')).toBe('k3');
    expect(feedKeys.userOfFeedKey('k1')).toBeUndefined();
    expect(feedKeys.userOfFeedKey('k2')).toBe('bob');
  });
});
