import { lineLabel } from '../../../shared/line-label';
import { formatHours, formatQuantity } from './quote-types';

type GuidelineQuote = {
  prompt: string;
  quote_labor_items: ReadonlyArray<{ title: string; hours: number; is_suggested: boolean }>;
  quote_part_items: ReadonlyArray<{ name: string; quantity: number; is_suggested: boolean }>;
};

const suggested = (line: { is_suggested: boolean }) => (line.is_suggested ? ' (suggested)' : '');

/**
 * The description 'Create App Guideline (Admin)' starts with: the quote's labors and parts for its
 * prompt, one a line, so an admin can turn a good (or corrected) quote into a rule.
 */
export function guidelineDescription(quote: GuidelineQuote): string {
  const labor = quote.quote_labor_items.map(
    (line) => `- ${lineLabel(line.title)}: ${formatHours(line.hours)} h${suggested(line)}`,
  );
  const parts = quote.quote_part_items.map(
    (line) => `- ${lineLabel(line.name)} × ${formatQuantity(line.quantity)}${suggested(line)}`,
  );
  return [
    `For "${quote.prompt}", quote:`,
    'Labor:',
    ...(labor.length ? labor : ['- none']),
    'Parts:',
    ...(parts.length ? parts : ['- none']),
  ].join('\n');
}
