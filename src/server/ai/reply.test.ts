import { describe, expect, it } from 'vitest';
import { withChecklist } from './reply';

describe('withChecklist', () => {
  it('puts each item once under the message, without trailing stops', () => {
    expect(
      withChecklist('Total $132.00.', [
        'Mention safety findings.',
        'mention safety findings',
        ' Note pad thickness ',
      ]),
    ).toBe('Total $132.00.\n\nBefore you send it:\n• Mention safety findings\n• Note pad thickness');
  });

  it('leaves a message with nothing to check as it is', () => {
    expect(withChecklist('Total $132.00.', [])).toBe('Total $132.00.');
    expect(withChecklist('Total $132.00.', ['  '])).toBe('Total $132.00.');
  });
});
