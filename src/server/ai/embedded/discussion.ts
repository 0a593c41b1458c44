import type { CurrentQuote, RetrievedContext } from '../engine';
import { canonicalText } from '../understand/abbreviations';
import { answerCheaper } from './answers/cheaper';
import { answerDuration } from './answers/duration';
import { answerIncludes } from './answers/includes';
import { answerNecessity } from './answers/necessity';
import { answerTotal } from './answers/total';
import { answerWhyInstead, isWhyInstead } from './answers/why-instead';

// Discussion mode: answers the advisor's question about the quote in plain sentences an advisor
// can read to a customer (from the guide, the network's similar jobs and the vehicle), never
// changing the quote. Internal codes stay in the lines' provenance, out of the answers.

const HELP =
  'I can answer questions about this quote: what it totals, how long the work takes, what a job includes, whether a line is needed, and why one repair rather than another (\u201cwhy replace the rotors instead of resurfacing?\u201d). To change the quote, turn off discussion mode and say what to change, such as \u201cdrop the rotors\u201d or \u201cuse cheaper parts\u201d.';

export function answerQuestion(context: RetrievedContext, quote: CurrentQuote, message: string): string {
  const text = canonicalText(message);
  if (quote.laborItems.length + quote.partItems.length === 0)
    return 'There is no quote in this conversation yet. Turn off discussion mode and describe the concern, and I will write one.';
  if (isWhyInstead(text)) {
    const answer = answerWhyInstead(context, quote, message);
    if (answer) return answer;
  }
  if (/\b(cheaper|save|less expensive|economy|budget|lower)\b/.test(text))
    return answerCheaper(context, quote);
  if (/\b(how long|how many hours|how much time|take|ready|done by)\b/.test(text))
    return answerDuration(quote);
  if (/\b(necessary|needed|need|required|must|have to|why)\b/.test(text)) {
    const answer = answerNecessity(quote, message);
    if (answer) return answer;
  }
  if (
    /\b(include|included|includes|cover|covered|what is in|whats in|breakdown|consist\w*|come with)\b/.test(
      text,
    )
  )
    return answerIncludes(quote, message);
  if (/\b(total|cost|price|how much|estimate|amount|owe)\b/.test(text)) return answerTotal(quote);
  if (/\bwarrant/.test(text))
    return 'Warranty terms are not part of the quote; they depend on the parts supplier and your shop policy.';
  return HELP;
}
