import { describe, expect, it } from 'vitest';
import { guidelineDescription } from './guideline-text';

describe('guidelineDescription', () => {
  it('lists the labors and parts for the prompt, marking suggested lines', () => {
    const text = guidelineDescription({
      prompt: 'grinding noise front when braking',
      quote_labor_items: [
        { title: 'Front brake pads - replace', hours: 1.2, is_suggested: false },
        { title: 'Brake fluid flush', hours: 0.8, is_suggested: true },
      ],
      quote_part_items: [{ name: 'Front brake pads', quantity: 1, is_suggested: false }],
    });
    expect(text).toBe(
      [
        'For "grinding noise front when braking", quote:',
        'Labor:',
        '- Front brake pads - replace: 1.2 h',
        '- Brake fluid flush: 0.8 h (suggested)',
        'Parts:',
        '- Front brake pads × 1',
      ].join('\n'),
    );
  });

  it('says none for an empty list', () => {
    const text = guidelineDescription({ prompt: 'noise', quote_labor_items: [], quote_part_items: [] });
    expect(text).toBe('For "noise", quote:\nLabor:\n- none\nParts:\n- none');
  });
});
