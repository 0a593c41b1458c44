import { quoteTotals } from '../../../../shared/quote-totals';
import type { CurrentQuote } from '../../engine';
import { hoursOf, listOf, money, quoteJobs } from './quote-facts';

/** 'What is the total?': the quote's total with its labor and parts, and what the suggestions would add. */
export function answerTotal(quote: CurrentQuote): string {
  const totals = quoteTotals({ quote_labor_items: quote.laborItems, quote_part_items: quote.partItems });
  const jobs = quoteJobs(quote);
  const hours = jobs.filter((j) => !j.isSuggested).reduce((s, j) => s + j.hours, 0);
  const split = totals.parts
    ? `${money(totals.labor)} for ${hoursOf(hours)} of labor and ${money(totals.parts)} in parts`
    : `all of it labor (${hoursOf(hours)})`;
  const suggested = jobs.filter((j) => j.isSuggested);
  const extra = suggested.reduce((s, j) => s + j.total, 0);
  const offered = suggested.length
    ? ` The suggested ${listOf(suggested.map((j) => `${j.name.toLowerCase()} (${money(j.total)})`))} ${suggested.length === 1 ? 'is' : 'are'} not included; with ${suggested.length === 1 ? 'it' : 'all of them'} the total would be ${money(totals.total + extra)}.`
    : '';
  return `The quote totals ${money(totals.total)} before the shop's fees and tax: ${split}.${offered}`;
}
