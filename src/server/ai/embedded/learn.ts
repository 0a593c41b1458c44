import { formatMoney, truncateText } from '../../../shared/format';
import { quoteTotals } from '../../../shared/quote-totals';
import type { ConversationTurn, CurrentQuote, EngineShop, EngineVehicle, LearnedItem } from '../engine';
import { vehicleLabel } from './compose';

// Learning from a conversation: what the customer asked, what the advisor changed and how the
// quote was received, written in forms the engine applies to later quotes (knowledge-rules.ts).

const QUESTION = /\?\s*$|^(what|why|how|can|could|does|do|is|are|will|when|which)\b/i;
const POSITIVE =
  /\b(thanks|thank you|great|perfect|sounds good|looks good|approved?|go ahead|ok let'?s do|do it)\b/i;
const PRICE_CONCERN = /\b(expensive|too much|pricey|cheaper|budget|can'?t afford|high price)\b/i;

export function learnFromTurns(input: {
  shop: EngineShop;
  vehicle: EngineVehicle | null;
  turns: ConversationTurn[];
  quotes: CurrentQuote[];
}): LearnedItem[] {
  const items: LearnedItem[] = [];
  const first = input.quotes[0];
  const last = input.quotes[input.quotes.length - 1];
  const userTurns = input.turns.filter((t) => t.role === 'user');
  const concern = userTurns[0]?.content;
  if (concern && first) {
    items.push({
      kind: 'question',
      title: `Concern: ${truncateText(concern, 60)}`,
      description: `"${truncateText(concern, 120)}"${input.vehicle ? ` on a ${vehicleLabel(input.vehicle)}` : ''} was quoted as ${first.title}.`,
    });
  }
  for (const turn of userTurns.slice(1)) {
    if (QUESTION.test(turn.content.trim()))
      items.push({
        kind: 'question',
        title: `Customer question: ${truncateText(turn.content, 50)}`,
        description: `Customers ask "${truncateText(turn.content, 120)}"${first ? ` about ${first.title}` : ''}; answer it up front in the quote message.`,
      });
  }
  if (first && last && first !== last) {
    const jobsOf = (q: CurrentQuote, suggested: boolean) =>
      new Set(
        [...q.laborItems, ...q.partItems]
          .filter((l) => l.is_suggested === suggested)
          .map((l) => l.source?.guideJob?.name)
          .filter((n): n is string => !!n),
      );
    const before = jobsOf(first, false);
    const after = jobsOf(last, false);
    for (const name of after)
      if (!before.has(name))
        items.push({
          kind: 'response',
          title: `Offer ${name} with ${first.title}`,
          description: `Offer ${name} with ${first.title}: the advisor added it in this conversation.`,
        });
    const removed = [...first.partItems, ...first.laborItems]
      .filter((l) => !l.is_suggested)
      .map((l) => ('title' in l ? l.title : l.name))
      .filter(
        (name) =>
          ![...last.partItems.map((p) => p.name), ...last.laborItems.map((l) => l.title)].includes(name),
      );
    for (const name of removed.slice(0, 3))
      items.push({
        kind: 'improvement',
        title: `Make ${name} optional`,
        description: `Quote ${name} as a suggestion on ${first.title}: it was removed from the quote in this conversation.`,
      });
    const tierOf = (q: CurrentQuote) =>
      q.partItems.find((p) => p.source?.tier && p.source.tier !== 'standard')?.source?.tier;
    const tier = tierOf(last);
    if (tier && tier !== tierOf(first))
      items.push({
        kind: 'improvement',
        title: `${tier === 'economy' ? 'Economy' : 'Premium'} parts for ${first.shortTitle}`,
        description: `Start with ${tier} parts on ${first.title}: the advisor switched to ${tier} parts in this conversation.`,
      });
  }
  const priceTurn = userTurns.find((t) => PRICE_CONCERN.test(t.content));
  if (priceTurn && last) {
    const total = quoteTotals({ quote_labor_items: last.laborItems, quote_part_items: last.partItems }).total;
    items.push({
      kind: 'improvement',
      title: `Price concern on ${last.shortTitle}`,
      description: `A price concern was raised ("${truncateText(priceTurn.content, 80)}") on a ${formatMoney(total)} quote; present the economy parts option with ${last.title}.`,
    });
  }
  const positive = userTurns.find((t) => POSITIVE.test(t.content));
  if (positive)
    items.push({
      kind: 'satisfaction',
      title: `Accepted: ${last?.shortTitle ?? 'quote'}`,
      description: `The quote was received well ("${truncateText(positive.content, 80)}").`,
    });
  if (items.length === 0 && concern)
    items.push({
      kind: 'question',
      title: `Concern: ${truncateText(concern, 60)}`,
      description: `"${truncateText(concern, 120)}" came in without a quote; ask for the symptom, where and when it happens, or a trouble code.`,
    });
  return items;
}
