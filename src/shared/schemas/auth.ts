import { z } from 'zod';
import { refuseControlCharacters } from './text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';

export const signInSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});

const userNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Name is too long')
  .check(refuseControlCharacters('Name'));

export const signUpSchema = z.object({
  name: userNameSchema,
  email: z.email('Enter a valid email address').max(254),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(128, 'Password is too long')
    .check(refuseControlCharacters('Password')),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const updatePasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(128, 'Password is too long'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const saveUserSchema = z.object({ name: userNameSchema });
