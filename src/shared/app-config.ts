// The platform's configuration an admin edits (issue 14): app variables are values the quote
// engine and the prompts use; app settings are product-wide switches. Each key is typed and
// validated here, used by the server that reads it and by the admin pages that edit it; a key
// never saved has its default.

import { z } from 'zod';

export type AppConfigKind = 'VARIABLE' | 'SETTING';

type Definition<Schema extends z.ZodType> = {
  kind: AppConfigKind;
  label: string;
  description: string;
  schema: Schema;
  default: z.infer<Schema>;
};

const define = <Schema extends z.ZodType>(definition: Definition<Schema>) => definition;

const wordLimit = (style: string, fallback: number) =>
  define({
    kind: 'VARIABLE',
    label: `${style} polish: word limit`,
    description: `The most words the '${style}' style of AI polish may write.`,
    schema: z
      .number('Enter a number')
      .int('Enter a whole number')
      .min(5, 'At least 5 words')
      .max(200, 'At most 200 words'),
    default: fallback,
  });

export const APP_CONFIG = {
  new_shop_labor_rate: define({
    kind: 'VARIABLE',
    label: 'Labor rate of a new shop',
    description:
      'The standard labor rate ($ per hour) a shop starts with when it is added; its owner changes it on My Shop.',
    schema: z
      .number('Enter a number')
      .min(0, 'Must be 0 or more')
      .max(10_000, 'At most $10,000.00 an hour')
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Dollars and cents only'),
    default: 0,
  }),
  polish_words_descriptive: wordLimit('Descriptive', 40),
  polish_words_concise: wordLimit('Concise', 25),
  polish_words_casual: wordLimit('Casual', 40),
  polish_words_formal: wordLimit('Formal', 40),
  polish_words_short: wordLimit('Short', 12),
  signup_mode: define({
    kind: 'SETTING',
    label: 'Sign-up',
    description: 'Open: anyone can create an account. By invitation: only people invited to a shop can.',
    schema: z.enum(['open', 'invitation'], 'Choose open or by invitation'),
    default: 'open' as 'open' | 'invitation',
  }),
  analytics_enabled: define({
    kind: 'SETTING',
    label: 'Usage analytics',
    description: 'Send page views of signed-in users to the analytics service (when POSTHOG_KEY is set).',
    schema: z.boolean('Choose on or off'),
    default: true,
  }),
} as const;

export type AppConfigKey = keyof typeof APP_CONFIG;
export type AppConfigValue<Key extends AppConfigKey> = z.infer<(typeof APP_CONFIG)[Key]['schema']>;

export const APP_CONFIG_KEYS = Object.keys(APP_CONFIG) as AppConfigKey[];

export function isAppConfigKey(key: string): key is AppConfigKey {
  return Object.hasOwn(APP_CONFIG, key);
}
