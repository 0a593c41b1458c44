import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signInSchema, signUpSchema, updatePasswordSchema } from '../../shared/schemas/auth';
import { lazySchemaValidation } from './lazy-schema-validation';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazySchemaValidation', () => {
  it.each<[string, z.ZodType<Record<string, unknown>, Record<string, unknown>>, Record<string, unknown>]>([
    ['valid sign-in values', signInSchema, { email: 'advisor@example.com', password: 'secret' }],
    ['an invalid e-mail and no password', signInSchema, { email: 'advisor', password: '' }],
    [
      'a sign-up with a padded name',
      signUpSchema,
      { name: '  Pat ', email: 'pat@example.com', password: 'long-enough' },
    ],
    ['a sign-up with a short password', signUpSchema, { name: '', email: 'pat@', password: 'abc\u0001' }],
    [
      'passwords that do not match',
      updatePasswordSchema,
      { password: 'new-password-2', confirmPassword: 'x' },
    ],
    ['a short new password', updatePasswordSchema, { password: 'short', confirmPassword: 'short' }],
  ])('answers as zodResolver does for %s', async (_label, schema, values) => {
    const expected = await zodResolver(schema)(values, undefined, OPTIONS);
    const result = await lazySchemaValidation(async () => schema)(values);
    const expectedErrors = Object.entries(expected.errors).map(([path, error]) => [path, error?.message]);
    expect(Object.entries(result.errors ?? {})).toEqual(expectedErrors);
    if (!result.errors) expect(result.values).toEqual(expected.values);
  });

  it('loads the schema once, and again after a failed load', async () => {
    let loads = 0;
    const validate = lazySchemaValidation(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed to load');
      return signInSchema;
    });
    const values = { email: 'advisor', password: '' };
    await expect(validate(values)).rejects.toThrow('chunk failed to load');
    const first = await validate(values);
    await validate(values);
    expect(loads).toBe(2);
    expect(first.errors).toEqual({
      email: 'Enter a valid email address',
      password: 'Password is required',
    });
  });
});
