import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { signInSchema } from '../../shared/schemas/auth';
import { lazyZodResolver } from './lazy-zod-resolver';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it.each([
    ['valid values', { email: 'advisor@example.com', password: 'secret' }],
    ['an invalid e-mail and no password', { email: 'advisor', password: '' }],
  ])('answers as zodResolver does for %s', async (_label, values) => {
    const lazy = lazyZodResolver(async () => signInSchema);
    expect(await lazy(values, undefined, OPTIONS)).toEqual(
      await zodResolver(signInSchema)(values, undefined, OPTIONS),
    );
  });

  it('loads the schema once, and again after a failed load', async () => {
    let loads = 0;
    const lazy = lazyZodResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed to load');
      return signInSchema;
    });
    const values = { email: 'advisor', password: '' };
    await expect(lazy(values, undefined, OPTIONS)).rejects.toThrow('chunk failed to load');
    const first = await lazy(values, undefined, OPTIONS);
    await lazy(values, undefined, OPTIONS);
    expect(loads).toBe(2);
    expect(first.errors.email?.message).toBe('Enter a valid email address');
    expect(first.errors.password?.message).toBe('Password is required');
  });
});
