import type { QuoteEngine } from '../engine';
import { NO_USAGE } from '../engine';
import { composeQuote, EMBEDDED_MODEL_NAME } from './compose';
import { answerQuestion } from './discussion';
import { applyFollowUp } from './follow-up';
import { learnFromTurns } from './learn';
import { polish } from './polish';

/** The default engine: retrieval plus composition, deterministic, no network and no key. */
export function createEmbeddedEngine(): QuoteEngine {
  return {
    modelName: EMBEDDED_MODEL_NAME,
    async generateQuote({ context }) {
      return composeQuote(context);
    },
    async followUp({ context, quote, message, isDiscussion }) {
      if (isDiscussion)
        return {
          kind: 'reply',
          reply: answerQuestion(context, quote, message),
          usage: NO_USAGE,
          modelName: EMBEDDED_MODEL_NAME,
        };
      return applyFollowUp(context, quote, message);
    },
    async learnFromConversation(input) {
      return { ...learnFromTurns(input), usage: NO_USAGE, modelName: EMBEDDED_MODEL_NAME };
    },
    async polishText({ text, style, maxWords }) {
      return { text: polish(text, style, maxWords), usage: NO_USAGE, modelName: EMBEDDED_MODEL_NAME };
    },
  };
}
