import { formatMoney } from '../../../shared/format';
import { describeSource } from '../../../shared/quote-source';
import { quoteLaborLineTotal, quotePartLineTotal, quoteTotals } from '../../../shared/quote-totals';
import type { CurrentQuote, RetrievedContext } from '../engine';
import { canonicalText } from '../understand/abbreviations';
import { vehicleLabel } from './compose';
import { CAPABILITIES } from './follow-up';
import { bestLineMatch } from './match';
import { optionForTier } from './pricing';

// Discussion mode: answers about the quote from its own data, never changing it.

export function answerQuestion(context: RetrievedContext, quote: CurrentQuote, message: string): string {
  const text = canonicalText(message);
  const active = {
    labor: quote.laborItems.filter((l) => !l.is_suggested),
    parts: quote.partItems.filter((p) => !p.is_suggested),
  };
  const totals = quoteTotals({ quote_labor_items: quote.laborItems, quote_part_items: quote.partItems });
  const hours = Math.round(active.labor.reduce((s, l) => s + l.hours, 0) * 10) / 10;

  if (/\bwhy\b|\bwhat for\b|\breason\b|\bneeded\b|\bnecessary\b/.test(text)) {
    const match = bestLineMatch(
      { labor: quote.laborItems, parts: quote.partItems },
      text.replace(/\b(why|is|are|the|there|this|that|needed|necessary|reason|for|on|quote)\b/g, ' '),
    );
    const lines = [
      ...match.labor.map((l) => ({ name: l.title, source: l.source, suggested: l.is_suggested })),
      ...match.parts.map((p) => ({ name: p.name, source: p.source, suggested: p.is_suggested })),
    ];
    if (lines.length)
      return lines
        .map(
          (l) =>
            `${l.name}${l.suggested ? ' (suggested, not in the total)' : ''}: ${describeSource(l.source) ?? 'added to the quote by hand'}.`,
        )
        .join(' ');
  }
  if (/\b(cheaper|save|less expensive|economy|budget|lower)\b/.test(text)) {
    let economy = 0;
    let current = 0;
    for (const p of active.parts) {
      const option =
        p.pcdb_part_type_id !== null
          ? optionForTier(context.catalog[p.pcdb_part_type_id], 'economy')
          : undefined;
      current += p.retail * p.quantity;
      economy += (option?.retail ?? p.retail) * p.quantity;
    }
    const saving = Math.max(0, current - economy);
    return saving > 0.5
      ? `Economy aftermarket parts would bring parts from ${formatMoney(current)} to ${formatMoney(economy)}, saving about ${formatMoney(saving)}. Turn discussion mode off and ask for "cheaper parts" to apply it.`
      : 'The parts are already at the lowest catalogue prices I have for this vehicle.';
  }
  if (/\b(how long|hours?|time|labor)\b/.test(text) && !/\b(total|cost|price|how much)\b/.test(text)) {
    return `${hours} h of labor at ${formatMoney(active.labor[0]?.rate ?? context.shop.standard_labor_rate)}/h: ${active.labor.map((l) => `${l.title} ${l.hours} h`).join('; ')}.`;
  }
  if (/\b(total|cost|price|how much|estimate|amount|owe)\b/.test(text)) {
    return `The quote totals ${formatMoney(totals.total)}: labor ${formatMoney(totals.labor)} (${hours} h) and parts ${formatMoney(totals.parts)}. Suggested items are not included; no tax is included.`;
  }
  if (/\b(include|included|cover|covered|what is in|whats in|breakdown|list|items?|parts?)\b/.test(text)) {
    const labor = active.labor.map((l) => `${l.title} (${formatMoney(quoteLaborLineTotal(l))})`);
    const parts = active.parts.map(
      (p) => `${p.quantity} × ${p.name} (${formatMoney(quotePartLineTotal(p))})`,
    );
    const suggested = [...quote.laborItems, ...quote.partItems].filter((l) => l.is_suggested).length;
    return `For the ${vehicleLabel(context.vehicle)}: labor ${labor.join('; ') || 'none'}. Parts: ${parts.join('; ') || 'none'}.${suggested ? ` ${suggested} suggested line${suggested === 1 ? ' is' : 's are'} offered separately.` : ''}`;
  }
  if (/\bwarrant/.test(text))
    return 'Warranty terms are not part of the quote data I have; check the supplier and your shop policy.';
  return `I can answer questions about this quote from its data: the total, the hours, what is included, why a line is there, or how much cheaper parts would save. ${CAPABILITIES.replace(/^I can change[^:]+: /, 'Outside discussion mode I can also change it: ')} For open questions an AI model can be configured by your administrator (AI_PROVIDER).`;
}
