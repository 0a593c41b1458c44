import { describe, expect, it } from 'vitest';
import { readPasswordUpdated, SIGN_IN_AFTER_UPDATE } from './password-updated';

describe('readPasswordUpdated', () => {
  it('reads the flag the update-password page sends, and drops it from the kept query', () => {
    expect(readPasswordUpdated(new URL(SIGN_IN_AFTER_UPDATE, 'http://x').search)).toEqual({
      isUpdated: true,
      search: '',
    });
    expect(readPasswordUpdated('?shopId=7&updated=1&vin=1FT')).toEqual({
      isUpdated: true,
      search: 'shopId=7&vin=1FT',
    });
  });

  it('keeps any other query exactly as it came', () => {
    expect(readPasswordUpdated('?name=Sam%20Short&email=a%40b.c')).toEqual({
      isUpdated: false,
      search: '?name=Sam%20Short&email=a%40b.c',
    });
    expect(readPasswordUpdated('')).toEqual({ isUpdated: false, search: '' });
    expect(readPasswordUpdated('?updated=0')).toEqual({ isUpdated: false, search: '' });
  });
});
