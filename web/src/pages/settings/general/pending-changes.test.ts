import { describe, expect, it } from 'vitest';
import { configItem } from './config-fixture';
import { buildUpdates, countByCategory, reconcile, withChange } from './pending-changes';

const source = configItem('SOURCE_DIR', { value: '/in', category: 'Directory Paths', required: true });
const dest = configItem('DESTINATION_DIR', { value: '/out', category: 'Directory Paths', required: true });
const flag = configItem('RELATIVE_SYMLINK', { value: '1', type: 'boolean' });
const exts = configItem('ALLOWED_EXTENSIONS', {
  value: '.mkv,.mp4',
  type: 'array',
  category: 'File Handling Configuration',
});

describe('pending changes', () => {
  it('keeps an edit keyed by its setting and removes it when set back to the original', () => {
    let pending = withChange({}, source, '/new');
    expect(pending).toEqual({ SOURCE_DIR: '/new' });
    pending = withChange(pending, source, '/newer');
    expect(pending).toEqual({ SOURCE_DIR: '/newer' });
    expect(withChange(pending, source, '/in')).toEqual({});
  });

  it('compares in canonical form: "1" equals true, "a, b" equals "a,b"', () => {
    expect(withChange({}, flag, 'true')).toEqual({});
    expect(withChange({}, exts, '.mkv, .mp4, ')).toEqual({});
  });

  it('counts pending changes per category', () => {
    const pending = { SOURCE_DIR: '/a', DESTINATION_DIR: '/b', RELATIVE_SYMLINK: 'false' };
    const counts = countByCategory(pending, [source, dest, flag, exts]);
    expect(counts.get('Directory Paths')).toBe(2);
    expect(counts.get('System Configuration')).toBe(1);
    expect(counts.get('File Handling Configuration')).toBeUndefined();
  });

  it('builds the update body with key, value, type and required, arrays tidied', () => {
    expect(buildUpdates({ ALLOWED_EXTENSIONS: '.mkv, , .avi', SOURCE_DIR: '/a' }, [source, exts])).toEqual([
      { key: 'SOURCE_DIR', value: '/a', type: 'string', required: true },
      { key: 'ALLOWED_EXTENSIONS', value: '.mkv,.avi', type: 'array', required: false },
    ]);
  });

  it('drops edits a reload made equal to the saved value, and keys no longer listed', () => {
    const reloaded = [{ ...source, value: '/a' }, dest];
    expect(reconcile({ SOURCE_DIR: '/a', DESTINATION_DIR: '/b', GONE: 'x' }, reloaded)).toEqual({
      DESTINATION_DIR: '/b',
    });
  });
});
