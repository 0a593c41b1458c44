import type { CurrentQuote, RetrievedContext } from '../../engine';
import { optionForTier } from '../pricing';
import { money } from './quote-facts';

/** 'Can it be cheaper?': what economy aftermarket parts would save on the quoted parts. */
export function answerCheaper(context: RetrievedContext, quote: CurrentQuote): string {
  let economy = 0;
  let current = 0;
  for (const p of quote.partItems.filter((p) => !p.is_suggested)) {
    const option =
      p.pcdb_part_type_id !== null
        ? optionForTier(context.catalog[p.pcdb_part_type_id], 'economy')
        : undefined;
    current += p.retail * p.quantity;
    economy += (option?.retail ?? p.retail) * p.quantity;
  }
  const saving = Math.max(0, current - economy);
  return saving > 0.5
    ? `Economy aftermarket parts would bring the parts from ${money(current)} to ${money(economy)}, about ${money(saving)} less. To switch, turn off discussion mode and ask for cheaper parts.`
    : 'The parts are already at the lowest catalogue prices I have for this vehicle.';
}
