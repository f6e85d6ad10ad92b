import type { ConfigItem } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/api-request-error';
import { isPasswordRequiredError, protectedKeysIn } from './protected-settings';

describe('protected settings', () => {
  it('picks the keys the server marks protected out of a change list', () => {
    const item = (key: string, guarded: boolean): ConfigItem => ({
      key,
      label: key,
      value: '',
      type: 'string',
      category: 'CineSync Configuration',
      description: '',
      default: '',
      required: false,
      hidden: false,
      beta: false,
      disabled: false,
      locked: false,
      protected: guarded,
    });
    const items = [
      item('CINESYNC_IP', false),
      item('SOURCE_DIR', true),
      item('CINESYNC_USERNAME', true),
      item('LOG_LEVEL', false),
    ];
    expect(protectedKeysIn(['CINESYNC_IP', 'SOURCE_DIR', 'CINESYNC_USERNAME', 'LOG_LEVEL'], items)).toEqual([
      'SOURCE_DIR',
      'CINESYNC_USERNAME',
    ]);
  });

  it("recognises the server's password answers and nothing else", () => {
    const required = new ApiRequestError(403, 'forbidden', 'The current password is required to change SOURCE_DIR');
    const wrong = new ApiRequestError(403, 'forbidden', 'The current password is wrong');
    const other = new ApiRequestError(403, 'forbidden', 'DESTINATION_DIR may not be a system folder');
    expect([required, wrong, other, new Error('The current password is wrong')].map(isPasswordRequiredError)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
