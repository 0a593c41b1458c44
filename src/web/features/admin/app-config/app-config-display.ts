import type { AppConfigKey } from '../../../../shared/app-config';
import { formatMoney } from '../../../../shared/format';

/** How a key's value is shown and edited: never its raw JSON. */
export type AppConfigDisplay =
  | { type: 'money' }
  | { type: 'words' }
  | { type: 'choice'; options: Array<{ value: string; label: string }> }
  | { type: 'switch' };

// Typed by the registry's keys: a new key does not compile until it says how it is shown.
export const APP_CONFIG_DISPLAY: Record<AppConfigKey, AppConfigDisplay> = {
  new_shop_labor_rate: { type: 'money' },
  polish_words_descriptive: { type: 'words' },
  polish_words_concise: { type: 'words' },
  polish_words_casual: { type: 'words' },
  polish_words_formal: { type: 'words' },
  polish_words_short: { type: 'words' },
  signup_mode: {
    type: 'choice',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'invitation', label: 'By invitation only' },
    ],
  },
  analytics_enabled: { type: 'switch' },
};

/** A value as the admin reads it: '$125.00', '40 words', 'By invitation only', 'On'. */
export function formatAppConfigValue(key: AppConfigKey, value: unknown): string {
  const display = APP_CONFIG_DISPLAY[key];
  if (value === null || value === undefined) return '—';
  switch (display.type) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'words':
      return `${String(value)} ${value === 1 ? 'word' : 'words'}`;
    case 'choice':
      return display.options.find((option) => option.value === value)?.label ?? String(value);
    case 'switch':
      return value === true ? 'On' : value === false ? 'Off' : String(value);
  }
}
