import { truncateText } from '../../../shared/format';
import type { LearnedItem } from '../engine';
import { sentence } from './answers/quote-facts';
import { readKnowledgeRules } from './knowledge-rules';
import type { Tier } from './pricing';

// A standing rule is what the advisor says holds for the shop, not for this customer: 'we always
// use OE parts on brake jobs', 'from now on offer a tire rotation with every brake job'. It is
// kept in the advisor's words, cleaned of the chat around them, and only when knowledge-rules.ts
// reads a rule from it: a sentence the engine cannot apply would sit in the knowledge base as a
// rule that changes nothing.

/** What the advisor's message changed on the quote, for 'we always do that' and 'offer it'. */
export type TurnChange = { tier?: Exclude<Tier, 'standard'>; added?: string };

const STANDING =
  /\b(always|never|every time|from now on|going forward|in (the )?future|as a rule|by default|(our|shop'?s?) policy|whenever|(with|on|for) (every|all|any))\b/i;
// About one customer, car or visit: 'for this customer always use OE', 'just this once'. Telling
// the customer something is a rule about the quote message, not about them.
const ONE_OFF =
  /\b(this time|for now|today|just once|this once|(this|that) (customer|client|car|truck|vehicle|van|suv|quote|job|one))\b|(?<!\b(tell|let|remind|inform|show|warn|ask)\s+)\b(the|his|her) (customer|client|car|truck|vehicle)\b(?!'s)/i;
const PRONOUN = /\b(it|one|that|this|them|those)$/;
/** After a pronoun standing for the work itself ('do that on brake jobs'), not before its noun. */
const ALONE = '(?=\\s+(?:on|for|with|when|whenever|at|in|alongside|together)\\b|\\s*[,.]|\\s*$)';
// What makes a sentence the advisor's rule rather than a symptom ('the brakes always squeal'):
// told as a rule ('from now on', 'our policy') or as an instruction ('always offer').
const DIRECTIVE =
  /\b(from now on|going forward|in (the )?future|as a rule|by default|policy|we (always|never)|customers (always|often|usually) ask|(always|never) (use|offer|quote|add|include|suggest|recommend|mention|note|tell|check|do|start))\b/i;

/** Whether a sentence that gave no rule was still meant as one, so the advisor hears why not. */
export const isDirective = (words: string) => DIRECTIVE.test(words);

/** The sentences of a message that state a standing rule. */
export function standingSentences(message: string): string[] {
  return message
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => STANDING.test(s) && !ONE_OFF.test(s));
}

/** The rule a standing sentence states, as a knowledge entry the engine applies, or nothing. */
export function standingRule(words: string, change: TurnChange): LearnedItem | undefined {
  // 'Add a tire rotation, we always offer it with brake jobs': the rule is from 'we always' on;
  // 'use OE parts, we always do on brakes' needs the request before it.
  const clauses = words.split(/\s*(?:,|\s[-–—]\s)\s*/);
  const at = clauses.findIndex((c) => STANDING.test(c));
  const from = at > 0 ? clauses.slice(at).join(', ') : words;
  return ruleOf(from, change) ?? (from === words ? undefined : ruleOf(words, change));
}

function ruleOf(words: string, change: TurnChange): LearnedItem | undefined {
  const description = ruleSentence(words, change);
  // Money, hours and joined job titles belong to one quote.
  if (!description || /[+$]|\d+(\.\d+)?\s*(h|hrs?|hours?)\b/i.test(description)) return undefined;
  const rules = readKnowledgeRules([{ id: 'learned', title: '', description }]);
  // Retrieval finds an entry by the words of the work it names, and a message instruction needs
  // the systems it is about: a tier or offer for no work in particular would change no quote.
  const offers = rules.offers.filter((o) => !PRONOUN.test(o.what) && namesWork(o.when));
  const kind: LearnedItem['kind'] | undefined =
    offers.length || rules.diagnoseFirst
      ? 'response'
      : rules.tier?.systems.length ||
          rules.suggestOnly.length ||
          rules.preferJobs.length ||
          rules.fluidsByCapacity
        ? 'improvement'
        : rules.mentions.some((m) => m.systems.length)
          ? 'question'
          : undefined;
  if (!kind) return undefined;
  const title = description
    .replace(/^always\s+/i, '')
    .replace(/\s*\bin the (quote )?message\b/i, '')
    .replace(/\.$/, '');
  return { kind, title: truncateText(capitalize(title), 60), description };
}

/** The sentence without the chat: who says it, since when, fillers, and 'it' for what it was. */
function ruleSentence(words: string, change: TurnChange): string | undefined {
  let text = words
    .replace(/[.!?;]+$/, '')
    .replace(/\b(i|we) (want|need|'d like|would like) you to\s+/gi, '')
    .replace(
      /\b(we|i|you)('ll|'d)?\s+((should|must|will|would|want to|like to|need to|have to|prefer to|tend to)\s+)?/gi,
      '',
    )
    .replace(/\b(please|btw|by the way|fyi|make sure( to| you)?|remember to|don'?t forget to)\b,?\s*/gi, '')
    .replace(/\b(from now on|going forward|in (the )?future|as a rule|by default)\b,?\s*/gi, '')
    .replace(/\b((it'?s|it is)\s+)?(our|the)\s+(shop'?s?\s+)?policy(\s+is)?(\s+to|\s+that)?\s*/gi, '')
    .replace(/^\s*(ok(ay)?|and|but|so|also|yes|great|thanks)\b[,:]?\s*/i, '')
    .replace(/,?\s*\b(always|usually)\s+do(es)?\b(?!\s+(it|that|this|so)\b)/i, '')
    .replace(
      /\bcustomers?\s+((always|often|usually)\s+)?ask\s+(about|for)\s+(.+)$/i,
      'mention $4 in the quote message',
    )
    .replace(/\b(tell|let) the customers?( know)?( about)?\s+(.+)$/i, 'mention $4 in the quote message')
    .replace(/\b(add|include|throw in)\s+(.+?)\s+(to|with|on)\s+/i, 'offer $2 with ');
  // 'We always do that on brake jobs' and 'offer it with every brake job' name what the message did.
  const didThat = new RegExp(`\\bdo(es)?\\s+(it|that|this|so)${ALONE}`, 'i');
  const offerIt = new RegExp(`\\b(offer|suggest|recommend)\\s+(it|one|that|this|them|those)${ALONE}`, 'i');
  if (didThat.test(text)) {
    const done = change.tier ? `use ${change.tier} parts` : change.added && `offer ${change.added}`;
    if (!done) return undefined;
    text = text.replace(didThat, done);
  }
  if (offerIt.test(text)) {
    if (!change.added) return undefined;
    text = text.replace(offerIt, `$1 ${change.added}`);
  }
  text = text.replace(/\s+/g, ' ').replace(/^[\s,:-]+|[\s,:-]+$/g, '');
  return text.length >= 12 ? sentence(text) : undefined;
}

const namesWork = (words: string | undefined) =>
  /[a-z]{3,}/.test(
    (words ?? '').replace(/\b(every|any|all|each|other|jobs?|quotes?|work|vehicles?|cars?)\b/gi, ''),
  );
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
