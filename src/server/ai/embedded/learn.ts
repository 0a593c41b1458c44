import type { ConversationTurn, CurrentQuote, EngineShop, EngineVehicle, LearnedItem } from '../engine';
import { listOf } from './answers/quote-facts';
import { isDirective, standingRule, standingSentences, type TurnChange } from './standing-rule';

// Learning keeps the standing rules the advisor stated in the conversation (standing-rule.ts),
// each in a form knowledge-rules.ts applies to later quotes. What the advisor did once (switched
// this quote to premium parts, added a job, heard a price concern) was a choice for this customer:
// kept as a rule it would reprice or pad every later quote, so it is only named in the answer of
// why nothing was learned.

const PRICE_CONCERN = /\b(expensive|too much|pricey|cheaper|budget|can'?t afford|high price)\b/i;

export type Learning = { items: LearnedItem[]; notLearned?: string };

export function learnFromTurns(input: {
  shop: EngineShop;
  vehicle: EngineVehicle | null;
  turns: ConversationTurn[];
  quotes: CurrentQuote[];
}): Learning {
  const byId = new Map(input.quotes.map((q) => [q.id, q]));
  const items: LearnedItem[] = [];
  const once: string[] = [];
  const unreadable: string[] = [];
  let current: CurrentQuote | undefined;
  input.turns.forEach((turn, i) => {
    if (turn.role === 'assistant') {
      current = (turn.quoteId && byId.get(turn.quoteId)) || current;
      return;
    }
    const next = input.turns[i + 1];
    const after = next?.role === 'assistant' && next.quoteId ? byId.get(next.quoteId) : undefined;
    const change = current && after ? changeOf(current, after) : { removed: [] };
    const stated = standingSentences(turn.content).map((said) => ({
      said,
      rule: standingRule(said, change),
    }));
    for (const { said, rule } of stated) {
      if (rule && !items.some((item) => item.description === rule.description)) items.push(rule);
      if (!rule && isDirective(said)) unreadable.push(said);
    }
    if (!stated.some(({ rule }) => rule)) once.push(...doneOnce(change, turn.content));
  });
  return items.length ? { items } : { items, notLearned: whyNothing(once, unreadable) };
}

type Change = TurnChange & { removed: string[] };

/** The jobs charged for, by guide job: what the advisor adds or takes off is a job, not a part name. */
function chargedJobs(quote: CurrentQuote): Set<string> {
  return new Set(
    [...quote.laborItems, ...quote.partItems]
      .filter((line) => !line.is_suggested)
      .map((line) => line.source?.guideJob?.name)
      .filter((name): name is string => !!name),
  );
}

function changeOf(before: CurrentQuote, after: CurrentQuote): Change {
  const had = chargedJobs(before);
  const has = chargedJobs(after);
  const tierOf = (q: CurrentQuote) =>
    q.partItems.find((p) => !p.is_suggested && p.source?.tier && p.source.tier !== 'standard')?.source?.tier;
  const tier = tierOf(after);
  const added = [...has].find((name) => !had.has(name));
  return {
    ...(tier && tier !== 'standard' && tier !== tierOf(before) ? { tier } : {}),
    ...(added ? { added: added.toLowerCase() } : {}),
    removed: [...had].filter((name) => !has.has(name)),
  };
}

function doneOnce(change: Change, message: string): string[] {
  return [
    ...(change.tier ? [`${change.tier} parts were chosen`] : []),
    ...(change.added ? [`${change.added} was added`] : []),
    ...change.removed.map((name) => `${name.toLowerCase()} was taken off`),
    ...(PRICE_CONCERN.test(message) ? ['a price concern was raised'] : []),
  ];
}

function whyNothing(once: string[], unreadable: string[]): string {
  const said = unreadable[0];
  return [
    once.length
      ? `It holds no standing shop rule: ${listOf(once)} for this customer only.`
      : "It holds no standing shop rule, only this customer's concern and quote.",
    ...(said
      ? [
          `"${said}" sounds like a shop rule, but not one the assistant can apply: it applies parts tiers, work to offer, lines to keep as suggestions and what to mention in the quote message, each for the work the rule names.`,
        ]
      : []),
    'To teach a rule, say it as one in the conversation, naming the work it is for ("we always use premium parts on brake jobs", "always offer a tire rotation with brake jobs"), or add it in the Knowledge Base.',
  ].join(' ');
}
